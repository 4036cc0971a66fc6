import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { realityCheckQuery } from '../api/reality-check.api';
import { clockOffset, nextReminderAt } from '../rg-rules';

/** A timer further off than this is set again later (browsers cap a timeout's delay near 24.8 days). */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * The reality check's schedule (docs/product/responsible-gambling.md "Reality checks"): every
 * interval of the signed-in session, counted from `session_started_at` on the server's clock (the
 * device clock corrected by the offset to the server's `now`). When one falls the check is read
 * again, so the reminder shows the session's figures as they are then; `dismiss` closes it and
 * waits for the next.
 */
export function useRealityCheck(): { due: boolean; dismiss: () => void } {
  const check = useQuery(realityCheckQuery);
  const [due, setDue] = useState(false);
  // The last reminder shown, on the server's clock: the next one falls strictly after it.
  const shownRef = useRef(0);
  const [round, setRound] = useState(0);
  const data = check.data;
  const refetch = check.refetch;

  useEffect(() => {
    if (!data || due) return;
    const offset = clockOffset(data.now, Date.now());
    const start = Date.parse(data.session_started_at);
    const serverNow = Date.now() + offset;
    const next = nextReminderAt(start, data.interval_minutes, Math.max(serverNow, shownRef.current));
    const timer = setTimeout(
      () => {
        if (Date.now() + offset < next) return setRound((value) => value + 1);
        shownRef.current = next;
        setDue(true);
        void refetch();
      },
      Math.min(MAX_TIMER_MS, Math.max(0, next - serverNow)),
    );
    return () => clearTimeout(timer);
  }, [data, due, round, refetch]);

  const dismiss = useCallback(() => setDue(false), []);
  return { due, dismiss };
}
