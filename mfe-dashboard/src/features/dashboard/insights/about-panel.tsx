import type { StockAnalysis } from '@sentiscope/shared/contract';
import { formatPrice } from '../view/format';
import { HeadlineCoverageNote } from './headline-coverage-note';
import { HeadlineList } from './headline-list';
import { Panel } from './panel';

const SOURCE_NAMES = { csv: 'historical data files', live: 'live exchange prices', demo: 'generated demo prices' } as const;

export type AboutPanelProps = {
  analysis: StockAnalysis;
  /** Shows another range (the headline panel offers one where headlines exist). */
  onShowRange: (from: string, to: string) => void;
};

/** Sentiment, the statistical range, the narrative, the data source and the disclaimer. */
export function AboutPanel({ analysis, onShowRange }: AboutPanelProps) {
  const { sentiment, statisticalRange: range, narrative, dataSource } = analysis;
  const sentence = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}${/[.!?]$/.test(text) ? '' : '.'}`;
  return (
    <>
      <Panel title="Headline sentiment" method={sentiment.method} docs={sentiment.docs}>
        {sentiment.message !== null ? (
          <p style={{ margin: 0 }}>{sentence(sentiment.message)}</p>
        ) : (
          <p style={{ margin: 0 }}>
            {sentiment.headlineCount} headlines, mean {sentiment.mean.value?.toFixed(2) ?? '–'}, {Math.round((sentiment.positiveShare.value ?? 0) * 100)} %
            positive, {Math.round((sentiment.negativeShare.value ?? 0) * 100)} % negative.
          </p>
        )}
        {sentiment.headlineCount === 0 && (
          <HeadlineCoverageNote
            assetName={analysis.asset.title}
            coverage={analysis.headlineCoverage}
            shown={{ startDate: analysis.range.requestedStart, endDate: analysis.range.requestedEnd }}
            onShowRange={onShowRange}
          />
        )}
        <HeadlineList title="Most positive" headlines={sentiment.mostPositive} />
        <HeadlineList title="Most negative" headlines={sentiment.mostNegative} />
      </Panel>
      <Panel title={`Statistical range, ${range.horizonDays} days`} method={range.method} docs={range.docs}>
        <p style={{ margin: 0 }}>
          {range.low90 === null || range.high90 === null
            ? 'Not enough history for a range.'
            : `90 %: ${formatPrice(range.low90)} – ${formatPrice(range.high90)}; 50 %: ${formatPrice(range.low50 ?? 0)} – ${formatPrice(range.high50 ?? 0)}.`}{' '}
          A {range.label}.
        </p>
      </Panel>
      <Panel title="What the numbers say">
        {narrative.paragraphs.map((p) => (
          <p key={p}>{p}</p>
        ))}
        <p style={{ fontSize: '0.75rem' }}>
          Prices: {SOURCE_NAMES[dataSource.prices]}
          {dataSource.label ? ` (${dataSource.label})` : ''}; headlines: {dataSource.headlines === 'none' ? 'none' : dataSource.headlines}. Computed
          with {analysis.engineVersion}.
        </p>
        <p style={{ fontSize: '0.75rem', marginBottom: 0 }}>
          <strong>{analysis.disclaimer}</strong>
        </p>
      </Panel>
    </>
  );
}
