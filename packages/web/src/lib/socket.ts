import { useEffect } from 'react';
import type { Socket } from 'socket.io-client';
import {
  notificationPayload,
  updateBalancePayload,
  type ClientToServerEvents,
  type NotificationPayload,
  type ServerToClientEvents,
  type UpdateBalancePayload,
} from '@skinbet/shared/events';

/**
 * The one Socket.IO connection of the page, to the same origin. The server authenticates it at
 * the handshake from the session cookie, so it reconnects after every sign-in and sign-out.
 * Payloads are checked against the shared schemas before any listener sees them. The client
 * library is loaded after the first render (a dynamic import), keeping it out of the first load.
 */
export interface SocketEvents {
  updateBalance: UpdateBalancePayload;
  notification: NotificationPayload;
  refreshPage: undefined;
}
type EventName = keyof SocketEvents;
type Listener<E extends EventName> = (payload: SocketEvents[E]) => void;

const listeners: { [E in EventName]: Set<Listener<E>> } = {
  updateBalance: new Set(),
  notification: new Set(),
  refreshPage: new Set(),
};

type AppSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
let socket: AppSocket | undefined;
let connecting: Promise<void> | undefined;

function dispatch<E extends EventName>(event: E, payload: SocketEvents[E]): void {
  listeners[event].forEach((listener) => listener(payload));
}

async function connect(): Promise<void> {
  const { io } = await import('socket.io-client');
  const created: AppSocket = io({ withCredentials: true });
  created.on('updateBalance', (payload) => {
    const parsed = updateBalancePayload.safeParse(payload);
    if (parsed.success) dispatch('updateBalance', parsed.data);
  });
  created.on('notification', (payload) => {
    const parsed = notificationPayload.safeParse(payload);
    if (parsed.success) dispatch('notification', parsed.data);
  });
  created.on('refreshPage', () => dispatch('refreshPage', undefined));
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

/** Subscribes to one validated server event; returns the unsubscribe function. */
export function onServerEvent<E extends EventName>(event: E, listener: Listener<E>): () => void {
  const set = listeners[event] as Set<Listener<E>>;
  set.add(listener);
  return () => {
    set.delete(listener);
  };
}

/** React form of onServerEvent; pass a stable listener (module function or useCallback). */
export function useServerEvent<E extends EventName>(event: E, listener: Listener<E>): void {
  useEffect(() => onServerEvent(event, listener), [event, listener]);
}
