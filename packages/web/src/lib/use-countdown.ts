import { useEffect, useState } from 'react';
import { secondsLeft } from './countdown';

/** What a countdown is measured from: the end time and the server's clock when the answer came. */
export interface CountdownSource {
  endTime: string | null;
  serverTime: number;
  /** Local time the answer arrived (a query's `dataUpdatedAt`). */
  receivedAt: number;
}

/**
 * Seconds left to the end, re-rendering once a second and stopping at zero
 * (docs/product/screens.md "Layout": timers count down once per second
 * and clear at zero). 0 when there is no end time.
 */
export function useCountdown({ endTime, serverTime, receivedAt }: CountdownSource): number {
  const compute = () => (endTime === null ? 0 : secondsLeft(endTime, serverTime, receivedAt, Date.now()));
  const [seconds, setSeconds] = useState(compute);
  useEffect(() => {
    const tick = () => setSeconds(endTime === null ? 0 : secondsLeft(endTime, serverTime, receivedAt, Date.now()));
    tick();
    if (endTime === null) return;
    const timer = setInterval(() => {
      const left = secondsLeft(endTime, serverTime, receivedAt, Date.now());
      setSeconds(left);
      // Cleared at zero: nothing left to count.
      if (left === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [endTime, serverTime, receivedAt]);
  return seconds;
}
