import type { NewBetRequest } from '@skinbet/shared/schemas/crash.schemas';
import { notify } from '../../../lib/notices';
import { emitToServer } from '../../../lib/socket';
import { useCrashStore } from './crash-store';

/**
 * Bets and takes go over the socket (`newBet`, `take`,
 * docs/api/socket-events.md "Client to server") and are answered on it
 * (`successBet`/`errorBet`, `successTake`/`errorTake`, handled in useCrashLive). If no answer
 * comes in time the button is released with a notice instead of staying busy for ever.
 */
export const ANSWER_TIMEOUT_MS = 10_000;

let betTimer: ReturnType<typeof setTimeout> | undefined;
let takeTimer: ReturnType<typeof setTimeout> | undefined;

export function placeBet(request: NewBetRequest): void {
  const store = useCrashStore.getState();
  if (store.betPending) return;
  if (!emitToServer('newBet', request)) return notify.error('crash.offline');
  store.setBetPending(true);
  clearTimeout(betTimer);
  betTimer = setTimeout(() => {
    if (!useCrashStore.getState().betPending) return;
    useCrashStore.getState().setBetPending(false);
    notify.error('crash.no_answer');
  }, ANSWER_TIMEOUT_MS);
}

export function betAnswered(): void {
  clearTimeout(betTimer);
  useCrashStore.getState().setBetPending(false);
}

export function takeBet(betId: number): void {
  const store = useCrashStore.getState();
  if (store.takePendingId === betId) return;
  if (!emitToServer('take', { id: betId })) return notify.error('crash.offline');
  store.setTakePending(betId);
  clearTimeout(takeTimer);
  takeTimer = setTimeout(() => {
    if (useCrashStore.getState().takePendingId === null) return;
    useCrashStore.getState().setTakePending(null);
    notify.error('crash.no_answer');
  }, ANSWER_TIMEOUT_MS);
}

export function takeAnswered(): void {
  clearTimeout(takeTimer);
  useCrashStore.getState().setTakePending(null);
}
