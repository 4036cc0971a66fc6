import type { PaymentHandoff } from '@skinbet/shared/schemas/payments.schemas';
import { missingFields, parseOrderId, textField } from '../notification-fields';
import type { NotificationVerdict, OrderForProvider, PaymentProviderAdapter } from '../provider-adapter';
import { fromMinorUnits, toMinorUnits } from '../provider-amounts';
import { sandboxPaymentNumber } from '../sandbox';
import { hexEquals, sha1Hex } from '../signatures';

/**
 * YooMoney wallet (yoomoney.ru/docs/payment-buttons): the player leaves with the Quickpay form
 * (POST https://yoomoney.ru/quickpay/confirm: receiver, quickpay-form=button, paymentType, sum,
 * label = our order id, successURL); YooMoney then posts an HTTP notification (form encoded)
 * whose `sha1_hash` is the SHA-1 of `notification_type&operation_id&amount&currency&datetime&
 * sender&codepro&notification_secret&label`, and expects HTTP 200. Deposits only: no payouts.
 *
 * Amounts: `sum` is what the payer is charged; the signed `amount` is what reaches the wallet
 * after YooMoney's commission, and `withdraw_amount` repeats what the payer was charged. The
 * order's amount is the form's `sum`, so the verdict's amount is `withdraw_amount` — which the
 * hash does not cover, so the signed `amount` must agree with it (never above it, at most
 * MAX_COMMISSION_BASIS_POINTS below), or the payment goes to an operator instead of the balance.
 */

export const YOOMONEY_FORM_URL = 'https://yoomoney.ru/quickpay/confirm';

/** The wallet's currency as YooMoney states it: ISO 4217 numeric, always 643 (the rouble). */
const CURRENCIES: Readonly<Record<string, string>> = { '643': 'RUB' };

/** Quickpay's `paymentType` per method: PC = from a YooMoney wallet, AC = by bank card. */
const PAYMENT_TYPES: Readonly<Record<string, 'PC' | 'AC'>> = { yoomoney: 'PC' };

/** `notification_type` per payment type: a transfer from a wallet, or a top-up from a card. */
const NOTIFICATION_TYPES = { PC: 'p2p-incoming', AC: 'card-incoming' } as const;

/** The widest commission we accept between the charged and the received amount before asking an operator. */
const MAX_COMMISSION_BASIS_POINTS = 500;

export interface YoomoneyCredentials {
  wallet: string;
  notificationSecret: string;
}

export interface YoomoneyOptions {
  credentials: YoomoneyCredentials;
  available: boolean;
  /** Sandboxed (provider-registry.ts decides): `credentials` are the sandbox's; sandbox notifications exist. */
  sandbox: boolean;
  now: () => number;
}

const HASHED = ['notification_type', 'operation_id', 'amount', 'currency', 'datetime', 'sender', 'codepro'] as const;
const REQUIRED = [...HASHED, 'label', 'sha1_hash', 'withdraw_amount'] as const;

/** sha1 over the fields in the documented order, the secret before `label`, joined with `&` (an absent field counts as empty). */
export function yoomoneyNotificationHash(fields: Readonly<Record<string, string | undefined>>, secret: string) {
  return sha1Hex([...HASHED.map((name) => fields[name] ?? ''), secret, fields.label ?? ''].join('&'));
}

/**
 * What reaches the wallet when `sumMinor` kopecks are charged, by YooMoney's documented commission
 * (forms page): PC amount_due = sum − sum·a/(1+a) with a = 0.01 (1 000 → 990.09), AC sum·(1 − 0.03).
 */
export function yoomoneyAmountDue(paymentType: 'PC' | 'AC', sumMinor: number): number {
  return paymentType === 'PC' ? sumMinor - Math.ceil(sumMinor / 101) : Math.floor((sumMinor * 97) / 100);
}

