import { clientEvents, type IdentityAck } from '@skinbet/shared/events';
import type { FastifyBaseLogger } from 'fastify';
import { userRoom } from './emitter';
import type { AppSocket, SocketData } from './io';
import { requestLane, TOO_MANY_REQUESTS } from './request-lane';
import type { SocketSession, SocketSessions } from './socket-sessions';

/** Acks an `identity`, when the client asked for an ack. */
export function answerIdentity(ack: unknown, answer: IdentityAck): void {
  if (typeof ack === 'function') (ack as (answer: IdentityAck) => void)(answer);
}

/**
 * How a socket's token becomes a session: the auth module provides it at composition (realtime
 * imports no module).
 */
export interface SocketSignIn {
  /** The session cookie a browser's handshake carries when it sends no `auth.token`. */
  cookieName: string;
  /** The token's session; null for no token, an unknown one, or a banned user (a guest: public events only). */
  sessionOf(token: string | undefined): Promise<SocketSession | null>;
}

/**
 * Who each socket is signed in as: from its handshake (session cookie or `auth.token`), then from
 * every `identity {apiToken}` (docs/api/socket-events.md "Connection and identity"). Each sign-in
 * is recorded in the socket index, so that revoking the session disconnects the socket
 * (socket-sessions.ts).
 */
export function socketIdentities(ctx: { signIn: SocketSignIn; log: FastifyBaseLogger }, index: SocketSessions) {
  const handshakes = new WeakMap<AppSocket, { session: SocketSession | null; ticket: number }>();
  const sessionFor = (token: string | undefined) => ctx.signIn.sessionOf(token);

  /**
   * Records the socket as `session` (null: a guest) and moves it to that user's room. Nothing may
   * be awaited between the index and the rooms: a revocation in between would find the socket in
   * neither. False when the socket is gone or the session was revoked while it was looked up.
   */
  function signIn(socket: AppSocket, session: SocketSession | null, ticket: number): boolean {
    const data = socket.data as SocketData;
    if (!socket.connected) return false;
    const kept = index.signIn(socket, session, ticket);
    const userId = kept && session ? session.userId : null;
    if (data.userId !== null && data.userId !== userId) void socket.leave(userRoom(data.userId));
    data.userId = userId;
    if (userId !== null) void socket.join(userRoom(userId));
    return true;
  }

  /**
   * `identity {apiToken}` (docs/api/socket-events.md "Connection and identity"): switches the
   * socket to the account the token belongs to.
   */
  async function switchIdentity(socket: AppSocket, payload: unknown, ack: unknown): Promise<boolean> {
    const ticket = index.begin();
    let session: SocketSession | null = null;
    try {
      const parsed = clientEvents.identity.payload.safeParse(payload);
      session = parsed.success ? await sessionFor(parsed.data.apiToken) : null;
    } catch (error) {
      // A failed lookup signs the socket out rather than crashing the process.
      ctx.log.warn({ err: error }, 'socket identity lookup failed');
    }
    if (!signIn(socket, session, ticket)) return false;
    const userId = (socket.data as SocketData).userId;
    answerIdentity(ack, { ok: userId !== null, userId });
    return true;
  }

  return {
    /** The handshake's lookup (`io.use`): its result is applied once the socket is connected. */
    async authenticate(socket: AppSocket, token: string | undefined): Promise<void> {
      (socket.data as SocketData).userId = null;
      const ticket = index.begin();
      handshakes.set(socket, { session: await sessionFor(token), ticket });
    },

    /**
     * A new connection: signs it in with its handshake's session and listens to `identity`.
     * Identities are handled one at a time, in order; while one is being looked up, only the
     * newest of those sent after it waits (the last one sent is the one that holds), the others
     * are answered `too_many_requests` at once. `onSwitched` runs after each switch.
     */
    connect(socket: AppSocket, onSwitched: () => void): void {
      const handshake = handshakes.get(socket);
      handshakes.delete(socket);
      signIn(socket, handshake?.session ?? null, handshake?.ticket ?? index.begin());
      socket.on('disconnect', () => index.forget(socket));
      const identities = requestLane(2, 'replace-waiting');
      socket.on('identity', (payload, ack) =>
        identities(
          async () => {
            if (await switchIdentity(socket, payload, ack)) onSwitched();
          },
          () =>
            answerIdentity(ack, {
              ok: false,
              userId: (socket.data as SocketData).userId,
              message: TOO_MANY_REQUESTS,
            }),
        ),
      );
    },
  };
}
