import type { Server, Socket } from 'socket.io';
import type {
  ClientToServerEvents,
  ServerEventName,
  ServerEventPayload,
  ServerToClientEvents,
} from '@skinbet/shared/events';

export type SocketServer = Server<ClientToServerEvents, ServerToClientEvents>;

/** Broadcasts whose payload is one list (the key named here), which `toAllCoalesced` concatenates. */
const coalescedLists = { newBets: 'bets' } as const;
type CoalescedEvent = keyof typeof coalescedLists;
type CoalescedItem<E extends CoalescedEvent> = ServerEventPayload<E>[0][(typeof coalescedLists)[E]][number];

/**
 * How long a coalesced broadcast gathers. A bet storm places hundreds of bets a second, and one
 * broadcast per bet to every socket was a quarter of the server's busy time (bench/README
 * "bet-storm"); clients wait for these events anyway, so 40 ms is not noticed.
 */
export const COALESCE_MS = 40;

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
  /**
   * Emits held back behind an open coalesced broadcast, in the order they were asked for: the
   * broadcast itself (its list still growing) and the answers to single sockets or users that
   * came after it. Empty when nothing is being gathered.
   */
  private queue: Array<() => void> = [];
  /** The lists still growing, by event; each is already in `queue` at its first item's place. */
  private open = new Map<CoalescedEvent, unknown[]>();
  private timer: NodeJS.Timeout | undefined;

  attach(io: SocketServer): void {
    this.io = io;
  }

  /** On shutdown: every later emit is dropped (its sockets are closing, and so is the adapter). */
  detach(): void {
    this.drop();
    this.io = undefined;
  }

  /**
   * A broadcast of list items gathered for COALESCE_MS into one emit (`newBets` of every bet placed
   * meanwhile, in the order given). Order is kept as if each had been sent at once, except that
   * the items of a window go out together at its first item's place: answers to one socket or user
   * asked for later (the bettor's `successBet`) wait behind it, and any other broadcast first sends
   * what is pending — so a client never hears a round's `newBets` after that round's
   * `clearBets`/`crashStartTimer`, nor a bet after its own `successBet`.
   */
  toAllCoalesced<E extends CoalescedEvent>(event: E, items: ReadonlyArray<CoalescedItem<E>>): void {
    const io = this.io;
    if (!io || items.length === 0) return;
    let list = this.open.get(event);
    if (!list) {
      const gathered: unknown[] = [];
      list = gathered;
      this.open.set(event, gathered);
      const key = coalescedLists[event];
      this.queue.push(() => io.emit(event, ...([{ [key]: gathered }] as unknown as ServerEventPayload<E>)));
    }
    list.push(...items);
    this.timer ??= setTimeout(() => this.flush(), COALESCE_MS);
  }

  /** Sends everything gathered so far, in order (each other emit does this first). */
  flush(): void {
    if (this.queue.length === 0) return;
    const queued = this.queue;
    this.drop();
    for (const emit of queued) emit();
  }

  private drop(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.queue = [];
    this.open.clear();
  }

  /** Now, or behind a coalesced broadcast still gathering (see `toAllCoalesced`). */
  private soon(emit: () => void): void {
    if (this.queue.length > 0) this.queue.push(emit);
    else emit();
  }

  toUser<E extends ServerEventName>(userId: number, event: E, ...payload: ServerEventPayload<E>): void {
    const io = this.io;
    if (io) this.soon(() => io.to(userRoom(userId)).emit(event, ...payload));
  }

  /** One socket only (an answer or a snapshot), by id: with the Redis adapter, on whichever node. */
  toSocket<E extends ServerEventName>(socketId: string, event: E, ...payload: ServerEventPayload<E>): void {
    const io = this.io;
    if (io) this.soon(() => io.to(socketId).emit(event, ...payload));
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
    if (!this.io) return;
    this.flush();
    socket.emit(event, ...payload);
  }

  toAll<E extends ServerEventName>(event: E, ...payload: ServerEventPayload<E>): void {
    this.flush();
    this.io?.emit(event, ...payload);
  }

  /**
   * The sockets connected to this node only. For a value every node works out for itself (the
   * chat's `online` count): each node tells its own sockets, instead of N nodes each sending N
   * copies through the adapter.
   */
  toLocal<E extends ServerEventName>(event: E, ...payload: ServerEventPayload<E>): void {
    this.flush();
    this.io?.local.emit(event, ...payload);
  }
}
