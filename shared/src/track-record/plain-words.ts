import type { SignalDirection, TrackRecord, TrackRecordCell, TrackRecordHorizon } from '@sentiscope/shared/contract';
import { percent } from './format';

/** Whether a signal state's verdict bears the signal out: bullish above holding, bearish below it. */
function borneOut(state: SignalDirection, cell: TrackRecordCell): boolean {
  return (state === 'bullish' && cell.verdict === 'above holding') || (state === 'bearish' && cell.verdict === 'below holding');
}

/**
 * One plain sentence per signal state (bullish and bearish) at a horizon, saying what followed it against holding
 * and, plainly, when it did no better than holding.
 */
export function signalSentences(record: TrackRecord, horizon: TrackRecordHorizon): string[] {
  const holding = record.holding.find((c) => c.horizon === horizon);
  const out: string[] = [];
  for (const group of record.signals) {
    if (group.state === 'neutral') continue;
    const cell = group.cells.find((c) => c.horizon === horizon);
    if (!cell || !cell.mean || !holding?.mean) {
      out.push(`No ${group.state} day has a known ${horizon}-day outcome yet.`);
      continue;
    }
    const opening = `After the ${cell.count.toLocaleString('en-GB')} ${group.state} day${cell.count === 1 ? '' : 's'}, the next ${horizon} days returned ${percent(cell.mean.value)} on average after costs, against ${percent(holding.mean.value)} for holding.`;
    const weak = cell.weakEvidence ? ' With fewer than 30 cases this is weak evidence either way.' : '';
    if (borneOut(group.state, cell)) out.push(`${opening} The ${group.state} signal was borne out: holding's average lies outside its 95% interval.${weak}`);
    else if (cell.verdict === 'no clear difference') out.push(`${opening} The ${group.state} signal did no better than holding: the difference is within its 95% interval.${weak}`);
    else out.push(`${opening} The ${group.state} signal did worse than holding: it pointed the wrong way.${weak}`);
  }
  return out;
}
