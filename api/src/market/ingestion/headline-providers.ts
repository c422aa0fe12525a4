import type { RawHeadline } from '../analysis/headlines';
import { csvRecords } from './csv';
import { isoDay } from '../service/days';
import type { HeadlineProvider } from '../service/types';
import { watchedFiles } from './watched-file';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A `date,source,title` CSV file (extra columns are ignored). */
export function csvHeadlineProvider(file: string, clock: () => number = Date.now): HeadlineProvider {
  const read = watchedFiles(
    (text): readonly RawHeadline[] =>
      csvRecords(text, ['date', 'source', 'title'])
        .filter((r) => DATE.test(r.date) && r.title !== '')
        .map((r) => ({ date: r.date, source: r.source, title: r.title })),
    clock,
  );
  return { source: 'csv', headlines: () => read(file) };
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeXmlText(raw: string): string {
  const cdata = raw.replace(/<!\[CDATA\[([\s\S]*?)\]\]>/g, '$1');
  return cdata
    .replace(/&#(\d+);/g, (_, d: string) => String.fromCodePoint(Number(d)))
    .replace(/&#x([0-9a-f]+);/gi, (_, h: string) => String.fromCodePoint(parseInt(h, 16)))
    .replace(/&([a-z]+);/gi, (m, name: string) => ENTITIES[name.toLowerCase()] ?? m)
    .replace(/<[^>]+>/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

function tag(xml: string, name: string): string | null {
  const m = xml.match(new RegExp(`<${name}(?:\\s[^>]*)?>([\\s\\S]*?)</${name}>`, 'i'));
  return m ? decodeXmlText(m[1]) : null;
}

/** Items of an RSS 2.0 or Atom feed as headlines: title, UTC date of pubDate/updated, channel title as source. */
export function parseFeed(xml: string, fallbackSource: string): RawHeadline[] {
  const channel = tag(xml.replace(/<(item|entry)[\s>][\s\S]*$/i, ''), 'title') ?? fallbackSource;
  const blocks = xml.match(/<(item|entry)[\s>][\s\S]*?<\/(item|entry)>/gi) ?? [];
  const out: RawHeadline[] = [];
  for (const block of blocks) {
    const title = tag(block, 'title');
    const when = tag(block, 'pubDate') ?? tag(block, 'published') ?? tag(block, 'updated') ?? tag(block, 'dc:date');
    const ms = when ? Date.parse(when) : Number.NaN;
    if (!title || !Number.isFinite(ms)) continue;
    out.push({ date: isoDay(ms), source: channel, title });
  }
  return out;
}

export type RssOptions = {
  feeds: readonly string[];
  /** Feeds are read again after this long; 15 minutes by default. */
  ttlMs?: number;
  timeoutMs?: number;
  now?: () => number;
};

/** RSS/Atom feeds, merged and de-duplicated; a feed that fails keeps its last good items. */
export function rssHeadlineProvider(options: RssOptions): HeadlineProvider {
  const ttl = options.ttlMs ?? 15 * 60 * 1000;
  const now = options.now ?? Date.now;
  const lastGood = new Map<string, RawHeadline[]>();
  let cache: { at: number; items: readonly RawHeadline[] } | null = null;
  let pending: Promise<readonly RawHeadline[]> | null = null;

  async function refresh(): Promise<readonly RawHeadline[]> {
    await Promise.all(
      options.feeds.map(async (url) => {
        try {
          const response = await fetch(url, { signal: AbortSignal.timeout(options.timeoutMs ?? 8000) });
          if (!response.ok) return;
          lastGood.set(url, parseFeed(await response.text(), new URL(url).hostname));
        } catch {
          // Keep the previous items of this feed.
        }
      }),
    );
    const seen = new Set<string>();
    const items: RawHeadline[] = [];
    for (const url of options.feeds) {
      for (const h of lastGood.get(url) ?? []) {
        const key = `${h.date}|${h.title.toLowerCase()}`;
        if (seen.has(key)) continue;
        seen.add(key);
        items.push(h);
      }
    }
    const previous = cache?.items;
    const same = previous && previous.length === items.length && previous.every((h, i) => h.title === items[i].title && h.date === items[i].date);
    cache = { at: now(), items: same ? previous : items };
    return cache.items;
  }

  return {
    source: 'rss',
    async headlines() {
      if (cache && now() - cache.at < ttl) return cache.items;
      pending ??= refresh().finally(() => {
        pending = null;
      });
      return pending;
    },
  };
}
