// A webhook receiver on loopback for the alerts tests: records each POST (headers and raw body) and answers the
// statuses it is told to, in order, then 200.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type Received = { headers: http.IncomingHttpHeaders; body: string };
export type Receiver = { url: string; received: Received[]; answerNext(...statuses: number[]): void; close(): Promise<void> };

export async function startReceiver(): Promise<Receiver> {
  const received: Received[] = [];
  const statuses: number[] = [];
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      response.writeHead(statuses.shift() ?? 200).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks/sentiscope`,
    received,
    answerNext: (...next) => void statuses.push(...next),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
