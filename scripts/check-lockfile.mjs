// The lockfile must let `npm ci` install on every OS: each platform package that a locked package lists as an
// optional dependency must be locked too. A release whose platform packages are missing from the registry
// leaves them out silently and breaks `npm ci` elsewhere; this check names them.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const lock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8'));
const packages = lock.packages ?? {};

function locate(from, name) {
  // Node resolution inside the lockfile: nested node_modules first, then each parent, then the root.
  let dir = from;
  for (;;) {
    const candidate = `${dir ? `${dir}/` : ''}node_modules/${name}`;
    if (packages[candidate]) return candidate;
    if (!dir) return null;
    const index = dir.lastIndexOf('/node_modules/');
    dir = index >= 0 ? dir.slice(0, index) : '';
  }
}

const missing = [];
for (const [location, entry] of Object.entries(packages)) {
  for (const name of Object.keys(entry.optionalDependencies ?? {})) {
    if (!locate(location, name)) missing.push(`${name} (optional dependency of ${location || 'the root'})`);
  }
}
if (missing.length) {
  console.error(`package-lock.json is missing ${missing.length} platform packages:\n  ${missing.join('\n  ')}`);
  console.error('Pin a release whose platform packages are all on the registry (root "overrides"), then npm install.');
  process.exit(1);
}
console.log(`lockfile: every optional platform package of ${Object.keys(packages).length} entries is locked.`);
