import { useEffect } from 'react';
import { io, type Socket } from 'socket.io-client';
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
 * Payloads are checked against the shared schemas before any listener sees them.
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

let socket: Socket<ServerToClientEvents, ClientToServerEvents> | undefined;

function dispatch<E extends EventName>(event: E, payload: SocketEvents[E]): void {
  listeners[event].forEach((listener) => listener(payload));
}

function connect(): Socket<ServerToClientEvents, ClientToServerEvents> {
  const created: Socket<ServerToClientEvents, ClientToServerEvents> = io({ withCredentials: true });
  created.on('updateBalance', (payload) => {
    const parsed = updateBalancePayload.safeParse(payload);
    if (parsed.success) dispatch('updateBalance', parsed.data);
  });
  created.on('notification', (payload) => {
    const parsed = notificationPayload.safeParse(payload);
    if (parsed.success) dispatch('notification', parsed.data);
  });
  created.on('refreshPage', () => dispatch('refreshPage', undefined));
  return created;
}

/** Opens the connection once; later calls are no-ops. */
export function startSocket(): void {
  socket ??= connect();
}

/** Reconnects so the handshake picks up the new session cookie (after sign-in or sign-out). */
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
