import type { FastifyBaseLogger } from 'fastify';
import type { Emitter } from '../../../realtime/emitter';
import type { ConnectionHandler } from '../../../realtime/io';
import { batchedSnapshot } from '../../../realtime/snapshot-batch';
import type { ChatOnline } from './chat-online';
import type { ChatService } from './chat.service';

/**
 * The chat side of every socket (docs/api/socket-events.md "Server to client"): once greeted it gets
 * `loadChat` (the history), `quizInit` (the open question, without its answer) and `online` — from
 * one read shared by every socket that connected within a few tens of milliseconds — and it counts
 * in `online` from connect to disconnect, under whichever user its latest `identity` names.
 */
export function chatSocket(deps: {
  chat: ChatService;
  online: ChatOnline;
  emitter: Emitter;
  log: FastifyBaseLogger;
}): ConnectionHandler {
  const { chat, online, emitter } = deps;
  const sendSnapshot = batchedSnapshot(
    () => chat.snapshot(),
    (socketIds, { messages, quiz }) => {
      // Sent the moment the read is back, with no await in between: only a message stored while
      // the history was being read can reach a joining socket just before its `loadChat`.
      for (const id of socketIds) {
        emitter.toSocket(id, 'loadChat', { messages });
        emitter.toSocket(id, 'quizInit', quiz);
        online.greet(id);
      }
    },
  );

  return (socket, greeted, onIdentity) => {
    online.add(socket);
    onIdentity(() => online.changed());
    socket.on('disconnect', () => online.remove(socket));
    void greeted
      .then(() => sendSnapshot(socket.id))
      .catch((error: unknown) => deps.log.warn({ err: error }, 'chat snapshot failed'));
  };
}
