// Headlines asked for per asset: a Google News RSS search on each asset's name and ticker, and Yahoo Finance's
// headline RSS of each stock's ticker. Each is one source in data-health; one asset's failure is noted and the
// others are read. The items go through the parser thread and the pipeline like any feed's.
import type { Asset } from '../../catalogue/service/catalogue';
import { parseFeedOffLoop } from './feed-thread';
import { MAX_FEED_ITEMS } from './feeds';
import { assetsNow, emptyBatch, fetchText, forEachAsset, type AssetsOf, type IngestProvider } from '../../prices/sources/types';

type NewsAsset = Pick<Asset, 'id' | 'symbol' | 'title' | 'kind'>;

/** A provider's name: its own, with the host when it is not the public one (a mirror, a loopback fake). */
const named = (name: string, base: string, publicBase: string) => {
  const host = new URL(base).host;
  return host === new URL(publicBase).host ? name : `${name}@${host}`;
};

/** The search an asset's headlines are found with: its name or its ticker, as whole phrases. */
export const newsQuery = (asset: NewsAsset) => (asset.title.toUpperCase() === asset.symbol ? `"${asset.symbol}"` : `"${asset.title}" OR "${asset.symbol}"`);

export const GOOGLE_NEWS_PUBLIC = 'https://news.google.com';
export const YAHOO_NEWS_PUBLIC = 'https://feeds.finance.yahoo.com';

export const googleNewsUrl = (base: string, asset: NewsAsset) =>
  `${base}/rss/search?${new URLSearchParams({ q: newsQuery(asset), hl: 'en-US', gl: 'US', ceid: 'US:en' })}`;

export const yahooHeadlinesUrl = (base: string, asset: NewsAsset) => `${base}/rss/2.0/headline?${new URLSearchParams({ s: asset.symbol, region: 'US', lang: 'en-US' })}`;

function perAssetFeeds(source: string, base: string, assets: () => readonly NewsAsset[], urlOf: (asset: NewsAsset) => string): IngestProvider {
  const host = new URL(base).host;
  return {
    source,
    host,
    kind: 'headlines',
    overwrite: false,
    async fetch(ctx) {
      const batch = emptyBatch();
      return forEachAsset(assets(), batch, async (asset) => {
        const { items, total } = await parseFeedOffLoop(await fetchText(ctx, urlOf(asset), 'feed'), host, MAX_FEED_ITEMS);
        batch.headlines.push(...items);
        batch.fetched += total;
      });
    },
  };
}

/** Google News RSS search, one feed per catalogue asset (GOOGLE_NEWS_BASE_URL). */
export const googleNewsProvider = (base: string, assets: AssetsOf<NewsAsset>) =>
  perAssetFeeds(named('google-news', base, GOOGLE_NEWS_PUBLIC), base, () => assetsNow(assets), (a) => googleNewsUrl(base, a));

/** Yahoo Finance's headline RSS, one feed per stock or ETF (YAHOO_NEWS_BASE_URL). */
export const yahooHeadlinesProvider = (base: string, assets: AssetsOf<NewsAsset>) =>
  perAssetFeeds(
    named('yahoo-headlines', base, YAHOO_NEWS_PUBLIC),
    base,
    () => assetsNow(assets).filter((a) => a.kind !== 'crypto'),
    (a) => yahooHeadlinesUrl(base, a),
  );
