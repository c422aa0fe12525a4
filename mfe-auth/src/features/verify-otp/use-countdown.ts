import { useCallback, useEffect, useState } from 'react';

/** Whole seconds counting down to 0, one tick per second; restart() starts again from the top. */
export function useCountdown(from: number) {
  const [seconds, setSeconds] = useState(from);
  const [round, setRound] = useState(0);
  const running = seconds > 0;

  // One interval per run rather than a timeout per tick, so ticks do not drift with render timing.
  useEffect(() => {
    if (!running) return undefined;
    const interval = setInterval(() => setSeconds((current) => Math.max(0, current - 1)), 1000);
    return () => clearInterval(interval);
  }, [running, round]);

  const restart = useCallback(() => {
    setSeconds(from);
    setRound((current) => current + 1);
  }, [from]);
  return { seconds, restart };
}

/** 75 -> '01:15'. */
export const formatCountdown = (seconds: number) =>
  `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
