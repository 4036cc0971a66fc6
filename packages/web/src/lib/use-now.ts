import { useEffect, useState } from 'react';

/**
 * `Date.now()`, refreshed every `intervalMs` while `active` (e.g. the Take button's live payout a
 * few times a second, rather than re-rendering React on every animation frame).
 */
export function useNow(active: boolean, intervalMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    const tick = () => setNow(Date.now());
    const first = setTimeout(tick, 0);
    const timer = setInterval(tick, intervalMs);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [active, intervalMs]);
  return now;
}