export function createYoomoneyAdapter(options: YoomoneyOptions): PaymentProviderAdapter {
  const { credentials } = options;
  const paymentType = (method: string) => PAYMENT_TYPES[method] ?? 'AC';

  function verify(body: Record<string, unknown>): NotificationVerdict {
    // Unconfigured outside the sandbox: an empty secret would make anyone's hash valid.
    if (!options.available) return { ok: false, reason: 'provider not configured' };
    const missing = missingFields(body, REQUIRED);
    if (missing.length > 0) return { ok: false, reason: `missing fields: ${missing.join(', ')}` };
    const field = (name: (typeof REQUIRED)[number]) => textField(body, name)!;
    const hashed = Object.fromEntries(REQUIRED.map((name) => [name, field(name)]));
    const expected = yoomoneyNotificationHash(hashed, credentials.notificationSecret);
    if (!hexEquals(expected, field('sha1_hash'))) return { ok: false, reason: 'bad signature' };
    if (textField(body, 'test_notification') === 'true')
      return { ok: false, reason: 'test notification, not a payment' };
    const orderId = parseOrderId(field('label'));
    if (orderId === null) return { ok: false, reason: 'label is not one of our order ids' };
    const paymentId = field('operation_id');
    if (!/^[A-Za-z0-9_.-]{1,128}$/.test(paymentId)) return { ok: false, reason: 'malformed operation_id' };
    const received = toMinorUnits(field('amount'));
    const charged = toMinorUnits(field('withdraw_amount'));
    if (received === null || charged === null) return { ok: false, reason: 'malformed amount' };
    const currencyCode = field('currency');
    const verdict = {
      ok: true as const,
      orderId,
      paymentId,
      amount: fromMinorUnits(charged),
      currency: CURRENCIES[currencyCode] ?? currencyCode,
    };
    // A transfer protected by a code (codepro) or frozen (unaccepted) is not in the wallet yet:
    // never credited automatically; an operator accepts it in the wallet, then approves the order.
    if (field('codepro') === 'true') return { ...verdict, status: 'review', detail: 'codepro: protected by a code' };
    if (textField(body, 'unaccepted') === 'true') return { ...verdict, status: 'review', detail: 'unaccepted: frozen' };
    const lowest = Math.ceil((charged * (10_000 - MAX_COMMISSION_BASIS_POINTS)) / 10_000);
    if (received > charged || received < lowest) {
      return {
        ...verdict,
        status: 'review',
        detail: `received ${field('amount')} of ${field('withdraw_amount')} charged`,
      };
    }
    return { ...verdict, status: 'paid' };
  }

  return {
    name: 'yoomoney',
    available: options.available,
    sandboxed: options.sandbox,

    async handoff(order: OrderForProvider): Promise<PaymentHandoff> {
      return {
        method: 'POST',
        url: YOOMONEY_FORM_URL,
        fields: {
          receiver: credentials.wallet,
          'quickpay-form': 'button',
          paymentType: paymentType(order.method),
          sum: order.amount,
          label: String(order.id),
          successURL: order.returnUrl,
        },
      };
    },

    verify: ({ body }) => verify(body),

    acknowledge: () => ({ status: 200, contentType: 'text/plain; charset=utf-8', body: 'OK' }),

    // YooMoney retries a notification that did not get 200 (after 10 minutes, then an hour).
    refuse: () => ({ status: 400, contentType: 'text/plain; charset=utf-8', body: 'refused' }),

    sandboxNotification(order, outcome) {
      // YooMoney notifies received transfers only: a failed payment sends nothing.
      if (!options.sandbox || outcome !== 'paid') return null;
      const charged = toMinorUnits(order.amount);
      if (charged === null) return null;
      const type = paymentType(order.method);
      const fields: Record<string, string> = {
        notification_type: NOTIFICATION_TYPES[type],
        operation_id: sandboxPaymentNumber(order.id, 'paid', 800_000_000_000),
        amount: fromMinorUnits(yoomoneyAmountDue(type, charged)),
        withdraw_amount: fromMinorUnits(charged),
        currency: '643',
        datetime: new Date(options.now()).toISOString(),
        sender: type === 'PC' ? '4100100000000001' : '',
        codepro: 'false',
        label: String(order.id),
        unaccepted: 'false',
      };
      fields.sha1_hash = yoomoneyNotificationHash(fields, credentials.notificationSecret);
      return {
        contentType: 'application/x-www-form-urlencoded',
        headers: {},
        body: new URLSearchParams(fields).toString(),
      };
    },
  };
}
