import type { SocketSignIn } from '../../../realtime/socket-identity';
import { hashToken, SESSION_COOKIE, type SessionService } from './session.service';

/**
 * The sockets' view of sign-in (realtime/socket-identity.ts): the token's hash ties the socket to
 * its session so a revocation disconnects it. A banned player's socket is signed in as they are
 * (they still get their own notices): a ban drops their sockets once, and each stake they send over
 * one is refused by the game's own check (`auth_api.banned`, docs/product/overview.md "Accounts and sign-in").
 */
export function socketSignIn(sessions: SessionService): SocketSignIn {
  return {
    cookieName: SESSION_COOKIE,
    async sessionOf(token) {
      const user = await sessions.resolve(token);
      return token && user ? { tokenHash: hashToken(token), userId: user.id } : null;
    },
  };
}
