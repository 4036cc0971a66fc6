import type { Server, Socket } from 'socket.io';
import type {
  ClientToServerEvents,
  ServerEventName,
  ServerEventPayload,
  ServerToClientEvents,
} from '@skinbet/shared/events';

export type SocketServer = Server<ClientToServerEvents, ServerToClientEvents>;

/** The room every socket of a signed-in user joins, on whichever node it is connected to. */
export const userRoom = (userId: number) => `user:${userId}`;

/**
 * The one place that emits (STYLE). Services queue emits with `afterCommit`, so a client never
 * hears of a change that was rolled back. Across nodes the Redis adapter carries the emit.
 * Every method is typed from the shared registry (`serverEvents`): an event it does not name, or
 * a payload its schema does not describe, does not compile.
 */
export class Emitter {
  private io: SocketServer | undefined;

  attach(io: SocketServer): void {
    this.io = io;
  }

  /** On shutdown: every later emit is dropped (its sockets are closing, and so is the adapter). */
  detach(): void {
    this.io = undefined;
  }

  toUser<E extends ServerEventName>(userId: number, event: E, ...payload: ServerEventPayload<E>): void {
    this.io?.to(userRoom(userId)).emit(event, ...payload);
  }

  /** One socket only (an answer or a snapshot), by id: with the Redis adapter, on whichever node. */
  toSocket<E extends ServerEventName>(socketId: string, event: E, ...payload: ServerEventPayload<E>): void {
    this.io?.to(socketId).emit(event, ...payload);
  }

  /**
   * A socket connected to this node, straight away and through no adapter: for an answer decided
   * before any work was done (an event over the socket's budget), which must stay as cheap as that.
   */
  toConnectedSocket<E extends ServerEventName>(
    socket: Socket<ClientToServerEvents, ServerToClientEvents>,
    event: E,
    ...payload: ServerEventPayload<E>
  ): void {
    if (this.io) socket.emit(event, ...payload);
  }

  toAll<E extends ServerEventName>(event: E, ...payload: ServerEventPayload<E>): void {
    this.io?.emit(event, ...payload);
  }

  /**
   * The sockets connected to this node only. For a value every node works out for itself (the
   * chat's `online` count): each node tells its own sockets, instead of N nodes each sending N
   * copies through the adapter.
   */
  toLocal<E extends ServerEventName>(event: E, ...payload: ServerEventPayload<E>): void {
    this.io?.local.emit(event, ...payload);
  }
}
