import { useSyncExternalStore } from 'react';

/**
 * Where the notice stack renders: the page, or the topmost open modal. A modal opened with
 * `showModal()` sits in the browser's top layer, above any z-index, so a notice raised while one is
 * open (a deposit refused by the player's deposit limit) would sit under it, unseen; rendered inside
 * the dialog it shows above it and its × stays clickable (the rest of the page is inert then).
 */
const hosts: HTMLElement[] = [];
const listeners = new Set<() => void>();

function changed(): void {
  for (const listener of listeners) listener();
}

/** An open modal offers itself as the notices' host; the returned function withdraws it. */
export function offerNoticeHost(element: HTMLElement): () => void {
  hosts.push(element);
  changed();
  return () => {
    const index = hosts.lastIndexOf(element);
    if (index >= 0) hosts.splice(index, 1);
    changed();
  };
}

/** The topmost open modal, or null when the stack renders in the page. */
export function useNoticeHost(): HTMLElement | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => hosts.at(-1) ?? null,
    () => null,
  );
}
