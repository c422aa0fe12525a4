import { useEffect, useState } from 'react';
import { STAT_COUNTER_STEP_MS } from '@sentiscope/shared/contract';

/** Steps a counter takes from 0 to its value. */
export const COUNT_UP_STEPS = 20;

/** A number that counts up from 0 to `target`, one step every 50 ms, landing exactly on the target. */
export function useCountUp(target: number, decimals = 0): number {
  const [step, setStep] = useState(0);
  useEffect(() => {
    setStep(0);
    const timer = setInterval(() => {
      setStep((current) => {
        if (current + 1 >= COUNT_UP_STEPS) clearInterval(timer);
        return Math.min(current + 1, COUNT_UP_STEPS);
      });
    }, STAT_COUNTER_STEP_MS);
    return () => clearInterval(timer);
  }, [target]);
  const factor = 10 ** decimals;
  return step >= COUNT_UP_STEPS ? target : Math.floor(((target * step) / COUNT_UP_STEPS) * factor) / factor;
}
