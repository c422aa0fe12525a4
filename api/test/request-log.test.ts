// The request log (docs/security.md, "What the request log holds"): a request writes exactly one line, on
// completion, with its method, declared route, status, time and request id, and never a token, a query, a body or a
// path parameter's value; the buffered output is written out when the process exits and when it crashes.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { TSX } from '../bench/api-process';
import { createVerifiedUser, login, startApi, waitFor, type TestApi } from './helpers';

type Line = { level: number; reqId?: string; msg: string; method?: string; route?: string; status?: number; ms?: number };

let api: TestApi;
const raw: string[] = [];
const lines = () => raw.map((line) => JSON.parse(line) as Line);
let session: string;
let user: { email: string; password: string };

beforeAll(async () => {
  api = await startApi({ logLines: raw });
  user = await createVerifiedUser(api);
  session = (await login(api, user.email, user.password)).body.data.token;
});
afterAll(() => api.close());

/** Sends one request and answers the lines it wrote: every line carrying the request id of its completion line. */
async function linesOf(send: () => Promise<{ status: number }>, route: string): Promise<{ status: number; own: Line[] }> {
  const before = raw.length;
  const { status } = await send();
  const done = await waitFor(() => lines().slice(before).find((line) => line.msg === 'request' && line.route === route));
  return { status, own: lines().filter((line) => line.reqId === done.reqId) };
}

describe('the request log', () => {
  it('writes one line per request with the method, the declared route, the status, the time and the request id', async () => {
    const { status, own } = await linesOf(() => api.request('GET', '/v1/plan'), '/v1/plan');
    expect(status).toBe(200);
    expect(own).toHaveLength(1);
    const [line] = own;
    expect(line).toMatchObject({ level: 30, msg: 'request', method: 'GET', route: '/v1/plan', status: 200 });
    expect(line.reqId).toEqual(expect.any(String));
    expect(line.ms).toBeGreaterThanOrEqual(0);
    expect(lines().some((l) => /incoming request|request completed/.test(l.msg))).toBe(false);
  });

  it('holds no token, query, body or path value, and a refused request is still one line', async () => {
    const secrets = ['query-secret-4411', session, user.password, 'path-secret-9981', 'wrong-password-77', user.email];
    const plan = await linesOf(() => api.request('GET', '/v1/plan?token=query-secret-4411', { token: session }), '/v1/plan');
    const refused = await linesOf(() => login(api, user.email, 'wrong-password-77'), '/v1/user/login');
    const details = await linesOf(() => api.request('GET', '/v1/stock/details/path-secret-9981', { token: session }), '/v1/stock/details/:id');
    const unknown = await linesOf(() => api.request('GET', '/v1/path-secret-9981/nowhere', { token: session }), '(no route)');

    expect(refused.status).toBe(401);
    expect(refused.own).toEqual([expect.objectContaining({ method: 'POST', route: '/v1/user/login', status: 401 })]);
    expect(details.status).toBeGreaterThanOrEqual(400);
    expect(details.own).toEqual([expect.objectContaining({ route: '/v1/stock/details/:id', status: details.status })]);
    expect(unknown.own).toEqual([expect.objectContaining({ method: 'GET', status: 404 })]);
    for (const { own } of [plan, refused, details, unknown]) expect(own).toHaveLength(1);

    const log = raw.join('');
    for (const secret of secrets) expect(log).not.toContain(secret);
    // Nor a header or the client's address.
    const requestLines = raw.filter((line) => line.includes('"reqId"')).join('');
    expect(requestLines).toContain('"route":"/v1/user/login"');
    expect(requestLines).not.toMatch(/authorization|bearer|user-agent|127\.0\.0\.1/i);
  });
});

describe('the buffered output', () => {
  const run = (how: 'exit' | 'crash') =>
    new Promise<{ code: number | null; out: Line[] }>((resolve, reject) => {
      const child = spawn(process.execPath, [TSX, path.join(__dirname, 'support', 'log-exit.ts'), how], { stdio: ['ignore', 'pipe', 'ignore'] });
      let out = '';
      child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
      child.once('error', reject);
      child.once('close', (code) => resolve({ code, out: out.split('\n').filter(Boolean).map((line) => JSON.parse(line) as Line) }));
    });

  it('writes the lines still buffered when the process exits', async () => {
    const { code, out } = await run('exit');
    expect(code).toBe(0);
    expect(out.map((line) => line.msg)).toEqual(['buffered line', 'buffered line', 'buffered line']);
  });

  it('writes the buffered lines and a fatal line when an exception ends the process', async () => {
    const { code, out } = await run('crash');
    expect(code).not.toBe(0);
    expect(out.map((line) => line.msg)).toEqual(['buffered line', 'buffered line', 'buffered line', 'uncaughtException']);
    expect(out[3]).toMatchObject({ level: 60, err: expect.objectContaining({ message: 'the process fails here' }) });
  });
});
