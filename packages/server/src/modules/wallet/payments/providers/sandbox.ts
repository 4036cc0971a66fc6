import { createHash } from 'node:crypto';

/*
 * The sandbox (PAYMENTS_SANDBOX) speaks every provider's real protocol offline. A provider it
 * stands in for — one none of whose credentials is set — signs and verifies with the fixed,
 * published `sandboxCredentials` of its registry entry, so a sandbox notification goes through
 * exactly the same signature check as a real one. A provider with credentials is never sandboxed
 * (issue 25): its real secrets never sign a sandbox notification, and the sandbox's never pass its
 * endpoint. The helpers below give sandbox payments and payouts stable, provider-shaped ids.
 */

/**
 * The external id of a payout the sandbox completes locally: derived from the idempotency key
 * only, so a retried job reports the very same payout.
 */
export function sandboxPayoutId(provider: string, idempotencyKey: string): string {
  const digest = createHash('sha256').update(`${provider}:${idempotencyKey}`, 'utf8').digest('hex');
  return `sandbox-${provider}-${digest.slice(0, 24)}`;
}

/**
 * A provider-style numeric payment id for a sandbox notification, derived from the order id and
 * the outcome: the same order paid twice in the sandbox is the same payment (a replay), and its
 * failure is a different one.
 */
export function sandboxPaymentNumber(orderId: number, outcome: 'paid' | 'failed', base: number): string {
  return String(base + orderId * 10 + (outcome === 'paid' ? 1 : 2));
}
