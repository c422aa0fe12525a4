import { parseFeedOffLoop } from './feed-thread';
import { emptyBatch, fetchAnswer, type IngestProvider } from '../../prices/sources/types';

/**
 * Items read from one feed in one run, newest first: a feed that floods (a hundred thousand items) stores no more
 * than this, and the ones left out are counted as fetched, not stored.
 */
export const MAX_FEED_ITEMS = 1000;

/** Each feed's name in data-health: its host, with the path when two feeds share a host. */
export function feedNames(urls: readonly string[]): string[] {
  const hosts = urls.map((u) => new URL(u).host);
  return urls.map((u, i) => (hosts.filter((h) => h === hosts[i]).length > 1 ? `${hosts[i]}${new URL(u).pathname}` : hosts[i]));
}

/**
 * One RSS 2.0 or Atom feed (NEWS_RSS_FEEDS lists them); every read gives the items it still carries. It is asked
 * with the validators of its last answer: a 304 Not Modified is a success that stores nothing.
 */
export function feedProvider(url: string, name: string): IngestProvider {
  return {
    source: name,
    host: new URL(url).host,
    kind: 'headlines',
    overwrite: false,
    async fetch(ctx) {
      const answer = await fetchAnswer(ctx, url, 'feed', { validators: ctx.validators });
      if (answer.notModified) return 'unchanged';
      const { items, total } = await parseFeedOffLoop(answer.body, new URL(url).hostname, MAX_FEED_ITEMS);
      return { ...emptyBatch(), headlines: items, fetched: total, validators: { etag: answer.etag, lastModified: answer.lastModified } };
    },
  };
}
