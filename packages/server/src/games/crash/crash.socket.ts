import type { ErrorKey } from '@skinbet/shared/errors';
import { clientEvents, type ServerEventName, type ServerEventPayload } from '@skinbet/shared/events';
import type { FastifyBaseLogger } from 'fastify';
import { ApiError } from '../../http/api-error';
import type { SessionService } from '../../modules/account/auth/session.service';
import type { Emitter } from '../../realtime/emitter';
import type { AppSocket, ConnectionHandler, SocketData } from '../../realtime/io';
import { requestLane, TOO_MANY_REQUESTS } from '../../realtime/request-lane';
import type { CrashBetsService } from './crash-bets.service';

/**
 * Requests one socket may have running or waiting: its bets and takes run one after another (a
 * double click is answered in order), and however many the budget lets through, the rest are
 * refused instead of queueing up work behind a slow database.
 */
const MAX_PENDING_PER_SOCKET = 4;

/** A refusal's key and, when its text needs values, its params. */
type Refusal = ServerEventPayload<'errorBet'>[0];

/**
 * The crash `newBet` and `take` events (docs/api/socket-events.md "Client to server"). Who bets
 * is the socket's session, set at the handshake or by `identity`; the `apiToken` field of the
 * payload is accepted and ignored. Every request is answered on the same socket:
 * `successBet`/`errorBet`, `successTake`/`errorTake`.
 */
export function crashBetsSocket(deps: {
  bets: CrashBetsService;
  sessions: SessionService;
  emitter: Emitter;
  log: FastifyBaseLogger;
}): ConnectionHandler {
  const { bets, emitter, log } = deps;
  /**
   * The refusal of a failure (its key, and its params when the text needs any: a
   * responsible-gambling limit's `{left}`); anything that is not an ApiError is a bug, logged. A
   * banned player stays signed in (docs/product/overview.md "Accounts and sign-in"): the service's
   * own check answers `auth_api.banned`, like the HTTP side.
   */
  function refusalOf(error: unknown, event: string): Refusal {
    if (!(error instanceof ApiError)) {
      log.error({ err: error, event }, 'crash socket request failed');
      return { message: 'app_api.internal' };
    }
    return error.params ? { message: error.key, params: error.params } : { message: error.key };
  }

  return (socket: AppSocket) => {
    const enqueue = requestLane(MAX_PENDING_PER_SOCKET, 'refuse-newest');
    const userIdOf = () => (socket.data as SocketData).userId;
    const answer = <E extends ServerEventName>(event: E, ...payload: ServerEventPayload<E>) =>
      emitter.toSocket(socket.id, event, ...payload);

    socket.on('newBet', (payload: unknown) => {
      const refuse = (refusal: ErrorKey | Refusal) =>
        answer('errorBet', typeof refusal === 'string' ? { message: refusal } : refusal);
      enqueue(
        async () => {
          const userId = userIdOf();
          if (userId === null) return refuse('user_api.unauthenticated');
          try {
            const parsed = clientEvents.newBet.payload.safeParse(payload);
            if (!parsed.success) return refuse('app_api.invalid_request');
            const bet = await bets.placeBet(userId, parsed.data);
            answer('successBet', { bet });
          } catch (error) {
            refuse(refusalOf(error, 'newBet'));
          }
        },
        () => refuse(TOO_MANY_REQUESTS),
      );
    });

    socket.on('take', (payload: unknown) => {
      const refuse = (refusal: ErrorKey | Refusal) =>
        answer('errorTake', typeof refusal === 'string' ? { message: refusal } : refusal);
      enqueue(
        async () => {
          const userId = userIdOf();
          if (userId === null) return refuse('user_api.unauthenticated');
          try {
            const parsed = clientEvents.take.payload.safeParse(payload);
            if (!parsed.success) return refuse('app_api.invalid_request');
            const result = await bets.take(userId, parsed.data.id);
            if (result.payoutDeferredBy) {
              log.error({ err: result.payoutDeferredBy, betId: parsed.data.id }, 'crash take payout deferred');
            }
            answer('successTake', { bet: result.bet });
          } catch (error) {
            refuse(refusalOf(error, 'take'));
          }
        },
        () => refuse(TOO_MANY_REQUESTS),
      );
    });
  };
}
