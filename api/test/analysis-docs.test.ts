import { readFileSync } from 'node:fs';
import path from 'node:path';
import { analyse, type AnalysedAsset } from '../src/analysis/analyse';
import { prepareHeadlines } from '../src/analysis/headlines';
import { allAssets } from '../src/catalogue/service/catalogue';
import { REPO_ROOT, realCandles, realHeadlines } from './analysis-data';

/** GitHub's heading anchors: lower case, punctuation dropped, spaces to hyphens. */
const anchorOf = (heading: string) => heading.trim().toLowerCase().replace(/[^a-z0-9 -]/g, '').replace(/ /g, '-');

it('links every figure to a section that exists in docs/analysis.md', () => {
  const page = readFileSync(path.join(REPO_ROOT, 'docs', 'analysis.md'), 'utf8');
  const anchors = new Set([...page.matchAll(/^#{2,4} (.+)$/gm)].map((m) => anchorOf(m[1])));
  const a = analyse({
    asset: allAssets()[0] as AnalysedAsset,
    candles: realCandles('BTC-USD'),
    headlines: prepareHeadlines(realHeadlines()),
    start: '2022-01-01',
    end: '2022-03-31',
    dataSource: { prices: 'csv', headlines: 'csv', demo: false, label: null },
  });
  const links = new Set([...JSON.stringify(a).matchAll(/docs\/analysis\.md#([a-z0-9-]+)/g)].map((m) => m[1]));
  expect(links.size).toBeGreaterThan(10);
  for (const link of links) expect(anchors).toContain(link);
});
