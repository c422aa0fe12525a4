// The best brotli of large answers is made in the background one body at a time (an ingestion run renews many
// analyses at once, and their best passes side by side would take every core from the requests), and a pass still
// waiting behind a full queue is skipped: that body keeps its fast pass. The real zlib runs; the test only counts
// how many best passes run at once.
import zlib from 'node:zlib';

const body = (seed: number) => JSON.stringify({ seed, series: Array.from({ length: 4000 }, (_, i) => Math.round(Math.sin(seed * 7919 + i) * 1e6) / 1e3) });

describe('best compression passes of large answers', () => {
  it('run one at a time, and a body queued behind a full queue keeps its fast pass', async () => {
    const real = zlib.brotliCompress.bind(zlib) as (buffer: zlib.InputType, options: zlib.BrotliOptions, callback: zlib.CompressCallback) => void;
    let running = 0;
    let most = 0;
    const spy = jest.spyOn(zlib, 'brotliCompress').mockImplementation(((buffer: zlib.InputType, options: zlib.BrotliOptions, callback: zlib.CompressCallback) => {
      running += 1;
      most = Math.max(most, running);
      real(buffer, options, (error, result) => {
        running -= 1;
        callback(error, result);
      });
    }) as unknown as typeof zlib.brotliCompress);
    const { compressionSettled, wireBody } = await import('../src/platform/http/wire');
    const bodies = Array.from({ length: 20 }, (_, i) => wireBody(body(i)));
    // The first request of each gets the fast pass; the second starts (or queues) the best one.
    const quick = bodies.map((b) => b.encoded('br'));
    for (const b of bodies) b.encoded('br');
    await compressionSettled();
    const calls = spy.mock.calls.length;
    spy.mockRestore();
    expect(calls).toBe(16);
    expect(most).toBe(1);
    const best = bodies.map((b) => b.encoded('br'));
    best.slice(0, 16).forEach((buffer, i) => expect(buffer.length).toBeLessThan(quick[i].length));
    best.slice(16).forEach((buffer, i) => expect(buffer).toBe(quick[16 + i]));
    for (const [i, buffer] of best.entries()) expect(zlib.brotliDecompressSync(buffer).toString()).toBe(body(i));
  });
});
