// The live price stream (GET /v1/stream/prices) as the API sends it, for the dashboard's tests: on connect the
// status and a price per asked id, then whatever a test pushes, kept open until the page closes it.
import { http, HttpResponse } from 'msw';
import type { LivePrice, LiveStatus } from '@sentiscope/shared/contract';
import { TEST_API } from '@sentiscope/shared/testing';

export type FakeLiveStream = {
  status: LiveStatus;
  prices: Record<string, number>;
  /** What each connection asked for: its ids, Authorization and Last-Event-ID. */
  received: Array<{ ids: string; authorization: string | null; lastEventId: string | null; url: string }>;
  /** Sends an event to every open stream. */
  push(event: 'price' | 'status' | 'heartbeat', data: unknown, id?: string): void;
};

const encoder = new TextEncoder();
const frame = (event: string, data: unknown, id?: string) => `${id ? `id: ${id}\n` : ''}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

/** The stream and GET /v1/prices/live (which the page asks first: it opens the stream only while the price is live). */
export function fakeLiveStream(prices: Record<string, number> = {}, status: Partial<LiveStatus> = {}): { state: FakeLiveStream; handlers: Array<ReturnType<typeof http.get>> } {
  const open = new Set<ReadableStreamDefaultController<Uint8Array>>();
  const at = '2026-11-27T13:47:00.000Z';
  const state: FakeLiveStream = {
    status: { live: true, at, intervalSeconds: 60, ...status },
    prices,
    received: [],
    push(event, data, id) {
      for (const controller of open) controller.enqueue(encoder.encode(frame(event, data, id)));
    },
  };
  const once = http.get(`${TEST_API}/prices/live`, ({ request }) => {
    const ids = (new URL(request.url).searchParams.get('ids') ?? '').split(',');
    const list = ids.flatMap((id): LivePrice[] => (id in state.prices ? [{ id, price: state.prices[id], at, source: 'binance' }] : []));
    return HttpResponse.json({ success: true, message: 'Live prices', data: { ...state.status, prices: list } });
  });
  const handler = http.get(`${TEST_API}/stream/prices`, ({ request }) => {
    const url = new URL(request.url);
    const ids = url.searchParams.get('ids') ?? '';
    state.received.push({ ids, authorization: request.headers.get('authorization'), lastEventId: request.headers.get('last-event-id'), url: request.url });
    let own: ReadableStreamDefaultController<Uint8Array> | null = null;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        own = controller;
        open.add(controller);
        const first = ids.split(',').flatMap((id): LivePrice[] => (id in state.prices ? [{ id, price: state.prices[id], at, source: 'binance' }] : []));
        controller.enqueue(encoder.encode(frame('status', state.status) + first.map((p) => frame('price', p, String(Date.parse(at)))).join('')));
      },
      cancel() {
        if (own) open.delete(own);
      },
    });
    return new HttpResponse(body, { headers: { 'content-type': 'text/event-stream' } });
  });
  return { state, handlers: [once, handler] };
}
