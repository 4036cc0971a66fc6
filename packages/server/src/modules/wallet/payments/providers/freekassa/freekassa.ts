import { depositMethod } from '@skinbet/shared/wallet';
import type { PaymentHandoff } from '@skinbet/shared/schemas/payments.schemas';
import { createFreekassaPayouts, type FreekassaPayoutOptions } from './freekassa-payout';
import { missingFields, parseOrderId, textField } from '../notification-fields';
import type {
  IncomingNotification,
  NotificationVerdict,
  OrderForProvider,
  PaymentProviderAdapter,
  ProviderReply,
} from '../provider-adapter';
import { sandboxPaymentNumber } from '../sandbox';
import { hexEquals, md5Hex } from '../signatures';

/**
 * Free-Kassa (docs.freekassa.net, "SCI"): the player leaves for Free-Kassa's payment page with a
 * form signed `s = md5(m:oa:SECRET_1:currency:o)`; after payment Free-Kassa posts a notification
 * to our notification URL signed `SIGN = md5(MERCHANT_ID:AMOUNT:SECRET_2:MERCHANT_ORDER_ID)`, and
 * it counts as delivered only when we answer the body `YES`. Free-Kassa notifies successful
 * payments only: there is no failure notification. Payouts: freekassa-payout.ts (API v1).
 */

export const FREEKASSA_FORM_URL = 'https://pay.fk.money/';

export interface FreekassaCredentials {
  merchantId: string;
  secret1: string;
  secret2: string;
  apiKey: string;
}

export interface FreekassaOptions extends FreekassaPayoutOptions {
  credentials: FreekassaCredentials;
  available: boolean;
}

/** The payment form's signature: md5 of `m:oa:SECRET_1:currency:o`, lower-case hex. */
export function freekassaFormSignature(
  fields: { m: string; oa: string; currency: string; o: string },
  secret1: string,
) {
  return md5Hex(`${fields.m}:${fields.oa}:${secret1}:${fields.currency}:${fields.o}`);
}

/** A notification's signature: md5 of `MERCHANT_ID:AMOUNT:SECRET_2:MERCHANT_ORDER_ID`, lower-case hex. */
export function freekassaNotificationSignature(
  fields: { merchantId: string; amount: string; orderId: string },
  secret2: string,
) {
  return md5Hex(`${fields.merchantId}:${fields.amount}:${secret2}:${fields.orderId}`);
}

const REQUIRED = ['MERCHANT_ID', 'AMOUNT', 'intid', 'MERCHANT_ORDER_ID', 'SIGN'] as const;

export function createFreekassaAdapter(options: FreekassaOptions): PaymentProviderAdapter {
  const { credentials } = options;
  const payouts = createFreekassaPayouts(options);

  return {
    name: 'freekassa',
    available: options.available,
    sandboxed: options.sandbox,

    async handoff(order: OrderForProvider): Promise<PaymentHandoff> {
      const form = { m: credentials.merchantId, oa: order.amount, currency: order.currency, o: String(order.id) };
      const fields: Record<string, string> = { ...form, s: freekassaFormSignature(form, credentials.secret1) };
      // `i` pins the payment system (card RU, card UA, FK Wallet …); without it the player picks on Free-Kassa's page.
      const system = depositMethod(order.method)?.freekassaSystem;
      if (system !== undefined) fields.i = String(system);
      return { method: 'GET', url: FREEKASSA_FORM_URL, fields };
    },

    verify({ body }: IncomingNotification): NotificationVerdict {
      // Unconfigured outside the sandbox: empty secrets would make anyone's signature valid.
      if (!options.available) return { ok: false, reason: 'provider not configured' };
      const missing = missingFields(body, REQUIRED);
      if (missing.length > 0) return { ok: false, reason: `missing fields: ${missing.join(', ')}` };
      const merchantId = textField(body, 'MERCHANT_ID')!;
      const amount = textField(body, 'AMOUNT')!;
      const orderField = textField(body, 'MERCHANT_ORDER_ID')!;
      const paymentId = textField(body, 'intid')!;
      if (merchantId !== credentials.merchantId) return { ok: false, reason: 'another merchant' };
      const expected = freekassaNotificationSignature({ merchantId, amount, orderId: orderField }, credentials.secret2);
      if (!hexEquals(expected, textField(body, 'SIGN')!)) return { ok: false, reason: 'bad signature' };
      const orderId = parseOrderId(orderField);
      if (orderId === null) return { ok: false, reason: 'not one of our order ids' };
      if (!/^\d+(\.\d+)?$/.test(amount)) return { ok: false, reason: 'malformed amount' };
      if (!/^[A-Za-z0-9_-]{1,64}$/.test(paymentId)) return { ok: false, reason: 'malformed intid' };
      const system = textField(body, 'CUR_ID');
      return {
        ok: true,
        orderId,
        paymentId,
        amount,
        currency: null,
        status: 'paid',
        ...(system ? { detail: `payment system ${system}` } : {}),
      };
    },

    acknowledge(): ProviderReply {
      return { status: 200, contentType: 'text/plain; charset=utf-8', body: 'YES' };
    },

    refuse(): ProviderReply {
      // Anything but `YES` leaves the payment unconfirmed at Free-Kassa; no reason is given.
      return { status: 400, contentType: 'text/plain; charset=utf-8', body: 'NO' };
    },

    sandboxNotification(order, outcome) {
      if (!options.sandbox || outcome !== 'paid') return null;
      const merchantId = credentials.merchantId;
      const orderField = String(order.id);
      const fields = {
        MERCHANT_ID: merchantId,
        AMOUNT: order.amount,
        intid: sandboxPaymentNumber(order.id, 'paid', 700_000_000),
        MERCHANT_ORDER_ID: orderField,
        P_EMAIL: 'sandbox@example.invalid',
        CUR_ID: String(depositMethod(order.method)?.freekassaSystem ?? 36),
        SIGN: freekassaNotificationSignature(
          { merchantId, amount: order.amount, orderId: orderField },
          credentials.secret2,
        ),
      };
      return {
        contentType: 'application/x-www-form-urlencoded',
        headers: {},
        body: new URLSearchParams(fields).toString(),
      };
    },

    payout: payouts.payout,
    payoutStatus: payouts.payoutStatus,
  };
}
