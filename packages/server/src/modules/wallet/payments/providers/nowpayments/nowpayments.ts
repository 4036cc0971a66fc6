import type { PaymentHandoff } from '@skinbet/shared/schemas/payments.schemas';
import { depositMethod } from '@skinbet/shared/wallet';
import { headerValue, missingFields, parseOrderId, textField } from '../notification-fields';
import { type NotificationVerdict, type OrderForProvider, type PaymentProviderAdapter } from '../provider-adapter';
import { numberToDecimal } from '../provider-amounts';
import { member, requestJson, type FetchFn } from '../provider-http';
import { sandboxPaymentNumber, sandboxPayoutId } from '../sandbox';
import { hexEquals, hmacHex, sortKeysDeep } from '../signatures';

/**
 * NOWPayments (nowpayments.io API docs): the player pays a hosted invoice made with
 * `POST /v1/invoice` (x-api-key; price in the site currency, `pay_currency` the coin of the
 * method, `order_id` ours, `ipn_callback_url`, `success_url`). Status changes arrive as JSON IPNs
 * signed in the `x-nowpayments-sig` header with HMAC-SHA512, keyed with the IPN secret, of
 * `JSON.stringify` of the body with its keys sorted (recursively). The price — `price_amount`,
 * `price_currency` — is what the verdict states: the order's site amount. Only `finished` credits.
 */

export const NOWPAYMENTS_API_URL = 'https://api.nowpayments.io/v1';

/** IPN `payment_status` → what the notification pipeline does with it. */
export const NOWPAYMENTS_STATUSES: Readonly<Record<string, 'paid' | 'review' | 'failed' | 'ignore'>> = {
  finished: 'paid',
  // Less than the price arrived: an operator decides (credit what came, ask for the rest, refund).
  partially_paid: 'review',
  failed: 'failed',
  expired: 'failed',
  refunded: 'failed',
  waiting: 'ignore',
  confirming: 'ignore',
  confirmed: 'ignore',
  sending: 'ignore',
};

/**
 * Why crypto payouts stop at the sandbox: NOWPayments' payout API (`POST /v1/payout`) takes a JWT
 * from `POST /v1/auth` with the account's e-mail and password, and each batch must then be
 * confirmed with a 2FA code (`POST /v1/payout/{id}/verify`). An API key alone — all this site is
 * configured with — cannot pay out. So outside the sandbox the adapter has no `payout`: the crypto
 * systems show as unavailable in `getConfig`, and a crypto withdrawal is refused when it is asked
 * for (`withdrawal_api.system_unavailable`) rather than held, moderated and refused at the payout.
 */
export interface NowpaymentsOptions {
  credentials: { apiKey: string; ipnSecret: string };
  available: boolean;
  sandbox: boolean;
  publicUrl: string;
  fetch: FetchFn;
  now: () => number;
}

/** The IPN signature: HMAC-SHA512(ipnSecret, JSON.stringify(body with keys sorted at every depth)), hex. */
export function nowpaymentsSignature(body: unknown, ipnSecret: string): string {
  return hmacHex('sha512', ipnSecret, JSON.stringify(sortKeysDeep(body)));
}

const REQUIRED = ['payment_id', 'payment_status', 'order_id', 'price_amount', 'price_currency'] as const;

function verify(body: Record<string, unknown>, signature: string | undefined, ipnSecret: string): NotificationVerdict {
  if (signature === undefined) return { ok: false, reason: 'no x-nowpayments-sig header' };
  if (!hexEquals(nowpaymentsSignature(body, ipnSecret), signature)) return { ok: false, reason: 'bad signature' };
  const missing = missingFields(body, REQUIRED);
  if (missing.length > 0) return { ok: false, reason: `missing fields: ${missing.join(', ')}` };
  const orderId = parseOrderId(textField(body, 'order_id'));
  if (orderId === null) return { ok: false, reason: 'order_id is not one of our order ids' };
  const paymentId = textField(body, 'payment_id')!;
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(paymentId)) return { ok: false, reason: 'malformed payment_id' };
  const amount = numberToDecimal(body.price_amount);
  if (amount === null) return { ok: false, reason: 'malformed price_amount' };
  const reported = textField(body, 'payment_status')!;
  const status = NOWPAYMENTS_STATUSES[reported] ?? 'ignore';
  const paid = `${textField(body, 'actually_paid') ?? '?'} of ${textField(body, 'pay_amount') ?? '?'} ${textField(body, 'pay_currency') ?? ''}`;
  return {
    ok: true,
    orderId,
    paymentId,
    amount,
    currency: textField(body, 'price_currency')!.toUpperCase(),
    status,
    detail: `${reported}: paid ${paid.trim()}`,
  };
}

