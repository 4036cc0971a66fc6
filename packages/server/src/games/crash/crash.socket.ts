import type { ErrorKey } from '@skinbet/shared/errors';
import type { ServerEventName, ServerEventPayload } from '@skinbet/shared/events';
import { newBetRequest, takeRequest } from '@skinbet/shared/schemas/crash.schemas';
import type { AppContext } from '../../app-context';
import { ApiError } from '../../http/api-error';
import type { AppSocket, ConnectionHandler, SocketData } from '../../realtime/io';
import type { CrashBetsService } from './crash-bets.service';

/**
 * Requests one socket may have waiting: its bets and takes run one after another (a double click
 * is answered in order), and a client flooding the socket is refused instead of queueing up work.
 */
const MAX_PENDING_PER_SOCKET = 4;

/** One socket's requests, in order, a bounded number at a time (`refuse` for the rest). */
export function serialQueue(limit = MAX_PENDING_PER_SOCKET) {
  let tail: Promise<void> = Promise.resolve();
  let pending = 0;
  return (work: () => Promise<void>, refuse: () => void): void => {
    if (pending >= limit) return refuse();
    pending += 1;
    // Handlers answer their own failures; the catch only keeps the chain alive for the next one.
    tail = tail
      .then(work)
      .catch(() => undefined)
      .finally(() => {
        pending -= 1;
      });
  };
}

/**
 * The crash `newBet` and `take` events (SPEC §7). Who bets is the socket's session, set at the
 * handshake or by `identity`; the `apiToken` field of the payload is accepted and ignored. Every
 * request is answered on the same socket: `successBet`/`errorBet`, `successTake`/`errorTake`.
 */
export function crashBetsSocket(ctx: AppContext, bets: CrashBetsService): ConnectionHandler {
  /** The refusal key of a failure; anything that is not an ApiError is a bug, logged. */
  function refusalKey(error: unknown, event: string): ErrorKey {
    if (error instanceof ApiError) return error.key;
    ctx.log.error({ err: error, event }, 'crash socket request failed');
    return 'app_api.internal';
  }

  return (socket: AppSocket) => {
    const enqueue = serialQueue();
    const userIdOf = () => (socket.data as SocketData).userId;
    const answer = <E extends ServerEventName>(event: E, ...payload: ServerEventPayload<E>) =>
      ctx.emitter.toSocket(socket.id, event, ...payload);

    socket.on('newBet', (payload: unknown) => {
      const refuse = (message: ErrorKey) => answer('errorBet', { message });
      enqueue(
        async () => {
          try {
            const userId = userIdOf();
            if (userId === null) return refuse('user_api.unauthenticated');
            const parsed = newBetRequest.safeParse(payload);
            if (!parsed.success) return refuse('app_api.invalid_request');
            const bet = await bets.placeBet(userId, parsed.data);
            answer('successBet', { bet });
          } catch (error) {
            refuse(refusalKey(error, 'newBet'));
          }
        },
        () => refuse('app_api.rate_limited'),
      );
    });

    socket.on('take', (payload: unknown) => {
      const refuse = (message: ErrorKey) => answer('errorTake', { message });
      enqueue(
        async () => {
          try {
            const userId = userIdOf();
            if (userId === null) return refuse('user_api.unauthenticated');
            const parsed = takeRequest.safeParse(payload);
            if (!parsed.success) return refuse('app_api.invalid_request');
            const result = await bets.take(userId, parsed.data.id);
            if (result.payoutDeferredBy) {
              ctx.log.error({ err: result.payoutDeferredBy, betId: parsed.data.id }, 'crash take payout deferred');
            }
            answer('successTake', { bet: result.bet });
          } catch (error) {
            refuse(refusalKey(error, 'take'));
          }
        },
        () => refuse('app_api.rate_limited'),
      );
    });
  };
}
