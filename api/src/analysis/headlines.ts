import type { AssetKind, DayHeadline, DayHeadlineScope, HeadlineSentiment, ScoredHeadline, SentimentDay } from '@sentiscope/shared/contract';
import { docs } from './methods';
import { SCORE_THRESHOLD } from './model/train';
import { MODEL_VERSION, modelPolarity as polarity, scoreHeadline, topTerms } from './model/model';

export type RawHeadline = { date: string; source: string; title: string };

/** Headlines scored once when loaded; every analysis reuses them. */
export type HeadlineSet = {
  items: readonly HeadlineItem[];
};

/** A scored headline; stored headlines also carry the asset ids they were linked to when stored. */
export type HeadlineItem = ScoredHeadline & { lower: string; assets?: readonly string[] };

export const NO_HEADLINES = 'no headlines in this range';
/** Below this many asset headlines in the range, crypto assets fall back to the whole (crypto) news flow. */
export const MIN_ASSET_HEADLINES = 3;
/** Days with headlines needed in a scope's history before a z-score is given. */
export const MIN_HISTORY_DAYS = 10;

export function prepareHeadlines(raw: readonly RawHeadline[]): HeadlineSet {
  const items = raw
    .map((h) => {
      const scored = scoreHeadline(h.title);
      return { ...h, score: scored.score, terms: topTerms(scored.terms), modelVersion: MODEL_VERSION, lower: h.title.toLowerCase() };
    })
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  return { items };
}

type DayStats = { date: string; count: number; sum: number; positive: number; negative: number };

type ScopeHistory = {
  items: readonly HeadlineItem[];
  days: DayStats[];
  meanOfDays: number | null;
  sdOfDays: number | null;
};

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

export function aliasMatcher(aliases: readonly string[]): RegExp {
  return new RegExp(`(^|[^a-z0-9])(${aliases.map(escapeRegExp).join('|')})(?![a-z0-9])`);
}

function buildHistory(items: ScopeHistory['items']): ScopeHistory {
  const days: DayStats[] = [];
  for (const h of items) {
    let day = days[days.length - 1];
    if (!day || day.date !== h.date) {
      day = { date: h.date, count: 0, sum: 0, positive: 0, negative: 0 };
      days.push(day);
    }
    day.count++;
    day.sum += h.score;
    const p = polarity(h.score);
    if (p === 'positive') day.positive++;
    else if (p === 'negative') day.negative++;
  }
  const means = days.map((d) => d.sum / d.count);
  let meanOfDays: number | null = null;
  let sdOfDays: number | null = null;
  if (means.length >= MIN_HISTORY_DAYS) {
    meanOfDays = means.reduce((a, b) => a + b, 0) / means.length;
    const m = meanOfDays;
    const sd = Math.sqrt(means.reduce((a, b) => a + (b - m) ** 2, 0) / (means.length - 1));
    sdOfDays = sd > 0 ? sd : null;
  }
  return { items, days, meanOfDays, sdOfDays };
}

const historyCache = new WeakMap<HeadlineSet, Map<string, ScopeHistory>>();

function scopeHistory(set: HeadlineSet, key: string, asset: { id: string; aliases: readonly string[] } | null): ScopeHistory {
  let perSet = historyCache.get(set);
  if (!perSet) {
    perSet = new Map();
    historyCache.set(set, perSet);
  }
  let history = perSet.get(key);
  if (!history) {
    const matcher = asset ? aliasMatcher(asset.aliases) : null;
    history = buildHistory(matcher && asset ? set.items.filter((h) => (h.assets ? h.assets.includes(asset.id) : matcher.test(h.lower))) : set.items);
    perSet.set(key, history);
  }
  return history;
}

function daysIn(history: ScopeHistory, start: string, end: string): DayStats[] {
  return history.days.filter((d) => d.date >= start && d.date <= end);
}

const zOf = (value: number, history: ScopeHistory): number | null =>
  history.meanOfDays === null || history.sdOfDays === null ? null : (value - history.meanOfDays) / history.sdOfDays;

export type SentimentInput = {
  asset: { id: string; kind: AssetKind; aliases: readonly string[] };
  headlines: HeadlineSet | null;
  start: string;
  end: string;
};

