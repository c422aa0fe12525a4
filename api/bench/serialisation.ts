// npm run bench:serialisation (in api/): how fast each JSON answer is written, by JSON.stringify (a route with no
// response schema) and by the serialiser Fastify compiles from the route's response schema. The answers are the
// recorded set's (api/test/recordings/api-answers.json); each compiled body is checked to be byte-identical first.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fastJson from 'fast-json-stringify';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { prepareDatabase } from '../src/server';
import { STORED_ANSWER } from '../src/platform/http/schemas';

type Recorded = { name: string; request: string; status: number; body: unknown };
type RouteSchema = { method: string; pattern: RegExp; url: string; response: Record<string, object> };

const RECORDING = path.join(__dirname, '..', 'test', 'recordings', 'api-answers.json');
const MIN_MS = Number(process.env.BENCH_MS ?? 200);
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3));

function opsPerSecond(write: () => string): number {
  for (let i = 0; i < 2000; i++) write();
  let runs = 0;
  const start = process.hrtime.bigint();
  let elapsed = 0;
  while (elapsed < MIN_MS) {
    for (let i = 0; i < 500; i++) write();
    runs += 500;
    elapsed = Number(process.hrtime.bigint() - start) / 1e6;
  }
  return (runs / elapsed) * 1000;
}

async function routeSchemas(): Promise<RouteSchema[]> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sentiscope-bench-'));
  const config = { ...loadConfig({ DATA_DIR: dataDir, DATABASE_URL: '', PORT: '0', JWT_SECRET: 'bench-secret-'.repeat(4) }), logMail: false };
  const { db } = await prepareDatabase(config);
  const app = buildApp({ config, db });
  const routes: RouteSchema[] = [];
  app.addHook('onRoute', (route) => {
    const response = (route.schema as { response?: Record<string, object> } | undefined)?.response;
    if (!response) return;
    const pattern = new RegExp(`^${route.url.replace(/:[A-Za-z]+/g, '[^/]+')}$`);
    for (const method of [route.method].flat()) routes.push({ method: String(method), pattern, url: route.url, response });
  });
  await app.ready();
  // Static paths win over parameters, as in Fastify's router (/v1/user/security before /v1/user/:userId).
  routes.sort((a, b) => (a.url.match(/:/g)?.length ?? 0) - (b.url.match(/:/g)?.length ?? 0));
  await app.close();
  await db.close();
  rmSync(dataDir, { recursive: true, force: true });
  return routes;
}

async function main() {
  const routes = await routeSchemas();
  const recorded = JSON.parse(readFileSync(RECORDING, 'utf8')) as Recorded[];
  let before = 0;
  let after = 0;
  let answers = 0;
  console.log(`${'answer'.padEnd(40)} ${'bytes'.padStart(6)} ${'JSON.stringify/s'.padStart(17)} ${'schema/s'.padStart(11)} ${'ratio'.padStart(6)}`);
  for (const answer of recorded) {
    if (typeof answer.body !== 'string' || !answer.body.startsWith('{')) continue;
    const [method, target = ''] = answer.request.split(' ');
    const url = target.split('?')[0];
    const route = routes.find((r) => r.method === method && r.pattern.test(url));
    const schema = route?.response[String(answer.status)];
    if (!schema) continue;
    const payload = JSON.parse(answer.body) as unknown;
    const compiled = fastJson(schema);
    const bytes = compiled(payload);
    if (bytes !== answer.body) throw new Error(`${answer.name}: the schema's body differs from the recorded one`);
    // A stored wire body is serialised once per version, not per request: its schema is checked, not timed.
    if ((schema as { $comment?: string }).$comment === STORED_ANSWER) continue;
    // Alternating rounds, the best of each: on a shared machine the slowest rounds measure the neighbours.
    let plain = 0;
    let typedOps = 0;
    for (let round = 0; round < ROUNDS; round++) {
      plain = Math.max(plain, opsPerSecond(() => JSON.stringify(payload)));
      typedOps = Math.max(typedOps, opsPerSecond(() => compiled(payload)));
    }
    before += 1e6 / plain;
    after += 1e6 / typedOps;
    answers += 1;
    const ops = (n: number) => n.toFixed(0).padStart(11);
    console.log(`${answer.name.slice(0, 40).padEnd(40)} ${String(bytes.length).padStart(6)} ${ops(plain).padStart(17)} ${ops(typedOps)} ${(typedOps / plain).toFixed(2).padStart(6)}`);
  }
  console.log(`\n${answers} recorded answers from ${routes.length} routes with response schemas: writing all once takes ${before.toFixed(1)} µs`);
  console.log(`with JSON.stringify and ${after.toFixed(1)} µs with the compiled serialisers (${(before / after).toFixed(2)}x).`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
