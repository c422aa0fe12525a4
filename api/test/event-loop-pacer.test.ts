// A long loop over assets in the API process (the snapshot run, the alert evaluation) paces itself: a request's
// turn (here a timer due while it runs) comes within a slice of the loop, not after it. Awaiting work that resolves
// at once, as a SQLite query does, never lets the event loop turn by itself.
import { eventLoopPacer } from '../src/platform/event-loop';

/** Busy work of `ms` (the computation and synchronous queries of one asset). */
const work = (ms: number) => {
  const until = performance.now() + ms;
  while (performance.now() < until);
};

/** Runs 40 items of 5 ms each (200 ms in all) and says how far into the loop a timer set at its start ran. */
async function timerDuring(pace: () => Promise<void>): Promise<{ ranAfterItems: number; items: number }> {
  let done = 0;
  let ranAfterItems = -1;
  setTimeout(() => (ranAfterItems = done), 0);
  for (let i = 0; i < 40; i += 1) {
    work(5);
    await Promise.resolve();
    done += 1;
    await pace();
  }
  await new Promise((resolve) => setTimeout(resolve, 5));
  return { ranAfterItems, items: done };
}

test('a paced loop lets a waiting timer run within a slice, an unpaced one only after its end', async () => {
  const unpaced = await timerDuring(async () => undefined);
  expect(unpaced.ranAfterItems).toBe(40);
  const paced = await timerDuring(eventLoopPacer(10));
  expect(paced.items).toBe(40);
  // A 10 ms slice of 5 ms items: the timer runs after the second or third item (a slow machine may add one).
  expect(paced.ranAfterItems).toBeGreaterThanOrEqual(1);
  expect(paced.ranAfterItems).toBeLessThanOrEqual(4);
});
