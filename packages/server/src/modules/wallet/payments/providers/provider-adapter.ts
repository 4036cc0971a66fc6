import type { GatewayProvider } from '@skinbet/shared/payment-providers';
import type { PaymentHandoff } from '@skinbet/shared/schemas/payments.schemas';

/**
 * One payment provider behind one interface (issue 15), made by its entry in the provider registry
 * (provider-registry.ts). An adapter knows its provider's protocol exactly — signatures, field
 * names, what it must answer — and nothing of our database: the payments module owns orders,
 * credits and deduplication.
 */

/** The order as the adapter needs it to ask the provider for the money. */
export interface OrderForProvider {
  id: number;
  /** The method code (shared/wallet DEPOSIT_METHODS): picks Free-Kassa's payment system, NOWPayments' coin. */
  method: string;
  /** What to collect, a decimal string in `currency` (fiat at the order's rate; site units for NOWPayments). */
  amount: string;
  currency: string;
  /** Site-currency amount and code (NOWPayments prices in it). */
  siteAmount: string;
  siteCurrency: string;
  /** Where the provider sends the player back, and where notifications go. */
  returnUrl: string;
  notifyUrl: string;
}

/** A notification as it arrived: the parsed body (form fields or JSON) and the headers. */
export interface IncomingNotification {
  body: Record<string, unknown>;
  headers: Record<string, string | string[] | undefined>;
}

/** What a verified notification says; the notification pipeline (payment-notify.service.ts) checks it against the order. */
export type NotificationVerdict =
  | {
      ok: true;
      orderId: number;
      /** The provider's id of the payment: the deduplication key. */
      paymentId: string;
      /**
       * Amount and currency as the provider states them, to compare with the order's `amount` and
       * `currency` (decimal strings: compare with `sameAmount` from provider-amounts.ts, never as
       * text — Free-Kassa may send `900` for `900.00`). `currency` is null where the protocol does
       * not state it: Free-Kassa's notification has no currency field — the currency is bound by
       * the payment form's signature `s`, which covers it, so the payer cannot change it.
       */
      amount: string;
      currency: string | null;
      /** `paid`: credit it; `review`: an operator decides (NOWPayments `partially_paid`); `failed`; `ignore`: not final yet. */
      status: 'paid' | 'review' | 'failed' | 'ignore';
      detail?: string;
    }
  | { ok: false; reason: string };

/** What the endpoint answers: the body and content type the provider's protocol expects. */
export interface ProviderReply {
  status: number;
  contentType: string;
  body: string;
}

/** A payout request (approved money withdrawal); `idempotencyKey` is the job key. */
export interface PayoutRequest {
  withdrawalId: number;
  idempotencyKey: string;
  /** Net amount in site cents and in the payout currency. */
  netCents: number;
  amount: string;
  currency: string;
  /** Withdraw system code (shared/wallet WITHDRAW_SYSTEMS) and the normalised wallet. */
  system: string;
  wallet: string;
}

export type PayoutResult = { status: 'completed'; externalId: string } | { status: 'pending'; externalId: string };

/** A pending payout as the provider reports it later (`payoutStatus`). */
export type PayoutStatus = PayoutResult | { status: 'failed'; externalId: string; detail: string };

/**
 * A payout the provider did not take. `permanent`: retrying cannot help (no payout credentials,
 * a system the provider cannot pay, the provider refused the request) — the withdrawal should be
 * cancelled and its money released; otherwise (network, provider 5xx) the job retries, and the
 * retry is safe because every payout call is idempotent on the request's `idempotencyKey`.
 */
export class PayoutError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
    this.name = 'PayoutError';
  }
}

export interface PaymentProviderAdapter {
  readonly name: GatewayProvider;
  /** Credentials configured (or the sandbox on): shown as available. */
  readonly available: boolean;
  /**
   * The sandbox stands in for this provider (issue 25): only while the sandbox is on and none of
   * its credentials is set, with the published sandbox secrets (sandbox.ts). A provider with
   * credentials is never sandboxed, so its real secrets never sign a sandbox notification.
   */
  readonly sandboxed: boolean;
  /** How `/payments/{id}` leaves for the provider (redirect or signed form). May call the provider's API. */
  handoff(order: OrderForProvider): Promise<PaymentHandoff>;
  /** Checks the signature (constant time) and reads the notification; never throws for bad input. */
  verify(notification: IncomingNotification): NotificationVerdict;
  /** The answer the provider's protocol expects for an accepted (or replayed) notification. */
  acknowledge(): ProviderReply;
  /** The answer for a refused one: no detail beyond what the protocol needs. */
  refuse(): ProviderReply;
  /**
   * Sandbox: the notification this provider would send for the order, correctly signed (with the
   * sandbox secrets), as the request to make to our own endpoint (`paid` or, where the protocol
   * has one, `failed`). Null when the protocol has no such notification, and always null for a
   * provider that is not sandboxed.
   */
  sandboxNotification(
    order: OrderForProvider,
    outcome: 'paid' | 'failed',
  ): { contentType: string; headers: Record<string, string>; body: string } | null;
  /**
   * Pays out an approved withdrawal (idempotent on `idempotencyKey`); the sandbox completes it
   * locally. Throws PayoutError. Absent for a provider that never pays out (YooMoney).
   */
  payout?(request: PayoutRequest): Promise<PayoutResult>;
  /** Where a `pending` payout stands now (poll it); throws PayoutError like `payout`. */
  payoutStatus?(request: PayoutRequest, externalId: string): Promise<PayoutStatus>;
}

/**
 * Whether withdrawals through this provider can be paid: configured (or the sandbox) and able to
 * pay out at all. A system that cannot is shown unavailable and refused when asked for, instead of
 * being held, moderated and refused at the payout.
 */
export const paysOut = (adapter: PaymentProviderAdapter | undefined): boolean =>
  Boolean(adapter?.available && adapter.payout);
