// Feed items as stored headlines: cleaned, checked, linked to the assets they name and scored.
import { Parser } from 'htmlparser2';
import { scoreHeadline, topTerms } from '../../analysis/model/model';
import { aliasMatcher } from '../../analysis/headlines';
import { allAssets, catalogueVersion, linkingAliases } from '../../catalogue/service/catalogue';
import { isoDay } from '../../platform/days';
import type { NewHeadline } from '../data/headlines';
import type { FetchedHeadline } from '../../prices/sources/types';

/** Longer titles are not headlines (a feed that put an article body in the title): skipped as malformed. */
export const MAX_TITLE_LENGTH = 300;
/** A publication time this far ahead of the clock is a bad date, not a time zone slip. */
export const FUTURE_SLACK_MS = 15 * 60 * 1000;

/** The text of a title that may carry markup or entities ("<b>BTC</b> &amp; ETH" → "BTC & ETH"), spaces collapsed. */
export function cleanTitle(raw: string): string {
  // Most titles are plain text: only markup or an entity needs the HTML parser.
  if (!raw.includes('<') && !raw.includes('&')) return raw.replace(/\s+/g, ' ').trim();
  let out = '';
  const parser = new Parser({ ontext: (t) => void (out += t) }, { decodeEntities: true });
  parser.write(raw);
  parser.end();
  return out.replace(/\s+/g, ' ').trim();
}

/** The same story as another feed wrote it: lower case, letters and digits only. */
export const normaliseTitle = (title: string): string =>
  title
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** A link or guid as a key: no fragment, no trailing slash, the scheme and host in lower case. */
export function linkKey(link: string | null): string | null {
  if (!link) return null;
  const raw = link.trim();
  if (raw === '') return null;
  try {
    const u = new URL(raw);
    u.hash = '';
    return u.toString().replace(/\/+$/, '');
  } catch {
    return raw;
  }
}

// One matcher per asset, built again when the catalogue changes (an admin edited the aliases). An asset with no
// alias to link by (an ambiguous ticker named only by it) links no headline. The assets of the titles seen last are
// kept with them: a feed answers the same items run after run, and with 1,000 assets naming a title is 1,000 tests.
let matchers: { version: string; list: { id: string; matcher: RegExp }[]; named: Map<string, string[]> } | null = null;
const NAMED_TITLES = 4096;
function currentMatchers() {
  if (!matchers || matchers.version !== catalogueVersion()) {
    const list = allAssets().flatMap((a) => {
      const aliases = linkingAliases(a);
      return aliases.length > 0 ? [{ id: a.id, matcher: aliasMatcher(aliases) }] : [];
    });
    matchers = { version: catalogueVersion(), list, named: new Map() };
  }
  return matchers;
}

/** The assets a title names, on word boundaries ("ETH" and "Ethereum" name ETH, "Ethernet" does not); [] = market-wide. */
export function assetsNamed(title: string): string[] {
  const { list, named } = currentMatchers();
  const lower = title.toLowerCase();
  const kept = named.get(lower);
  if (kept) return [...kept];
  const ids = list.filter((m) => m.matcher.test(lower)).map((m) => m.id);
  if (named.size >= NAMED_TITLES) named.delete(named.keys().next().value as string);
  named.set(lower, ids);
  return [...ids];
}

export type ScoredFields = Pick<NewHeadline, 'score' | 'label' | 'terms' | 'model_version'>;

export function scoreTitle(title: string, modelVersion: string): ScoredFields {
  const s = scoreHeadline(title);
  return { score: s.score, label: s.polarity, terms: JSON.stringify(topTerms(s.terms)), model_version: modelVersion };
}

/** Headlines scored between two turns of the event loop: a run storing a thousand never holds the answers up. */
const SCORE_CHUNK = 100;

/** Scores headlines a chunk at a time, letting the event loop answer between chunks. */
export async function scoreHeadlines<T extends { title: string }>(items: readonly T[], modelVersion: string): Promise<Array<T & ScoredFields>> {
  const out: Array<T & ScoredFields> = [];
  for (let i = 0; i < items.length; i += SCORE_CHUNK) {
    if (i > 0) await new Promise((resolve) => setImmediate(resolve));
    for (const h of items.slice(i, i + SCORE_CHUNK)) out.push({ ...h, ...scoreTitle(h.title, modelVersion) });
  }
  return out;
}

export type CheckedHeadline = Omit<NewHeadline, keyof ScoredFields>;

/**
 * Cleans and checks fetched items: no date, a date in the future, an empty or oversized title are malformed;
 * repeats inside the batch (same link or guid, or same day and title) are duplicates.
 */
export function checkHeadlines(items: readonly FetchedHeadline[], now: number): { items: CheckedHeadline[]; malformed: number; duplicates: number } {
  const out: CheckedHeadline[] = [];
  const seen = new Set<string>();
  let malformed = 0;
  let duplicates = 0;
  for (const item of items) {
    const title = item.title.length > MAX_TITLE_LENGTH * 4 ? '' : cleanTitle(item.title);
    if (item.publishedAt === null || item.publishedAt > now + FUTURE_SLACK_MS || title === '' || title.length > MAX_TITLE_LENGTH) {
      malformed++;
      continue;
    }
    const day = isoDay(item.publishedAt);
    const titleKey = `${day}|${normaliseTitle(title)}`;
    const link = linkKey(item.link);
    const key = linkKey(item.guid) ?? link;
    if (seen.has(titleKey) || (key !== null && seen.has(key))) {
      duplicates++;
      continue;
    }
    seen.add(titleKey);
    if (key !== null) seen.add(key);
    const source = cleanTitle(item.source).slice(0, 120) || 'unknown';
    out.push({ link_key: key, title_key: titleKey, source, published_at: item.publishedAt, day, title, link, assets: ` ${assetsNamed(title).join(' ')} ` });
  }
  return { items: out, malformed, duplicates };
}
