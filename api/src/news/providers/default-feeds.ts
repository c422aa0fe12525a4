// The headline feeds read when NEWS_RSS_FEEDS is not set: public RSS feeds of well-known crypto and market outlets
// (the list is in docs/ingestion.md, "Headlines"). NEWS_RSS_FEEDS=off reads none.
export const DEFAULT_FEEDS: readonly string[] = [
  'https://www.coindesk.com/arc/outboundfeeds/rss/',
  'https://cointelegraph.com/rss',
  'https://decrypt.co/feed',
  'https://bitcoinmagazine.com/.rss/full/',
  'https://feeds.content.dowjones.io/public/rss/mw_topstories',
  'https://www.cnbc.com/id/100003114/device/rss/rss.html',
  'https://finance.yahoo.com/news/rssindex',
  'https://www.investing.com/rss/news_25.rss',
];

/** The feeds to read: NEWS_RSS_FEEDS's list, the defaults when it is unset, none when it says `off`. */
export function headlineFeeds(configured: readonly string[]): readonly string[] {
  if (configured.length === 0) return DEFAULT_FEEDS;
  return configured.length === 1 && configured[0].toLowerCase() === 'off' ? [] : configured;
}
