import type { Backtest, Signal } from '@sentiscope/shared/contract';
import { BacktestPanel } from './backtest-panel';
import { SignalPanel } from './signal-panel';

export type SignalPanelsProps = { signal: Signal; backtest: Backtest };

/** The signal with its votes, then the same signal traded over the range against buy-and-hold. */
export function SignalPanels({ signal, backtest }: SignalPanelsProps) {
  return (
    <>
      <SignalPanel signal={signal} />
      <BacktestPanel backtest={backtest} />
    </>
  );
}
