import { useEffect, useState } from 'react';
import { STAT_COUNTER_STEP_MS } from '@sentiscope/shared/contract';

/** Steps a counter takes from 0 to its value: 30 steps of 50 ms, one and a half seconds. */
export const COUNT_UP_STEPS = 30;

const prefersReducedMotion = () =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** A statistic counting up in 50 ms steps; with reduced motion it shows the value at once, still. */
export function useCountUp(target: number): number {
  const [value, setValue] = useState(() => (prefersReducedMotion() ? target : 0));
  useEffect(() => {
    if (prefersReducedMotion()) {
      setValue(target);
      return undefined;
    }
    let step = 0;
    setValue(0);
    const timer = setInterval(() => {
      step += 1;
      setValue(step >= COUNT_UP_STEPS ? target : Math.round((target * step) / COUNT_UP_STEPS));
      if (step >= COUNT_UP_STEPS) clearInterval(timer);
    }, STAT_COUNTER_STEP_MS);
    return () => clearInterval(timer);
  }, [target]);
  return value;
}