/** The sandbox's payouts: completed at once, with a deterministic id (no network call). */
const sandboxPayouts: Pick<PaymentProviderAdapter, 'payout' | 'payoutStatus'> = {
  payout: async (request) => ({
    status: 'completed',
    externalId: sandboxPayoutId('nowpayments', request.idempotencyKey),
  }),
  payoutStatus: async (_request, externalId) => ({ status: 'completed', externalId }),
};

export function createNowpaymentsAdapter(options: NowpaymentsOptions): PaymentProviderAdapter {
  const { credentials } = options;
  const coinOf = (method: string) => depositMethod(method)?.currency.toLowerCase();

  async function createInvoice(order: OrderForProvider): Promise<PaymentHandoff> {
    if (!credentials.apiKey) throw new Error('nowpayments: NOWPAYMENTS_API_KEY is not set');
    const coin = coinOf(order.method);
    if (!coin) throw new Error(`nowpayments: no coin for method ${order.method}`);
    const reply = await requestJson(options.fetch, 'nowpayments', `${NOWPAYMENTS_API_URL}/invoice`, {
      method: 'POST',
      headers: { 'x-api-key': credentials.apiKey, 'content-type': 'application/json' },
      body: {
        price_amount: Number(order.siteAmount),
        price_currency: order.siteCurrency.toLowerCase(),
        pay_currency: coin,
        order_id: String(order.id),
        order_description: `Deposit #${order.id}`,
        ipn_callback_url: order.notifyUrl,
        success_url: order.returnUrl,
        cancel_url: order.returnUrl,
      },
    }).catch((error: Error) => {
      throw new Error(`nowpayments: invoice not created (${error.message})`);
    });
    const invoiceUrl = member(reply.body, 'invoice_url');
    if (reply.status >= 400 || typeof invoiceUrl !== 'string' || !invoiceUrl.startsWith('https://')) {
      const message = member(reply.body, 'message');
      throw new Error(`nowpayments: invoice not created (${typeof message === 'string' ? message : reply.status})`);
    }
    // A GET handoff: the invoice page's address with its query (`iid`) as fields.
    const url = new URL(invoiceUrl);
    const fields = Object.fromEntries(url.searchParams.entries());
    return { method: 'GET', url: `${url.origin}${url.pathname}`, fields };
  }

  return {
    name: 'nowpayments',
    available: options.available,
    sandboxed: options.sandbox,

    // The sandbox makes no network call: the order's own page stands in for the invoice.
    handoff: async (order) =>
      options.sandbox
        ? { method: 'GET', url: `${options.publicUrl}/payments/${order.id}`, fields: {} }
        : createInvoice(order),

    // Unconfigured outside the sandbox: an empty IPN secret would make anyone's signature valid.
    verify: ({ body, headers }) =>
      options.available
        ? verify(body, headerValue(headers, 'x-nowpayments-sig'), credentials.ipnSecret)
        : { ok: false, reason: 'provider not configured' },

    acknowledge: () => ({ status: 200, contentType: 'text/plain; charset=utf-8', body: 'OK' }),

    // NOWPayments repeats an IPN that was not answered with 2xx (Store Settings: recurrent notifications).
    refuse: () => ({ status: 400, contentType: 'text/plain; charset=utf-8', body: 'refused' }),

    sandboxNotification(order, outcome) {
      if (!options.sandbox) return null;
      const coin = coinOf(order.method) ?? 'btc';
      const price = Number(order.siteAmount);
      const now = options.now();
      // Shaped like a real IPN, keys in NOWPayments' own (unsorted) order. The sandbox has no coin
      // rates, so the coin amounts repeat the price.
      const body = {
        payment_id: Number(sandboxPaymentNumber(order.id, outcome, 5_000_000_000)),
        invoice_id: 4_000_000_000 + order.id,
        payment_status: outcome === 'paid' ? 'finished' : 'failed',
        pay_address: 'sandbox-address',
        price_amount: price,
        price_currency: order.siteCurrency.toLowerCase(),
        pay_amount: price,
        actually_paid: outcome === 'paid' ? price : 0,
        pay_currency: coin,
        order_id: String(order.id),
        order_description: `Deposit #${order.id}`,
        purchase_id: String(3_000_000_000 + order.id),
        outcome_amount: outcome === 'paid' ? price : 0,
        outcome_currency: coin,
        fee: { currency: coin, depositFee: 0, withdrawalFee: 0, serviceFee: 0 },
        parent_payment_id: null,
        payment_extra_ids: null,
        created_at: now,
        updated_at: now,
      };
      return {
        contentType: 'application/json',
        headers: { 'x-nowpayments-sig': nowpaymentsSignature(body, credentials.ipnSecret) },
        body: JSON.stringify(body),
      };
    },

    ...(options.sandbox ? sandboxPayouts : {}),
  };
}
