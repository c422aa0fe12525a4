// One GET on a kept-alive connection, timed to its last byte, for the latency benches; and the p95 of a run.
import http from 'node:http';

export type Timed = { ms: number; bytes: number; status: number; encoding: string; body: Buffer };

export function timedGet(url: string, headers: Record<string, string>, agent: http.Agent): Promise<Timed> {
  const started = process.hrtime.bigint();
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const body = Buffer.concat(chunks);
          const ms = Number(process.hrtime.bigint() - started) / 1e6;
          resolve({ ms, bytes: body.length, status: res.statusCode ?? 0, encoding: String(res.headers['content-encoding'] ?? 'identity'), body });
        });
      })
      .on('error', reject);
  });
}

/** The 95th percentile of a run's times (nearest rank). */
export function p95Of(times: number[]): number {
  const sorted = [...times].sort((a, b) => a - b);
  return sorted[Math.ceil(sorted.length * 0.95) - 1];
}
