// Builds the five apps for production once before the browser tests, unless CI already did (E2E_SKIP_BUILD=1).
// The build prerenders the public pages in Node; a dist built before that step existed gets its copies now.
const { execFileSync } = require('node:child_process');
const { existsSync } = require('node:fs');
const path = require('node:path');

module.exports = async function globalSetup() {
  const root = path.resolve(__dirname, '..', '..');
  if (process.env.E2E_SKIP_BUILD !== '1') {
    execFileSync(process.execPath, ['-r', './scripts/register-ts.cjs', 'scripts/build.ts'], { cwd: root, stdio: 'inherit' });
  }
  if (!existsSync(path.join(root, 'shell', 'dist', 'prerendered-home.json'))) {
    execFileSync(process.execPath, ['-r', './scripts/register-ts.cjs', 'scripts/prerender.ts'], { cwd: root, stdio: 'inherit' });
  }
};
