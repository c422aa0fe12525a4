// Fan-out across processes: a worker process runs the market-ticks job every second against a fake Binance on
// loopback, and two API processes (API_JOBS=off) on the same database each hold a member's price stream. When the
// fake's price moves, both streams send the same event (same id, same price) within a second of each other: on
// PostgreSQL through NOTIFY, on SQLite by each process looking at the newest tick
// twice a second.
import { createPasswordHasher } from '../src/accounts/service/passwords';
import { insertBenchUsers } from '../bench/bench-users';
import { startFakeProviders, type FakeProviders } from './support/fake-providers';
import { startJobWorkers, type JobWorkers } from './support/job-workers';
import { openSse, type SseClient } from './support/sse-client';

const MEMBER = { email: 'live@fanout.test', password: 'fanout-password-1' };

describe('live prices on two API processes', () => {
  let fake: FakeProviders;
  let workers: JobWorkers;
  const clients: SseClient[] = [];

  beforeAll(async () => {
    fake = await startFakeProviders({ days: 5 });
    workers = await startJobWorkers('fanout');
    await insertBenchUsers(workers.db, [MEMBER.email], await createPasswordHasher({ memoryCost: 1024, timeCost: 1, parallelism: 1 }).hash(MEMBER.password));
  });

  afterAll(async () => {
    for (const client of clients) client.close();
    await workers.close();
    await fake.close();
  });

  it('sends each changed price to the streams of both processes within a second', async () => {
    // Three seconds between runs: on SQLite each process looks at the newest tick twice a second, so it reads each run.
    const env = { ...fake.env, SENTISCOPE_OFFLINE: '1', TICK_INTERVAL_SECONDS: '3', INGEST_RETRIES: '0', INGEST_TIMEOUT_MS: '3000' };
    const apis = await Promise.all([workers.startApi(env), workers.startApi(env)]);
    const worker = workers.start(env);
    await workers.ready(worker);
    for (const api of apis) {
      const login = await fetch(`${api.url}/v1/user/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(MEMBER) });
      const token = ((await login.json()) as { data: { token: string } }).data.token;
      const client = await openSse(`${api.url}/v1/stream/prices?ids=btc`, { authorization: `Bearer ${token}` });
      expect(client.status).toBe(200);
      clients.push(client);
    }
    await Promise.all(clients.map((c) => c.waitFor((e) => e.event === 'status')));

    const arrivals: number[][] = [[], []];
    for (const price of [101_000, 102_500]) {
      fake.quote('BTC', price);
      const events = await Promise.all(
        clients.map(async (client, i) => {
          const event = await client.waitFor((e) => e.event === 'price' && JSON.parse(e.data).price === price, 0, 8000);
          arrivals[i].push(Date.now());
          return event;
        }),
      );
      expect(events[0].id).toBe(events[1].id);
      expect(events[0].data).toBe(events[1].data);
    }
    for (let run = 0; run < 2; run += 1) expect(Math.abs(arrivals[0][run] - arrivals[1][run])).toBeLessThan(1000);
    for (const api of apis) api.child.kill('SIGTERM');
    worker.kill('SIGTERM');
  }, 60_000);
});
