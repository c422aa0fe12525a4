// A small loopback load balancer for the scale-out bench and tests: one origin in front of several API
// instances, round robin over kept-alive connections, adding the client's address to X-Forwarded-For as a real
// balancer does (the instances trust it with TRUST_PROXY). `tsx bench/proxy.ts PORT UPSTREAM_PORT...`.
import http from 'node:http';

export function startProxy(upstreams: string[], port = 0, host = '127.0.0.1'): Promise<http.Server> {
  const agents = upstreams.map(() => new http.Agent({ keepAlive: true, maxSockets: 256 }));
  let next = 0;
  const server = http.createServer((req, res) => {
    const index = next;
    next = (next + 1) % upstreams.length;
    const target = new URL(req.url ?? '/', upstreams[index]);
    const forwarded = [req.headers['x-forwarded-for'], req.socket.remoteAddress].filter(Boolean).join(', ');
    const upstream = http.request(
      target,
      { method: req.method, headers: { ...req.headers, host: target.host, 'x-forwarded-for': forwarded }, agent: agents[index] },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ success: false, message: 'The API is unreachable', error: 'The API is unreachable' }));
    });
    req.pipe(upstream);
  });
  server.on('close', () => agents.forEach((agent) => agent.destroy()));
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}

if (require.main === module) {
  const [port, ...ports] = process.argv.slice(2).map(Number);
  startProxy(ports.map((p) => `http://127.0.0.1:${p}`), port)
    .then((server) => console.log(`proxy listening on http://127.0.0.1:${(server.address() as { port: number }).port}`))
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
