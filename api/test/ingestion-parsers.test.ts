// The real feed, CSV and JSON parsers and the headline checks, against recorded answers of each kind of source.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { newestItems, parseFeed } from '../src/news/providers/feed-parser';
import { gdeltQueryTime, gdeltTime, parseGdeltArtlist } from '../src/news/providers/gdelt-artlist';
import { parseCandleCsv } from '../src/prices/providers/candle-csv';
import { parseKlines } from '../src/prices/providers/binance';
import { assetsNamed, checkHeadlines, cleanTitle } from '../src/news/service/headline-items';

const fixture = (name: string) => readFileSync(path.join(__dirname, 'fixtures', 'ingestion', name), 'utf8');
const NOW = Date.parse('2024-03-16T12:00:00Z');

describe('feed parser', () => {
  it('reads an RSS 2.0 feed: titles, links, guids, pubDate or dc:date, the channel as source', () => {
    const items = parseFeed(fixture('rss.xml'), 'news.example.com');
    expect(items).toHaveLength(5);
    expect(items[0]).toEqual({
      title: 'Bitcoin rallies to a record high as ETF inflows surge',
      link: 'https://news.example.com/markets/2024/03/14/bitcoin-record-high/',
      guid: 'wire-1001',
      publishedAt: Date.parse('2024-03-14T09:30:00Z'),
      source: 'Coin Desk Wire',
    });
    expect(items[1].title).toBe('<b>Ethereum</b> developers schedule the Dencun upgrade &amp; fees fall');
    expect(items[2].publishedAt).toBe(Date.parse('2024-03-13T12:00:00Z'));
    expect(items[3].publishedAt).toBeNull();
    expect(items[3].title).toBe('Regulators weigh new stablecoin rules \u2014 markets wait');
  });

  it('reads an Atom feed: the alternate link, published before updated, the feed title as source', () => {
    const items = parseFeed(fixture('atom.xml'), 'equity.example.org');
    expect(items.map((i) => [i.link, i.guid, i.publishedAt, i.source])).toEqual([
      ['https://equity.example.org/apple-eu-fine', 'tag:equity.example.org,2024:apple-eu-fine', Date.parse('2024-03-14T15:10:00Z'), 'Equity Desk'],
      ['https://equity.example.org/nvidia-beats', 'tag:equity.example.org,2024:nvidia-beats', Date.parse('2024-03-13T21:00:00Z'), 'Equity Desk'],
    ]);
  });

  it('refuses malformed XML and documents that are not feeds with a message for data-health', () => {
    expect(() => parseFeed(fixture('malformed.xml'), 'x')).toThrow(/malformed XML/);
    expect(() => parseFeed('<html><body>Service unavailable</body></html>', 'x')).toThrow('not an RSS or Atom feed');
  });
});

describe('aggregators: Google News, Yahoo Finance and GDELT', () => {
  it("reads Google News search RSS: the publisher from <source>, its ' - Publisher' suffix taken off the title, Google's article link kept", () => {
    const items = parseFeed(fixture('google-news-btc.xml'), 'news.google.com');
    expect(items).toEqual([
      {
        title: 'Bitcoin climbs back above $95,000 as ETF inflows return',
        link: 'https://news.google.com/rss/articles/CBMiakFVX3lxTE1hN0ZzZ2tQb2lXV3J0c1Q4d2Vqb0Z6c2dQUVZoRm5mZ3J0dHhZ?oc=5',
        guid: 'CBMiakFVX3lxTE1hN0ZzZ2tQb2lXV3J0c1Q4d2Vqb0Z6c2dQUVZoRm5mZ3J0dHhZ',
        publishedAt: Date.parse('2026-11-26T14:15:00Z'),
        source: 'Reuters',
      },
      expect.objectContaining({ title: 'BTC miners sell reserves - what it means for the price', source: 'CoinDesk' }),
      expect.objectContaining({ title: 'Why bitcoin fell overnight', source: 'The Wall Street Journal', publishedAt: Date.parse('2026-11-25T22:05:00Z') }),
    ]);
    // The same story from the publisher's own feed is then the same headline: same day, same normalised title.
    const checked = checkHeadlines([...items, { title: 'Bitcoin climbs back above $95,000 as ETF inflows return', link: 'https://www.reuters.com/x', guid: null, publishedAt: Date.parse('2026-11-26T16:00:00Z'), source: 'Reuters' }], Date.parse('2026-11-27T00:00:00Z'));
    expect(checked.duplicates).toBe(1);
    expect(checked.items[0].assets).toBe(' btc ');
  });

  it("reads Yahoo Finance's per-ticker headline RSS, the channel naming the source", () => {
    const items = parseFeed(fixture('yahoo-aapl.xml'), 'feeds.finance.yahoo.com');
    expect(items.map((i) => [i.title, i.guid, i.publishedAt, i.source])).toEqual([
      ['Apple services revenue beats estimates', '3f1c2d7e-5a1b-3c0e-9d1a-aapl-services', Date.parse('2026-11-26T14:15:00Z'), 'Yahoo! Finance: AAPL News'],
      ['Apple shares slip in early trade', '8b2e0a44-1c3d-3e5f-a7b8-aapl-slips', Date.parse('2026-11-25T09:30:00Z'), 'Yahoo! Finance: AAPL News'],
    ]);
  });

  it('reads GDELT artlist JSON: seendate in UTC, the domain as source; a broken seendate is no date', () => {
    const items = parseGdeltArtlist(fixture('gdelt-artlist.json'));
    expect(items[0]).toEqual({
      title: 'Bitcoin ETF flows turn positive for the week',
      link: 'https://www.example-markets.com/2026/11/26/bitcoin-etf-flows',
      guid: null,
      publishedAt: Date.parse('2026-11-26T14:15:00Z'),
      source: 'example-markets.com',
    });
    expect(items.map((i) => i.publishedAt)).toEqual([Date.parse('2026-11-26T14:15:00Z'), Date.parse('2026-11-25T08:30:00Z'), null]);
    expect(gdeltTime('20261131T000000Z')).toBeNull();
    expect(gdeltQueryTime(Date.parse('2026-08-29T06:05:04Z'))).toBe('20260829060504');
    // Nothing matched: GDELT answers an empty object.
    expect(parseGdeltArtlist('{}')).toEqual([]);
    expect(() => parseGdeltArtlist('Your search contained a phrase that was too short.')).toThrow(/not an article list: Your search contained/);
    expect(() => parseGdeltArtlist('{"articles": {"url": "x"}}')).toThrow('articles is not a list');
  });

  it("keeps a feed's newest items first, undated ones last", () => {
    const at = (publishedAt: number | null, title: string) => ({ title, link: null, guid: null, publishedAt, source: 's' });
    expect(newestItems([at(1, 'a'), at(null, 'b'), at(3, 'c'), at(2, 'd')], 3).map((i) => i.title)).toEqual(['c', 'd', 'a']);
  });
});

