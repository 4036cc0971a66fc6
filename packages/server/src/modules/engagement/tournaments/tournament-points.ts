import type { Emitter } from '../../../realtime/emitter';
import type { WagerConsumer } from '../../ledger/settlement/settlement.service';
import { addMemberPoints } from './tournaments.repository';

/** At most one `tournamentUpdate` a second from a node (contracts, issue 16): clients refetch on it. */
export const TOURNAMENT_UPDATE_INTERVAL_MS = 1_000;

/**
 * A leading-and-trailing throttle: the first call sends at once, calls within the next `intervalMs`
 * are folded into one sent at the end of it (with the latest value), so the last change is always
 * announced and a burst of bets costs one broadcast a second.
 */
export function throttled<T>(intervalMs: number, send: (value: T) => void, now: () => number = Date.now) {
  let lastSent = -Infinity;
  let pending: { value: T } | undefined;
  let timer: NodeJS.Timeout | undefined;
  const flush = () => {
    timer = undefined;
    if (!pending) return;
    const { value } = pending;
    pending = undefined;
    lastSent = now();
    send(value);
  };
  return {
    push(value: T): void {
      pending = { value };
      if (timer) return;
      const wait = lastSent + intervalMs - now();
      if (wait <= 0) flush();
      // Unref'd: a broadcast still waiting never keeps a stopping process alive (the emitter drops it).
      else timer = setTimeout(flush, wait).unref();
    },
  };
}

/**
 * Tournament points, a consumer of the settlement pipeline
 * (docs/engagement/tournament.md "Rules"): 1 point per cent staked — skins by value plus money —
 * in every settled bet of any game, for a member of the running tournament (so only after
 * joining), before its end. The points' time is the settling transaction's: ties go to who reached
 * the points first.
 */
export function tournamentPoints(deps: { emitter: Emitter }): WagerConsumer {
  const updates = throttled<number>(TOURNAMENT_UPDATE_INTERVAL_MS, (tournamentId) =>
    deps.emitter.toAll('tournamentUpdate', { tournament_id: tournamentId }),
  );
  return async (tx, afterCommit, wager) => {
    const points = wager.total.stake;
    if (points <= 0) return;
    const tournamentId = await addMemberPoints(tx, wager.userId, points);
    if (tournamentId !== null) afterCommit(() => updates.push(tournamentId), 'tournament:update');
  };
}
