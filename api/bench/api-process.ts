// Starting and stopping API processes (or the bench's proxy) for the load bench and the multi-process tests.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const API_DIR = path.resolve(__dirname, '..');
/** tsx's CLI, to run the API's TypeScript entry in a child process (as `npm run dev` runs it). */
export const TSX = path.resolve(API_DIR, '..', 'node_modules', 'tsx', 'dist', 'cli.mjs');

/** Writes api/dist with the API's one build (`npm run build -w api`); answers the milliseconds it took. */
export function buildCompiled(): number {
  const started = performance.now();
  execFileSync(process.execPath, [path.join(API_DIR, 'scripts', 'build.mjs')], { cwd: API_DIR, stdio: ['ignore', 'ignore', 'inherit'] });
  return performance.now() - started;
}

/**
 * Node's arguments as `npm run start:compiled -w api` gives them (the source maps, the heap's limit, dist/main.js),
 * read from the script itself: `npm start` at the repository root runs the API with the same ones.
 */
export const COMPILED_ARGS = (JSON.parse(readFileSync(path.join(API_DIR, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts['start:compiled']
  .trim()
  .split(/\s+/)
  .slice(1);

/** Starts a process in the API's folder and resolves with the URL it prints when it listens. */
export function spawnProcess(args: string[], env: NodeJS.ProcessEnv, children: ChildProcess[]): Promise<string> {
  const child = spawn(process.execPath, args, { cwd: API_DIR, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const url = /listening on (http:\/\/[\d.]+:\d+)/.exec(output)?.[1];
      if (url) resolve(url);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`${args.join(' ')} exited (${code}):\n${output}`)));
  });
}

/** Stops a process with SIGTERM and resolves once it has exited. */
export const stop = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
