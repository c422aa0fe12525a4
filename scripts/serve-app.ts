import path from 'node:path';
import { ROOT, findApp, localRegistry, portOf } from './apps';
import { startStaticServer } from './static-server';

/** Serves one built app on its port, as its team deploys it: `tsx scripts/serve-app.ts mfe-auth`. */
async function main() {
  const app = findApp(process.argv[2] ?? '');
  const port = portOf(app);
  const host = process.env.HOST ?? '127.0.0.1';
  await startStaticServer({ dir: path.join(ROOT, app.dir, 'dist'), port, host, registry: () => localRegistry(), csp: true });
  console.log(`${app.dir} serving ${path.join(app.dir, 'dist')} on http://localhost:${port}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
