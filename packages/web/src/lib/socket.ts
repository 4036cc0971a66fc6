import { useEffect, useSyncExternalStore } from 'react';
import type { Socket } from 'socket.io-client';
import type { z } from 'zod';
import type { ClientToServerEvents, ServerEventName, ServerToClientEvents, serverEvents } from '@skinbet/shared/events';

/**
 * The one Socket.IO connection of the page, to the same origin. The server authenticates it at
 * the handshake from the session cookie, so it reconnects after every sign-in and sign-out.
 * Payloads are checked against the shared registry's schemas (`serverEvents`) before any listener
 * sees them. The client library and the registry (every game's payload schemas) are loaded after
 * the first render (dynamic imports, before the connection opens), keeping them out of the first
 * load.
 */

type Registry = typeof serverEvents;

/** The validated payload of each server event (`undefined` for events without one). */
export type SocketEvents = {
  [E in ServerEventName]: Registry[E] extends z.ZodType ? z.infer<Registry[E]> : undefined;
};

/**
 * Some server events as one tagged union, `{ type, payload }` per event: what a feature's
 * reducer takes (`SocketEventOf<'crashStart' | 'crashEnd'>`).
 */
export type SocketEventOf<E extends ServerEventName> = { [Name in E]: { type: Name; payload: SocketEvents[Name] } }[E];
type EventName = ServerEventName;
type Listener<E extends EventName> = (payload: SocketEvents[E]) => void;

/** Listeners by event, each set made when the first listener of its event subscribes. */
const listeners = new Map<EventName, Set<Listener<EventName>>>();
/** The shared registry, once loaded (`loadServerEvents`): events are dispatched only after it. */
let registry: Registry | undefined;
const connectListeners = new Set<() => void>();
const statusListeners = new Set<() => void>();

type AppSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
/** The event-name-agnostic view of the socket used to register the registry's handlers in one loop. */
type LooseSocket = { on: (event: string, handler: (payload?: unknown) => void) => void };
let socket: AppSocket | undefined;
let connecting: Promise<void> | undefined;

function listenersOf<E extends EventName>(event: E): Set<Listener<E>> {
  let set = listeners.get(event);
  if (!set) listeners.set(event, (set = new Set()));
  return set as Set<Listener<E>>;
}

function dispatch<E extends EventName>(event: E, payload: SocketEvents[E]): void {
  listeners.get(event)?.forEach((listener) => listener(payload));
}

/** Loads the registry of server events and their payload schemas (once; exported for the tests). */
export async function loadServerEvents(): Promise<Registry> {
  registry ??= (await import('@skinbet/shared/events')).serverEvents;
  return registry;
}

/**
 * What the page does with each incoming event (exported for the tests). The socket listens only
 * once the registry is loaded; without it an event could not be checked, so it is dropped.
 */
export function receive(event: EventName, payload: unknown): void {
  if (!registry) return console.warn(`socket: ${event} arrived before the event registry`);
  const schema: z.ZodType | null = registry[event];
  if (!schema) return dispatch(event, undefined as SocketEvents[typeof event]);
  const parsed = schema.safeParse(payload);
  // A payload that breaks the contract is dropped: a listener never sees unchecked data.
  if (parsed.success) dispatch(event, parsed.data as SocketEvents[typeof event]);
  else console.warn(`socket: ${event} payload refused`, parsed.error);
}

async function connect(): Promise<void> {
  const [{ io }, events] = await Promise.all([import('socket.io-client'), loadServerEvents()]);
  const created: AppSocket = io({ withCredentials: true });
  const loose = created as unknown as LooseSocket;
  for (const event of Object.keys(events) as EventName[]) loose.on(event, (payload) => receive(event, payload));
  // Fires on the first connection and on every reconnection: listeners re-ask for snapshots.
  created.on('connect', () => {
    statusListeners.forEach((listener) => listener());
    connectListeners.forEach((listener) => listener());
  });
  created.on('disconnect', () => statusListeners.forEach((listener) => listener()));
  socket = created;
}

/** Opens the connection once; later calls are no-ops. */
export function startSocket(): void {
  connecting ??= connect().catch((error: unknown) => console.error('socket client failed to load', error));
}

/**
 * Reconnects so the handshake picks up the new session cookie (after sign-in or sign-out). A
 * connection still being set up will read the new cookie by itself.
 */
export function reconnectSocket(): void {
  if (!socket) return startSocket();
  socket.disconnect();
  socket.connect();
}

/** True while the socket is connected. */
export function isSocketConnected(): boolean {
  return socket?.connected === true;
}

function subscribeStatus(listener: () => void): () => void {
  statusListeners.add(listener);
  return () => {
    statusListeners.delete(listener);
  };
}

/** Whether the socket is connected now; re-renders on connect and disconnect. */
export function useSocketConnected(): boolean {
  return useSyncExternalStore(subscribeStatus, isSocketConnected, () => false);
}

/**
 * Sends a client event. Returns false (and sends nothing) while the socket is not connected:
 * Socket.IO would otherwise buffer the message and deliver it whenever the connection returns,
 * long after the player stopped expecting an answer.
 */
export function emitToServer<E extends keyof ClientToServerEvents>(
  event: E,
  ...args: Parameters<ClientToServerEvents[E]>
): boolean {
  if (!socket?.connected) return false;
  socket.emit(event, ...args);
  return true;
}

/**
 * Runs `listener` on every (re)connection, and at once if the socket is already connected: the
 * place to ask the server for a fresh snapshot. Returns the unsubscribe function.
 */
export function onSocketConnect(listener: () => void): () => void {
  connectListeners.add(listener);
  if (isSocketConnected()) listener();
  return () => {
    connectListeners.delete(listener);
  };
}

/** Subscribes to one validated server event; returns the unsubscribe function. */
export function onServerEvent<E extends EventName>(event: E, listener: Listener<E>): () => void {
  const set = listenersOf(event);
  set.add(listener);
  return () => {
    set.delete(listener);
  };
}

/** React form of onServerEvent; pass a stable listener (module function or useCallback). */
export function useServerEvent<E extends EventName>(event: E, listener: Listener<E>): void {
  useEffect(() => onServerEvent(event, listener), [event, listener]);
}
