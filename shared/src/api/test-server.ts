import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type Recorded = { method: string; url: string; authorization: string | undefined; body: string };
type Handler = (req: Recorded) => { status: number; body: unknown; delayMs?: number };

/** A real HTTP server on loopback standing in for the API, recording what the slice sends. */
export async function startTestServer(handler: Handler) {
  const requests: Recorded[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const recorded = { method: req.method ?? 'GET', url: req.url ?? '/', authorization: req.headers.authorization, body };
      const cors = { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Headers': '*', 'Access-Control-Allow-Methods': '*' };
      if (req.method === 'OPTIONS') {
        res.writeHead(204, cors).end();
        return;
      }
      requests.push(recorded);
      const answer = handler(recorded);
      const send = () => {
        const text = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
        res.writeHead(answer.status, { ...cors, 'Content-Type': typeof answer.body === 'string' ? 'text/html' : 'application/json' });
        res.end(text);
      };
      if (answer.delayMs) setTimeout(send, answer.delayMs);
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
