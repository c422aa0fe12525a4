// `npm run build -w api`: the API as compiled JavaScript in api/dist (main.js, and feed-worker.js for the feeds'
// parsing thread), bundled with esbuild: the API's own code and the shared contract are compiled in, every package
// the API depends on is loaded from node_modules as it is. `npm run start:compiled -w api` runs it (docs/scale.md).
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const api = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const manifest = JSON.parse(readFileSync(path.join(api, 'package.json'), 'utf8'));
const external = Object.keys({ ...manifest.dependencies, ...manifest.devDependencies }).filter((name) => name !== '@sentiscope/shared');

rmSync(path.join(api, 'dist'), { recursive: true, force: true });
await build({
  absWorkingDir: api,
  entryPoints: { main: 'src/main.ts', 'feed-worker': 'src/news/providers/feed-worker.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  sourcemap: true,
  external: [...external, 'tsx', 'tsx/*'],
  logLevel: 'warning',
});
console.log('api/dist/main.js written');
