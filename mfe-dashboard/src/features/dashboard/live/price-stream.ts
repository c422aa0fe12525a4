// Reads GET /v1/stream/prices with a streaming fetch, so the session token travels in the Authorization header and
// never in a URL (docs/live-prices.md). The text is parsed by eventsource-parser; a stream that ends or fails is
// opened again with Last-Event-ID after a growing, jittered wait; a refusal (signed out, plan, bad ids) stops it.
import { createParser } from 'eventsource-parser';
import { LIVE_EVENTS, type LivePrice, type LiveStatus } from '@sentiscope/shared/contract';

export type StreamHandlers = {
  onStatus(status: LiveStatus): void;
  onPrice(price: LivePrice): void;
  /** Any event or heartbeat arrived: the stream is alive now. `live` when the heartbeat says it. */
  onSignal(live?: boolean): void;
  /** The server refused the stream for good (400, 401, 403, 404): it is not opened again. */
  onRefused(status: number): void;
};

export type StreamOptions = {
  url: string;
  token: string;
  fetch?: typeof fetch;
  /** The first wait before opening again (1 s), doubling per failure up to `maxDelayMs` (30 s). */
  firstDelayMs?: number;
  maxDelayMs?: number;
};

const FOR_GOOD = [400, 401, 403, 404];

function parse<T>(text: string): T | null {
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
}

/** Opens the stream; the function answered closes it for good. */
export function openPriceStream(options: StreamOptions, handlers: StreamHandlers): () => void {
  const fetchFn = options.fetch ?? fetch;
  const first = options.firstDelayMs ?? 1000;
  const max = options.maxDelayMs ?? 30_000;
  let lastEventId: string | null = null;
  let failures = 0;
  let stopped = false;
  let controller: AbortController | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;

  const parser = createParser({
    onEvent(event) {
      if (event.id) lastEventId = event.id;
      failures = 0;
      if (event.event === LIVE_EVENTS.status) {
        const status = parse<LiveStatus>(event.data);
        if (status) handlers.onStatus(status);
        handlers.onSignal(status?.live);
      } else if (event.event === LIVE_EVENTS.price) {
        const price = parse<LivePrice>(event.data);
        if (price) handlers.onPrice(price);
        handlers.onSignal();
      } else if (event.event === LIVE_EVENTS.heartbeat) {
        handlers.onSignal(parse<{ live?: boolean }>(event.data)?.live);
      }
    },
  });

  function again() {
    if (stopped) return;
    const wait = Math.min(max, first * 2 ** failures) * (0.5 + Math.random() / 2);
    failures += 1;
    timer = setTimeout(() => void connect(), wait);
  }

  async function connect() {
    controller = new AbortController();
    const headers: Record<string, string> = { authorization: `Bearer ${options.token}`, accept: 'text/event-stream' };
    if (lastEventId) headers['last-event-id'] = lastEventId;
    try {
      const response = await fetchFn(options.url, { headers, signal: controller.signal, cache: 'no-store' });
      if (FOR_GOOD.includes(response.status)) return handlers.onRefused(response.status);
      if (!response.ok || !response.body) throw new Error(`stream answered ${response.status}`);
      parser.reset();
      const reader = response.body.getReader();
      const decoder = new TextDecoder();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        parser.feed(decoder.decode(value, { stream: true }));
      }
    } catch {
      // A dropped connection, a server restarting, 429 or 5xx: opened again below, unless closed on purpose.
    }
    again();
  }

  void connect();
  return () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    controller?.abort();
  };
}
