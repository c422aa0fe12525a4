// A Server-Sent Events client for the tests, as a page reads the stream: a streaming fetch with the Authorization
// header (and Last-Event-ID when resuming), its text parsed by eventsource-parser.
import { createParser, type EventSourceMessage } from 'eventsource-parser';

export type SseClient = {
  status: number;
  /** The answer's body when it was not a stream (a refusal). */
  text: string;
  headers: Headers;
  events: EventSourceMessage[];
  /** The first event at or after index `from` that matches, waiting up to `timeoutMs` for it. */
  waitFor(match: (event: EventSourceMessage) => boolean, from?: number, timeoutMs?: number): Promise<EventSourceMessage>;
  /** True once the server ended the stream. */
  ended(): boolean;
  close(): void;
};

export async function openSse(url: string, headers: Record<string, string> = {}): Promise<SseClient> {
  const controller = new AbortController();
  const response = await fetch(url, { headers: { accept: 'text/event-stream', ...headers }, signal: controller.signal });
  const events: EventSourceMessage[] = [];
  const waiters = new Set<() => void>();
  let done = false;
  const client: SseClient = {
    status: response.status,
    text: '',
    headers: response.headers,
    events,
    waitFor(match, from = 0, timeoutMs = 5000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = events.slice(from).find(match);
          if (!found) return false;
          waiters.delete(check as () => void);
          clearTimeout(timer);
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check as () => void);
          reject(new Error(`no matching event within ${timeoutMs} ms; got ${JSON.stringify(events.slice(from))}`));
        }, timeoutMs);
        if (!check()) waiters.add(check as () => void);
      });
    },
    ended: () => done,
    close: () => controller.abort(),
  };
  if (!response.headers.get('content-type')?.startsWith('text/event-stream')) {
    client.text = await response.text();
    return client;
  }
  const parser = createParser({ onEvent: (event) => {
    events.push(event);
    for (const waiter of [...waiters]) waiter();
  } });
  const decoder = new TextDecoder();
  void (async () => {
    try {
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) parser.feed(decoder.decode(chunk, { stream: true }));
    } catch {
      // Aborted by close().
    }
    done = true;
  })();
  return client;
}
