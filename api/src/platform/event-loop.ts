// Long jobs in the API process (a scheduled run over 1,000 assets) and the answers share one event loop. An awaited
// SQLite query resolves within the same turn of the loop (the driver is synchronous), so a loop of queries and
// computation over every asset would hold every request and stream until it ends.

/** The longest stretch a paced loop runs before it lets the event loop answer what waits. */
export const SLICE_MS = 10;

/**
 * A pacer for a loop over many items: `await pace()` between items lets the event loop turn (setImmediate) once
 * `sliceMs` have passed since the last turn, and costs nothing otherwise.
 */
export function eventLoopPacer(sliceMs = SLICE_MS): () => Promise<void> {
  let since = performance.now();
  return async () => {
    if (performance.now() - since < sliceMs) return;
    await new Promise((resolve) => setImmediate(resolve));
    since = performance.now();
  };
}
