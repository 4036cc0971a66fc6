import type { FastifyBaseLogger } from 'fastify';
import type { ConnectionHandler } from '../../../realtime/io';
import type { JackpotBonusService } from './jackpot-bonus.service';

/**
 * `jackpot-bonus.init` for every socket once it has been greeted
 * (docs/api/socket-events.md "Server to client"): the pot, the period, the last winners.
 */
export function jackpotBonusInitSocket(bonus: JackpotBonusService, log: FastifyBaseLogger): ConnectionHandler {
  return (socket, greeted) => {
    void greeted
      .then(() => bonus.sendInit(socket.id))
      .catch((error: unknown) => log.warn({ err: error }, 'jackpot-bonus.init snapshot failed'));
  };
}
