import { useSyncExternalStore } from 'react';
import { PROTOCOL_VERSION } from '@skinbet/shared/protocol';
import { onServerEvent } from './socket';

/**
 * Whether this page speaks the server's socket protocol. The server names its PROTOCOL_VERSION in
 * the `hello` of every connection; a page bundled with another one (the site was deployed while
 * it stayed open) would misread or drop events, so it asks the player to reload.
 */

/** True when the server's protocol is not the one this page was built with. */
export function isProtocolOutdated(serverProtocol: number, bundled: number = PROTOCOL_VERSION): boolean {
  return serverProtocol !== bundled;
}

let outdated = false;
const listeners = new Set<() => void>();

/**
 * Records the protocol a `hello` named. Each connection's `hello` decides afresh: a reconnection to
 * a server back on this page's version clears the notice.
 */
export function protocolAnnounced(serverProtocol: number): void {
  const next = isProtocolOutdated(serverProtocol);
  if (next === outdated) return;
  outdated = next;
  listeners.forEach((listener) => listener());
}

export function isPageOutdated(): boolean {
  return outdated;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Whether to show the reload notice; re-renders when a `hello` changes the answer. */
export function usePageOutdated(): boolean {
  return useSyncExternalStore(subscribe, isPageOutdated, isPageOutdated);
}

/**
 * Listens to `hello` for the life of the page. Called next to `startSocket`, before the socket
 * client has loaded, so the first `hello` is never missed. Returns the unsubscribe function.
 */
export function watchProtocolVersion(): () => void {
  return onServerEvent('hello', (hello) => protocolAnnounced(hello.protocol));
}
