/** The keys of a withdrawal's transfers and jobs: one movement each, ever (UNIQUE in the ledger and the queue). */
export const withdrawalKeys = (id: number) => ({
  hold: `withdrawal:${id}:hold`,
  release: `withdrawal:${id}:release`,
  /** The payout job's key, and the provider's idempotency key for every attempt at it. */
  payout: `withdrawal:${id}:payout`,
  tax: `withdrawal:${id}:tax`,
  reference: `withdrawal:${id}`,
});

/** The payout job's queue (platform/jobs; its handler is withdrawal-payout.ts). */
export const WITHDRAWAL_PAYOUT_QUEUE = 'withdrawal.payout';

/** Payout attempts before the job fails for good and the withdrawal waits for an operator. */
export const PAYOUT_MAX_ATTEMPTS = 8;

/** What the provider is asked to send: fixed at approval, so every attempt asks for the very same payout. */
export interface PayoutQuote {
  amount: string;
  currency: string;
}

/** The job that pays an approved money withdrawal. */
export interface PayoutJobPayload {
  withdrawalId: number;
  quote?: PayoutQuote;
  /** Status re-checks after the provider answered `pending` so far (absent on the first job). */
  check?: number;
}
