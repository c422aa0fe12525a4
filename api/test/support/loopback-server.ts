// A tiny HTTP server on loopback whose every answer the test writes: `route(path, handler)`; what it received is in
// `requests`. For the source HTTP client's tests and the chains' faults.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type Handler = (req: http.IncomingMessage, res: http.ServerResponse) => void;

export type LoopbackServer = {
  url: string;
  requests: { path: string; headers: http.IncomingHttpHeaders }[];
  route(path: string, handler: Handler): void;
  close(): Promise<void>;
};

export async function startLoopbackServer(): Promise<LoopbackServer> {
  const routes = new Map<string, Handler>();
  const requests: LoopbackServer['requests'] = [];
  const server = http.createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    requests.push({ path: req.url ?? '/', headers: req.headers });
    const handler = routes.get(path);
    if (handler) handler(req, res);
    else res.writeHead(404).end('not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    route: (path, handler) => void routes.set(path, handler),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
