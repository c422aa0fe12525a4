// GDELT DOC 2.0's article list (mode=artlist, format=json): { articles: [{ url, title, seendate, domain, ... }] },
// `{}` when nothing matched. seendate is when GDELT first saw the article, in UTC: 20261126T141500Z.
import type { FetchedHeadline } from '../../prices/sources/types';
import { SourceError } from '../../prices/sources/types';

const SEEN = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/;

/** A seendate as epoch ms; null when it is not one. */
export function gdeltTime(value: unknown): number | null {
  const m = typeof value === 'string' ? SEEN.exec(value.trim()) : null;
  if (!m) return null;
  const ms = Date.UTC(+m[1], +m[2] - 1, +m[3], +m[4], +m[5], +m[6]);
  return new Date(ms).getUTCDate() === +m[3] ? ms : null;
}

/** A time as GDELT's query parameters write it (startdatetime, enddatetime): YYYYMMDDHHMMSS in UTC. */
export const gdeltQueryTime = (ms: number) => new Date(ms).toISOString().replace(/[-:T]/g, '').slice(0, 14);

type Article = { url?: unknown; title?: unknown; seendate?: unknown; domain?: unknown };

const str = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);

/** The articles of one answer as feed items (the domain as their source); an article without a usable date keeps a null date. */
export function parseGdeltArtlist(body: string): FetchedHeadline[] {
  let doc: unknown;
  try {
    doc = JSON.parse(body);
  } catch {
    // GDELT says what is wrong with a query in plain text ("Your search contained a phrase that was too short").
    throw new SourceError(`not an article list: ${body.trim().slice(0, 120) || 'empty answer'}`, 'error-body');
  }
  if (!doc || typeof doc !== 'object' || Array.isArray(doc)) throw new SourceError('not an article list', 'malformed');
  const articles = (doc as { articles?: unknown }).articles ?? [];
  if (!Array.isArray(articles)) throw new SourceError('articles is not a list', 'malformed');
  return articles.map((a: Article) => ({
    title: str(a?.title) ?? '',
    link: str(a?.url),
    guid: null,
    publishedAt: gdeltTime(a?.seendate),
    source: str(a?.domain) ?? 'GDELT',
  }));
}
