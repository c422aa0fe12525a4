// The open price streams of this process (docs/live-prices.md, "The stream"): each one's ids and writer, the
// Server-Sent Events they are sent, a heartbeat every 15 s, and at most a few per member. A change of prices is
// written once per asset and once per set of ids, then handed to each stream of that set, so one tick reaches
// thousands of streams in one pass.
import { LIVE_EVENTS, LIVE_HEARTBEAT_MS, type LivePrice, type LiveStatus } from '@sentiscope/shared/contract';
import type { FeedEvent, FeedStatus, LiveFeed } from '../../prices/service/live-feed';
import type { Tick } from '../../prices/service/ticks';

/** Where a stream's text goes: the open response. `write` answers false once the client is gone or too slow. */
export type StreamSink = { start(): void; write(text: string): boolean; end(): void };

export type OpenStream = { close(): void };

export type PriceStreams = {
  /** Opens a stream for `member` (null once they hold `perMember` streams): the status, then what the client lacks. */
  open(member: string, ids: readonly string[], lastEventId: string | undefined, sink: StreamSink): OpenStream | null;
  /** Streams open now. */
  size(): number;
  close(): void;
};

export type PriceStreamOptions = {
  feed: LiveFeed;
  now: () => number;
  /** Streams one member may hold at once (5). */
  perMember?: number;
  /** A stream is ended after this long (15 minutes); the page opens it again, checking the session and plan anew. */
  lifetimeMs?: number;
  heartbeatMs?: number;
};

type Stream = { member: string; ids: readonly string[]; key: string; sink: StreamSink; endsAt: number };

/** The stream's wire form of a price and of the liveness (the contract's LivePrice and LiveStatus). */
export const livePrice = (t: Tick): LivePrice => ({ id: t.assetId, price: t.price, at: new Date(t.at).toISOString(), source: t.source });
export const liveStatus = (s: FeedStatus): LiveStatus => ({ live: s.live, at: s.at === null ? null : new Date(s.at).toISOString(), intervalSeconds: s.intervalSeconds });

const frames = new WeakMap<Tick, string>();
/** A price event, written once per tick: its id is the tick's instant, so every process numbers it alike. */
function priceFrame(t: Tick): string {
  let frame = frames.get(t);
  if (frame === undefined) {
    frame = `id: ${t.at}\nevent: ${LIVE_EVENTS.price}\ndata: ${JSON.stringify(livePrice(t))}\n\n`;
    frames.set(t, frame);
  }
  return frame;
}
const statusFrame = (s: FeedStatus) => `event: ${LIVE_EVENTS.status}\ndata: ${JSON.stringify(liveStatus(s))}\n\n`;
const heartbeatFrame = (s: FeedStatus) => `event: ${LIVE_EVENTS.heartbeat}\ndata: {"live":${s.live}}\n\n`;

/** Last-Event-ID as the instant it names, or null when absent or not one of ours. */
function resumeFrom(lastEventId: string | undefined): number | null {
  if (lastEventId === undefined || !/^\d{1,16}$/.test(lastEventId.trim())) return null;
  return Number(lastEventId.trim());
}

export function createPriceStreams(options: PriceStreamOptions): PriceStreams {
  const { feed, now } = options;
  const perMember = options.perMember ?? 5;
  const lifetimeMs = options.lifetimeMs ?? 15 * 60_000;
  const streams = new Set<Stream>();
  const byMember = new Map<string, Set<Stream>>();

  function drop(stream: Stream) {
    if (!streams.delete(stream)) return;
    const own = byMember.get(stream.member);
    own?.delete(stream);
    if (own?.size === 0) byMember.delete(stream.member);
    stream.sink.end();
  }

  const send = (stream: Stream, text: string) => {
    if (!stream.sink.write(text)) drop(stream);
  };

  const unlisten = feed.listen((event: FeedEvent) => {
    if (event.kind === 'status') {
      const text = statusFrame(event.status);
      for (const stream of [...streams]) send(stream, text);
      return;
    }
    const own = new Map(event.change.ticks.map((t) => [t.assetId, t]));
    const texts = new Map<string, string>();
    for (const stream of [...streams]) {
      let text = texts.get(stream.key);
      if (text === undefined) {
        text = stream.ids.flatMap((id) => own.get(id) ?? []).map(priceFrame).join('');
        texts.set(stream.key, text);
      }
      if (text) send(stream, text);
    }
  });

  const beat = setInterval(() => {
    const text = heartbeatFrame(feed.status());
    const at = now();
    for (const stream of [...streams]) {
      if (at >= stream.endsAt) drop(stream);
      else send(stream, text);
    }
  }, options.heartbeatMs ?? LIVE_HEARTBEAT_MS);
  beat.unref();

  return {
    open(member, ids, lastEventId, sink) {
      const own = byMember.get(member) ?? new Set<Stream>();
      if (own.size >= perMember) return null;
      const stream: Stream = { member, ids, key: [...ids].sort().join(','), sink, endsAt: now() + lifetimeMs };
      own.add(stream);
      byMember.set(member, own);
      streams.add(stream);
      sink.start();
      const after = resumeFrom(lastEventId);
      const missed = after === null ? feed.latest(ids) : feed.since(after, ids);
      send(stream, `retry: 3000\n\n${statusFrame(feed.status())}${missed.map(priceFrame).join('')}`);
      return { close: () => drop(stream) };
    },
    size: () => streams.size,
    close() {
      clearInterval(beat);
      unlisten();
      for (const stream of [...streams]) drop(stream);
    },
  };
}
