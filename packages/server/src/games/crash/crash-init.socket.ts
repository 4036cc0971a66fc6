import type { FastifyBaseLogger } from 'fastify';
import type { ConnectionHandler } from '../../realtime/io';
import type { CrashRounds } from './crash.rounds.service';

/**
 * `crashInit` for every socket once it has been greeted, and again whenever it asks with
 * `getGame` (docs/api/socket-events.md "Client to server", e.g. after a reconnect). The
 * snapshot is public: the same for every user.
 */
export function crashInitSocket(rounds: CrashRounds, log: FastifyBaseLogger): ConnectionHandler {
  const send = (socketId: string) =>
    rounds.sendInit(socketId).catch((error: unknown) => log.warn({ err: error }, 'crashInit snapshot failed'));
  return (socket, greeted) => {
    socket.on('getGame', () => void send(socket.id));
    void greeted.then(() => send(socket.id));
  };
}
