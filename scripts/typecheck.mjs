// `npm run typecheck`: every package's TypeScript, each against its own tsconfig (its own `@/` alias).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const projects = ['scripts', 'shared', 'shell', 'mfe-marketing', 'mfe-auth', 'mfe-dashboard', 'mfe-admin', 'api', 'e2e'];
const tsc = path.join(root, 'node_modules', 'typescript', 'bin', 'tsc');
let failed = 0;
for (const project of projects) {
  const config = path.join(root, project, 'tsconfig.json');
  if (!existsSync(config)) continue;
  const result = spawnSync(process.execPath, [tsc, '-p', config, '--noEmit'], { stdio: 'inherit' });
  console.log(`${result.status === 0 ? '✓' : '✗'} ${project}`);
  if (result.status !== 0) failed += 1;
}
process.exit(failed ? 1 : 0);
