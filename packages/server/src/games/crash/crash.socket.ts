import type { ErrorKey } from '@skinbet/shared/errors';
import type { ServerEventName, ServerEventPayload } from '@skinbet/shared/events';
import { newBetRequest, takeRequest } from '@skinbet/shared/schemas/crash.schemas';
import type { AppContext } from '../../app-context';
import { ApiError } from '../../http/api-error';
import type { AppSocket, ConnectionHandler, SocketData } from '../../realtime/io';
import { requestLane, TOO_MANY_REQUESTS } from '../../realtime/request-lane';
import type { CrashBetsService } from './crash-bets.service';

/**
 * Requests one socket may have running or waiting: its bets and takes run one after another (a
 * double click is answered in order), and however many the budget lets through, the rest are
 * refused instead of queueing up work behind a slow database.
 */
const MAX_PENDING_PER_SOCKET = 4;

/**
 * The crash `newBet` and `take` events (SPEC §7). Who bets is the socket's session, set at the
 * handshake or by `identity`; the `apiToken` field of the payload is accepted and ignored. Every
 * request is answered on the same socket: `successBet`/`errorBet`, `successTake`/`errorTake`.
 */
export function crashBetsSocket(ctx: AppContext, bets: CrashBetsService): ConnectionHandler {
  /**
   * The refusal key of a failure; anything that is not an ApiError is a bug, logged. A player the
   * service found banned is signed out everywhere, as on the HTTP side (request-auth): every
   * socket of theirs, this one included, is disconnected.
   */
  function refusalKey(error: unknown, event: string, userId: number): ErrorKey {
    if (!(error instanceof ApiError)) {
      ctx.log.error({ err: error, event }, 'crash socket request failed');
      return 'app_api.internal';
    }
    if (error.key === 'user_api.banned') {
      ctx.services.sessions
        .revokeAll(userId)
        .catch((failure: unknown) => ctx.log.error({ err: failure, userId }, 'banned player sign-out failed'));
    }
    return error.key;
  }

  return (socket: AppSocket) => {
    const enqueue = requestLane(MAX_PENDING_PER_SOCKET, 'refuse-newest');
    const userIdOf = () => (socket.data as SocketData).userId;
    const answer = <E extends ServerEventName>(event: E, ...payload: ServerEventPayload<E>) =>
      ctx.emitter.toSocket(socket.id, event, ...payload);

    socket.on('newBet', (payload: unknown) => {
      const refuse = (message: ErrorKey) => answer('errorBet', { message });
      enqueue(
        async () => {
          const userId = userIdOf();
          if (userId === null) return refuse('user_api.unauthenticated');
          try {
            const parsed = newBetRequest.safeParse(payload);
            if (!parsed.success) return refuse('app_api.invalid_request');
            const bet = await bets.placeBet(userId, parsed.data);
            answer('successBet', { bet });
          } catch (error) {
            refuse(refusalKey(error, 'newBet', userId));
          }
        },
        () => refuse(TOO_MANY_REQUESTS),
      );
    });

    socket.on('take', (payload: unknown) => {
      const refuse = (message: ErrorKey) => answer('errorTake', { message });
      enqueue(
        async () => {
          const userId = userIdOf();
          if (userId === null) return refuse('user_api.unauthenticated');
          try {
            const parsed = takeRequest.safeParse(payload);
            if (!parsed.success) return refuse('app_api.invalid_request');
            const result = await bets.take(userId, parsed.data.id);
            if (result.payoutDeferredBy) {
              ctx.log.error({ err: result.payoutDeferredBy, betId: parsed.data.id }, 'crash take payout deferred');
            }
            answer('successTake', { bet: result.bet });
          } catch (error) {
            refuse(refusalKey(error, 'take', userId));
          }
        },
        () => refuse(TOO_MANY_REQUESTS),
      );
    });
  };
}
