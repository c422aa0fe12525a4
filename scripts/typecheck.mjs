// `npm run typecheck`: every package's TypeScript, each against its own tsconfig (its own `@/` alias). The
// packages are checked side by side, one per core; each one's output is printed whole when it ends.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const projects = ['scripts', 'shared', 'shell', 'mfe-marketing', 'mfe-auth', 'mfe-dashboard', 'mfe-admin', 'api', 'e2e'];
const tsc = path.join(root, 'node_modules', 'typescript', 'bin', 'tsc');

/** Checks one package; resolves to true when it type-checks. */
function check(project) {
  const config = path.join(root, project, 'tsconfig.json');
  if (!existsSync(config)) return Promise.resolve(true);
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [tsc, '-p', config, '--noEmit'], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (status) => {
      process.stdout.write(output);
      console.log(`${status === 0 ? '✓' : '✗'} ${project}`);
      resolve(status === 0);
    });
  });
}

const queue = [...projects];
let failed = 0;
const worker = async () => {
  for (let project = queue.shift(); project; project = queue.shift()) if (!(await check(project))) failed += 1;
};
await Promise.all(Array.from({ length: Math.max(1, Math.min(availableParallelism(), 4)) }, worker));
process.exit(failed ? 1 : 0);
