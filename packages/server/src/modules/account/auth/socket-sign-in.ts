import type { SocketSignIn } from '../../../realtime/socket-identity';
import { hashToken, SESSION_COOKIE, type SessionService } from './session.service';

/**
 * The sockets' view of sign-in (realtime/socket-identity.ts): a banned user's token signs the
 * socket in as a guest, like an unknown one; the token's hash ties the socket to its session so a
 * revocation disconnects it.
 */
export function socketSignIn(sessions: SessionService): SocketSignIn {
  return {
    cookieName: SESSION_COOKIE,
    async sessionOf(token) {
      const user = await sessions.resolve(token);
      return token && user && !user.banned ? { tokenHash: hashToken(token), userId: user.id } : null;
    },
  };
}
