import type { Backtest } from '@sentiscope/shared/contract';
import { formatPercent } from '../view/format';
import { Panel } from './panel';

/** Our signal traded over the range against buy-and-hold, with the weak-evidence warning. */
export function BacktestPanel({ backtest }: { backtest: Backtest }) {
  const { strategy, buyAndHold } = backtest;
  return (
    <Panel title="Backtest of the signal" method={backtest.method} docs={backtest.docs}>
      <table style={{ width: '100%', fontSize: '0.875rem', fontVariantNumeric: 'tabular-nums' }}>
        <thead>
          <tr>
            <th scope="col" style={{ textAlign: 'left' }}>
              Over this range
            </th>
            <th scope="col">Signal</th>
            <th scope="col">Buy and hold</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row" style={{ textAlign: 'left', fontWeight: 400 }}>
              Return
            </th>
            <td>{formatPercent(strategy.return)}</td>
            <td>{formatPercent(buyAndHold.return)}</td>
          </tr>
          <tr>
            <th scope="row" style={{ textAlign: 'left', fontWeight: 400 }}>
              Max drawdown
            </th>
            <td>{formatPercent(strategy.maxDrawdown, false)}</td>
            <td>{formatPercent(buyAndHold.maxDrawdown, false)}</td>
          </tr>
          <tr>
            <th scope="row" style={{ textAlign: 'left', fontWeight: 400 }}>
              Trades / hit rate
            </th>
            <td>
              {strategy.trades} / {strategy.hitRate === null ? '–' : `${Math.round(strategy.hitRate * 100)} %`}
            </td>
            <td>1 / –</td>
          </tr>
        </tbody>
      </table>
      {backtest.weakEvidence && (
        <p role="note" style={{ marginBottom: 0, fontSize: '0.875rem' }}>
          {strategy.trades} trades is fewer than 30: weak evidence, too few to tell skill from luck.
        </p>
      )}
    </Panel>
  );
}
