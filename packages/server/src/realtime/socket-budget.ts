import type { FastifyBaseLogger } from 'fastify';
import type { ClientToServerEvents } from '@skinbet/shared/events';
import type { Emitter } from './emitter';
import type { AppSocket, SocketData } from './io';
import { TOO_MANY_REQUESTS } from './request-lane';
import { answerIdentity } from './socket-identity';

/** Milliseconds since the epoch; tests pass a clock they move. */
export type Clock = () => number;

/**
 * Each socket's budget of client events (docs/architecture/security.md "Rate limits"). Buckets
 * start full and refill continuously. `identity` has a bucket of its own because each one costs a
 * session lookup; every other event, known or not, shares the second. Events over budget are
 * answered (or dropped) at no cost, but each one spends the socket's patience; a socket out of
 * patience is disconnected.
 */
export const SOCKET_BUDGET = {
  /** A sign-in, a sign-out, a switch: a few at once, then one a second. */
  identity: { burst: 5, perSecond: 1 },
  /** Bets, takes, snapshot requests: a player's clicks with room to spare. */
  other: { burst: 20, perSecond: 10 },
  /** Events over budget before the socket is disconnected, forgiven at this rate. */
  patience: { burst: 30, perSecond: 3 },
} as const;

export type BudgetVerdict = 'allowed' | 'over-budget' | 'flooding';

/** A token bucket that starts full; `take` spends a token if there is one. */
export class TokenBucket {
  private tokens: number;
  private at: number;

  constructor(
    private readonly limits: { burst: number; perSecond: number },
    private readonly now: Clock,
  ) {
    this.tokens = limits.burst;
    this.at = now();
  }

  take(): boolean {
    const now = this.now();
    // A clock that went back refills nothing.
    if (now > this.at) {
      this.tokens = Math.min(this.limits.burst, this.tokens + ((now - this.at) * this.limits.perSecond) / 1000);
      this.at = now;
    }
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}

/**
 * One socket's budget: what to do with its next event, decided before anything of the event is
 * read. Buckets are made on first use: a viewer that never sends anything costs nothing.
 */
export function socketBudget(now: Clock): (event: string) => BudgetVerdict {
  let identity: TokenBucket | undefined;
  let other: TokenBucket | undefined;
  let patience: TokenBucket | undefined;
  return (event) => {
    const bucket =
      event === ('identity' satisfies keyof ClientToServerEvents)
        ? (identity ??= new TokenBucket(SOCKET_BUDGET.identity, now))
        : (other ??= new TokenBucket(SOCKET_BUDGET.other, now));
    if (bucket.take()) return 'allowed';
    patience ??= new TokenBucket(SOCKET_BUDGET.patience, now);
    return patience.take() ? 'over-budget' : 'flooding';
  };
}

/**
 * How each client event is told that it was over budget; an event that expects no answer is
 * dropped. Every client event of the protocol must say which (the type enforces it).
 */
const OVER_BUDGET_ANSWERS: {
  [E in keyof ClientToServerEvents]: (socket: AppSocket, emitter: Emitter, ack: unknown) => void;
} = {
  // The socket stays who it was.
  identity: (socket, _emitter, ack) =>
    answerIdentity(ack, { ok: false, userId: (socket.data as SocketData).userId, message: TOO_MANY_REQUESTS }),
  newBet: (socket, emitter) => emitter.toConnectedSocket(socket, 'errorBet', { message: TOO_MANY_REQUESTS }),
  take: (socket, emitter) => emitter.toConnectedSocket(socket, 'errorTake', { message: TOO_MANY_REQUESTS }),
  // Asks for a fresh `crashInit`: the live events keep coming, and the next ask within budget is served.
  getGame: () => undefined,
};

/**
 * Puts every event the socket receives through its budget (`socket.use` runs before any listener,
 * for known and unknown events alike). Nothing is awaited, parsed or looked up on the way: an
 * event over budget costs a comparison and, at most, a short answer from this node.
 */
export function guardWithBudget(socket: AppSocket, deps: { now: Clock; emitter: Emitter; log: FastifyBaseLogger }) {
  const verdictOf = socketBudget(deps.now);
  socket.use((packet, next) => {
    const event = packet[0];
    const verdict = verdictOf(event);
    if (verdict === 'allowed') return next();
    if (!socket.connected) return;
    if (verdict === 'flooding') {
      deps.log.warn(
        { socketId: socket.id, userId: (socket.data as SocketData).userId, address: socket.handshake.address },
        'socket disconnected for flooding',
      );
      socket.disconnect(true);
      return;
    }
    const answer = Object.hasOwn(OVER_BUDGET_ANSWERS, event)
      ? OVER_BUDGET_ANSWERS[event as keyof ClientToServerEvents]
      : undefined;
    // Socket.IO appends the ack callback as the packet's last element when the client asked for one.
    answer?.(socket, deps.emitter, packet.at(-1));
  });
}
