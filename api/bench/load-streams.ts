// The load bench's open price streams (`--streams N`): each a GET /v1/stream/prices?ids=btc,eth held through the run,
// counting the price events it reads; a stream refused or ended before the run's end counts as an error.
import http from 'node:http';

export type HeldStreams = { prices(): number; dropped(): number; size: number; close(): void };

export async function holdStreams(origin: string, tokens: readonly string[], count: number): Promise<HeldStreams> {
  let prices = 0;
  let dropped = 0;
  let closing = false;
  const requests: http.ClientRequest[] = [];
  const openOne = (token: string) =>
    new Promise<void>((resolve, reject) => {
      const request = http.get(`${origin}/v1/stream/prices?ids=btc,eth`, { agent: false, headers: { authorization: `Bearer ${token}` } }, (res) => {
        if (res.statusCode !== 200) return reject(new Error(`a price stream answered ${res.statusCode}`));
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => void (prices += chunk.split('event: price').length - 1));
        res.on('close', () => void (closing || (dropped += 1)));
        resolve();
      });
      request.on('error', (error) => (closing ? undefined : reject(error)));
      requests.push(request);
    });
  for (let i = 0; i < count; i += 100) await Promise.all(Array.from({ length: Math.min(100, count - i) }, (_, j) => openOne(tokens[(i + j) % tokens.length])));
  return {
    size: count,
    prices: () => prices,
    dropped: () => dropped,
    close() {
      closing = true;
      requests.forEach((r) => r.destroy());
    },
  };
}
