import { useEffect, useState } from 'react';

/**
 * True once local time `at` has passed (and for `null`): one re-render at that moment, where a
 * ticking clock would re-render all along. E.g. the jackpot reel stopping at its end time.
 */
export function usePassed(at: number | null): boolean {
  const [passed, setPassed] = useState<number | null>(() => (at !== null && Date.now() >= at ? at : null));
  useEffect(() => {
    if (at === null) return;
    const timer = setTimeout(() => setPassed(at), Math.max(0, at - Date.now()));
    return () => clearTimeout(timer);
  }, [at]);
  return at === null || passed === at;
}
