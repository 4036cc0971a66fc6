import http from 'node:http';
import { Server } from 'socket.io';
import { stampedAt, type ReferenceCommand, type ReferenceReport, type ScheduledMessage } from '../lib/fanout/protocol';

/**
 * The yardstick for broadcasts: a bare Socket.IO 4 server with default options on a plain Node
 * HTTP server — no database, no authentication middleware, no rooms. It sends nothing by itself;
 * the bench hands it the stream our server broadcast during a measured window and it sends the
 * same events with the same payloads to every socket at the same times relative to its own
 * window. A payload's send time (`serverTime`, or a chat message's `time`) is set to the moment of
 * sending, as our server does.
 *
 * Environment: PORT. Commands over IPC (lib/fanout-protocol.ts); `GET /healthz` answers 200.
 */
const port = Number(process.env.PORT);
if (!Number.isInteger(port) || port <= 0 || !process.send) {
  console.error('bare-socketio: PORT and an IPC channel are required');
  process.exit(2);
}

const httpServer = http.createServer((request, response) => {
  const found = request.url === '/healthz';
  response.writeHead(found ? 200 : 404, { 'content-type': 'application/json' });
  response.end(found ? '{"status":"ok"}' : '{}');
});
const io = new Server(httpServer, { serveClient: false });

function report(message: ReferenceReport): void {
  process.send!(message);
}

function withSendTime(args: unknown[]): unknown[] {
  const [payload, ...rest] = args;
  return [stampedAt(payload, Date.now()), ...rest];
}

/** Sends each message at `startAt + offsetMs`, in order; several due at once go out back to back. */
function replay(startAt: number, messages: ScheduledMessage[]): void {
  let index = 0;
  let maxLateMs = 0;
  const sendDue = () => {
    while (index < messages.length) {
      const message = messages[index]!;
      const due = startAt + message.offsetMs;
      const wait = due - Date.now();
      if (wait > 0) {
        setTimeout(sendDue, wait);
        return;
      }
      maxLateMs = Math.max(maxLateMs, -wait);
      io.emit(message.event, ...withSendTime(message.args));
      index++;
    }
    report({ type: 'replayed', sent: messages.length, sockets: io.engine.clientsCount, maxLateMs });
  };
  sendDue();
}

process.on('message', (command: ReferenceCommand) => {
  if (command.type === 'replay') replay(command.startAt, command.messages);
  else report({ type: 'error', message: `unknown command ${JSON.stringify(command)}` });
});

httpServer.listen(port, '127.0.0.1', () => report({ type: 'ready' }));

const shutdown = () => {
  io.close();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
process.on('disconnect', shutdown);