describe('headline checks', () => {
  it('cleans markup and entities, skips items without a date or dated in the future, and counts them', () => {
    const checked = checkHeadlines([...parseFeed(fixture('rss.xml'), 'a'), ...parseFeed(fixture('atom.xml'), 'b')], NOW);
    expect(checked.malformed).toBe(2);
    expect(checked.items.map((h) => h.title)).toEqual([
      'Bitcoin rallies to a record high as ETF inflows surge',
      'Ethereum developers schedule the Dencun upgrade & fees fall',
      'Data centres upgrade to 800G Ethernet switches',
      'Apple shares slip after EU fine update',
      'Nvidia beats estimates as data-centre sales double',
    ]);
    expect(checked.items[0]).toMatchObject({ day: '2024-03-14', link_key: 'wire-1001', source: 'Coin Desk Wire', assets: ' btc ' });
  });

  it('skips an oversized title and keeps one of two items with the same link or the same day and title', () => {
    const base = { link: null, guid: null, publishedAt: NOW - 3600_000, source: 'Wire' };
    const checked = checkHeadlines(
      [
        { ...base, title: 'x'.repeat(10_000) },
        { ...base, title: 'Bitcoin slips below $60,000', link: 'https://a.example/1' },
        { ...base, title: 'BITCOIN slips below $60,000!', link: 'https://b.example/2' },
        { ...base, title: 'A different story', link: 'https://a.example/1#comments' },
        { ...base, title: '   ' },
      ],
      NOW,
    );
    expect(checked).toMatchObject({ malformed: 2, duplicates: 2 });
    expect(checked.items.map((h) => h.title)).toEqual(['Bitcoin slips below $60,000']);
  });

  it('links assets on word boundaries: ETH and Ethereum mean ETH, Ethernet does not; the rest is market-wide', () => {
    expect(assetsNamed('ETH breaks $4,000')).toEqual(['eth']);
    expect(assetsNamed('Ethereum and Bitcoin ETFs see inflows')).toEqual(['btc', 'eth']);
    expect(assetsNamed('$SOL and $ETH lead')).toEqual(['eth', 'sol']);
    expect(assetsNamed('New Ethernet standard ships')).toEqual([]);
    expect(assetsNamed('Stablecoin rules tighten')).toEqual([]);
    expect(cleanTitle('<p>Apple &amp; <i>Microsoft</i>\n rise</p>')).toBe('Apple & Microsoft rise');
  });
});

describe('candle parsers', () => {
  it('reads a Stooq CSV answer, counting rows with a bad date or price as malformed and leaving days not yet closed', () => {
    const parsed = parseCandleCsv(fixture('stooq-aapl.csv'), { after: '2024-03-08', lastDay: '2024-03-13' });
    expect(parsed).toMatchObject({ rows: 7, malformed: 2 });
    expect(parsed.candles.map((c) => [c.date, c.close, c.volume])).toEqual([
      ['2024-03-11', 172.75, 60139473],
      ['2024-03-12', 173.23, 59825372],
      ['2024-03-13', 171.13, 52488692],
    ]);
  });

  it('refuses a CSV answer without the candle columns (a Stooq "No data" page)', () => {
    expect(() => parseCandleCsv('No data', { after: null, lastDay: '2024-03-13' })).toThrow(/malformed CSV/);
  });

  it('reads Binance klines with the quote volume, counting a broken row, up to the last closed day', () => {
    const parsed = parseKlines(fixture('klines-btc.json'), '2024-03-14');
    expect(parsed).toMatchObject({ rows: 5, malformed: 1, lastOpen: Date.parse('2024-03-15T00:00:00Z') });
    expect(parsed.candles.map((c) => [c.date, c.close, c.volume])).toEqual([
      ['2024-03-12', 72850.01, 3322612436.6],
      ['2024-03-13', 73000, 3816543215.55],
      ['2024-03-14', 71396.71, 5114092813.37],
    ]);
    expect(() => parseKlines('<html>502 Bad Gateway</html>', '2024-03-14')).toThrow('malformed JSON');
    expect(() => parseKlines('{"code":-1121,"msg":"Invalid symbol."}', '2024-03-14')).toThrow(/unexpected JSON/);
  });
});
