import { useSyncExternalStore } from 'react';
import { ApiFailure } from '../../../lib/api-client';

/** The server's answer to a console call from a session without a recent step-up (docs/api/errors.md). */
export const TWO_FACTOR_REQUIRED_KEY = 'admin_api.two_factor_required';

/**
 * Whether a console call was refused for want of a two-factor step-up. The console shows the
 * security feature's gate instead of the page while it is set; passing the gate clears it and
 * the page's calls run again. A module-level flag, because any call of any area may trip it.
 */
let required = false;
const listeners = new Set<() => void>();

function publish(next: boolean): void {
  if (required === next) return;
  required = next;
  listeners.forEach((listener) => listener());
}

export function isTwoFactorRefusal(error: unknown): boolean {
  return error instanceof ApiFailure && error.status === 403 && error.key === TWO_FACTOR_REQUIRED_KEY;
}

/** Called by the console's api hooks with every failure: a step-up refusal raises the gate. */
export function noteAdminFailure(error: unknown): void {
  if (isTwoFactorRefusal(error)) publish(true);
}

/** The gate was passed (a code proved): the console shows its pages again. */
export function clearTwoFactorGate(): void {
  publish(false);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const read = () => required;

/** True while the console must show the two-factor gate because a call was refused. */
export function useTwoFactorRefused(): boolean {
  return useSyncExternalStore(subscribe, read, read);
}