/** Headline sentiment of one asset over [start, end], judged against the chosen scope's own history. */
export function headlineSentiment({ asset, headlines, start, end }: SentimentInput): HeadlineSentiment {
  let scope: HeadlineSentiment['scope'] = 'none';
  let history: ScopeHistory | null = null;
  let days: DayStats[] = [];
  if (headlines) {
    const own = scopeHistory(headlines, `asset:${asset.id}`, asset);
    const ownDays = daysIn(own, start, end);
    const ownCount = ownDays.reduce((a, d) => a + d.count, 0);
    if (ownCount >= MIN_ASSET_HEADLINES || (asset.kind === 'stock' && ownCount > 0)) {
      scope = 'asset';
      history = own;
      days = ownDays;
    } else if (asset.kind === 'crypto') {
      const market = scopeHistory(headlines, 'market', null);
      const marketDays = daysIn(market, start, end);
      if (marketDays.length > 0) {
        scope = 'market';
        history = market;
        days = marketDays;
      }
    }
  }
  const count = days.reduce((a, d) => a + d.count, 0);
  const sum = days.reduce((a, d) => a + d.sum, 0);
  const positive = days.reduce((a, d) => a + d.positive, 0);
  const negative = days.reduce((a, d) => a + d.negative, 0);
  const meanOfDays = days.length > 0 ? days.reduce((a, d) => a + d.sum / d.count, 0) / days.length : null;
  const inRange = history ? history.items.filter((h) => h.date >= start && h.date <= end) : [];
  const strip = ({ date, source, title, score, terms, modelVersion }: ScoredHeadline): ScoredHeadline => ({
    date,
    source,
    title,
    score: Math.round(score * 1000) / 1000,
    terms,
    modelVersion,
  });
  const byScore = [...inRange].sort((a, b) => b.score - a.score || (a.date < b.date ? -1 : 1));
  const daily: SentimentDay[] = days.map((d) => ({
    date: d.date,
    count: d.count,
    mean: d.sum / d.count,
    positiveShare: d.positive / d.count,
    negativeShare: d.negative / d.count,
    zScore: history ? zOf(d.sum / d.count, history) : null,
  }));
  const scopeText =
    scope === 'asset'
      ? `headlines naming ${asset.aliases.join(', ')}`
      : scope === 'market'
        ? 'all crypto headlines (too few name this asset)'
        : 'no headlines';
  return {
    scope,
    matchTerms: [...asset.aliases],
    headlineCount: count,
    message: count === 0 ? NO_HEADLINES : null,
    mean: {
      value: count > 0 ? sum / count : null,
      method: `Mean score (-1 to 1) of ${scopeText} in the range, trained headline model.`,
      docs: docs('headline-sentiment'),
    },
    positiveShare: {
      value: count > 0 ? positive / count : null,
      method: `Share of headlines scoring ${SCORE_THRESHOLD} or more.`,
      docs: docs('headline-sentiment'),
    },
    negativeShare: {
      value: count > 0 ? negative / count : null,
      method: `Share of headlines scoring -${SCORE_THRESHOLD} or less.`,
      docs: docs('headline-sentiment'),
    },
    zScore: {
      value: history && meanOfDays !== null ? zOf(meanOfDays, history) : null,
      method: 'Mean of daily mean scores in the range, minus the mean of all daily means in the same scope, divided by their standard deviation.',
      docs: docs('sentiment-z-score'),
    },
    daily,
    mostPositive: byScore.filter((h) => h.score > 0).slice(0, 5).map(strip),
    mostNegative: byScore.filter((h) => h.score < 0).reverse().slice(0, 5).map(strip),
    method: 'Trained headline model: a linear score over words, word pairs, finance placeholders and the lexicon tone; each headline lists the terms that moved it. See docs.',
    docs: docs('headline-model'),
  };
}

export type DayHeadlinesInput = {
  asset: { id: string; aliases: readonly string[] };
  headlines: HeadlineSet | null;
  day: string;
  scope: DayHeadlineScope;
};

/**
 * Every headline of one day in the given scope (the same headlines the analysis counts for that day's marker),
 * most positive first.
 */
export function headlinesOfDay({ asset, headlines, day, scope }: DayHeadlinesInput): DayHeadline[] {
  if (!headlines) return [];
  const history = scope === 'asset' ? scopeHistory(headlines, `asset:${asset.id}`, asset) : scopeHistory(headlines, 'market', null);
  return history.items
    .filter((h) => h.date === day)
    .sort((a, b) => b.score - a.score)
    .map(({ date, source, title, score, terms, modelVersion }) => ({
      date,
      source,
      title,
      score: Math.round(score * 1000) / 1000,
      polarity: polarity(score),
      terms,
      modelVersion,
    }));
}

/**
 * The days with headlines for an asset, oldest first: those naming it, else for a coin the whole crypto news flow
 * (what its sentiment falls back to); null when there are none.
 */
export function headlineDays(set: HeadlineSet, asset: SentimentInput['asset']): { scope: 'asset' | 'market'; days: readonly { date: string; count: number }[] } | null {
  const own = scopeHistory(set, `asset:${asset.id}`, asset);
  if (own.days.length > 0) return { scope: 'asset', days: own.days };
  if (asset.kind !== 'crypto') return null;
  const market = scopeHistory(set, 'market', null);
  return market.days.length > 0 ? { scope: 'market', days: market.days } : null;
}
