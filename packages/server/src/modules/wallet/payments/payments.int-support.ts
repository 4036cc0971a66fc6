import { createHash, createHmac } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { GatewayProvider } from '@skinbet/shared/payment-providers';
import { depositOrders, ledgerEntries, notifications, users } from '../../../db/schema';
import type { TestServer } from '../../../test/test-server';
import { listNotifications } from './deposit-orders.repository';

/**
 * Helpers of the deposit tests (not a test file itself). The notifications here are signed by the
 * test itself, from the providers' documented formulas (issue 15), not by the adapters: the
 * endpoint is checked against the protocol, not against its own code.
 */

/** Real-mode credentials (sandbox off): Free-Kassa's documented example merchant and secret. */
export const PROVIDER_ENV = {
  PAYMENTS_SANDBOX: '0',
  FREEKASSA_MERCHANT_ID: '14963',
  FREEKASSA_SECRET_1: 'secret_word_1',
  FREEKASSA_SECRET_2: 'secret_word_2',
  YOOMONEY_WALLET: '4100117000000000',
  YOOMONEY_NOTIFICATION_SECRET: 'yoomoney-test-secret',
  NOWPAYMENTS_API_KEY: 'nowpayments-test-key',
  NOWPAYMENTS_IPN_SECRET: 'nowpayments-test-ipn-secret',
  CURRENCY_RATES: 'RUB:90,UAH:41.5,KZT:480,USD:1',
};

/** The gateways of the provider registry: a new one fails the type check here until its signer is written. */
export type Provider = GatewayProvider;

export interface SignedRequest {
  contentType: string;
  headers: Record<string, string>;
  body: string;
}

const md5 = (text: string) => createHash('md5').update(text).digest('hex');
const sha1 = (text: string) => createHash('sha1').update(text).digest('hex');

function sortDeep(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortDeep);
  if (value === null || typeof value !== 'object') return value;
  const source = value as Record<string, unknown>;
  return Object.fromEntries(
    Object.keys(source)
      .sort()
      .map((key) => [key, sortDeep(source[key])]),
  );
}

/** What a notification says; every field can be bent to make it wrong. */
export interface PaymentFacts {
  orderId: number | string;
  paymentId: string;
  amount: string;
  /** YooMoney: ISO numeric (643); NOWPayments: price currency (usd). Free-Kassa sends none. */
  currency?: string;
  /** NOWPayments payment_status (default finished); YooMoney codepro (default false). */
  status?: string;
  codepro?: 'true' | 'false';
  /** Sign with this secret instead of the configured one (a forgery). */
  secret?: string;
}

/** Free-Kassa: form fields, SIGN = md5(MERCHANT_ID:AMOUNT:SECRET_2:MERCHANT_ORDER_ID). */
export function freekassaNotification(facts: PaymentFacts): SignedRequest {
  const fields = {
    MERCHANT_ID: PROVIDER_ENV.FREEKASSA_MERCHANT_ID,
    AMOUNT: facts.amount,
    intid: facts.paymentId,
    MERCHANT_ORDER_ID: String(facts.orderId),
    P_EMAIL: 'player@example.invalid',
    CUR_ID: '36',
    SIGN: md5(
      `${PROVIDER_ENV.FREEKASSA_MERCHANT_ID}:${facts.amount}:${facts.secret ?? PROVIDER_ENV.FREEKASSA_SECRET_2}:${facts.orderId}`,
    ),
  };
  return {
    contentType: 'application/x-www-form-urlencoded',
    headers: {},
    body: new URLSearchParams(fields).toString(),
  };
}

/** YooMoney: form fields, sha1_hash = sha1(type&operation_id&amount&currency&datetime&sender&codepro&SECRET&label). */
export function yoomoneyNotification(facts: PaymentFacts): SignedRequest {
  const fields: Record<string, string> = {
    notification_type: 'card-incoming',
    operation_id: facts.paymentId,
    // 3 % commission on a card payment: what reaches the wallet.
    amount: (Math.floor(Number(facts.amount) * 97) / 100).toFixed(2),
    withdraw_amount: facts.amount,
    currency: facts.currency ?? '643',
    datetime: '2026-01-15T12:00:00Z',
    sender: '',
    codepro: facts.codepro ?? 'false',
    label: String(facts.orderId),
    unaccepted: 'false',
  };
  const secret = facts.secret ?? PROVIDER_ENV.YOOMONEY_NOTIFICATION_SECRET;
  fields.sha1_hash = sha1(
    [
      fields.notification_type,
      fields.operation_id,
      fields.amount,
      fields.currency,
      fields.datetime,
      fields.sender,
      fields.codepro,
      secret,
      fields.label,
    ].join('&'),
  );
  return {
    contentType: 'application/x-www-form-urlencoded',
    headers: {},
    body: new URLSearchParams(fields).toString(),
  };
}

/** NOWPayments: a JSON IPN, x-nowpayments-sig = HMAC-SHA512(IPN secret, JSON of the body with sorted keys). */
export function nowpaymentsNotification(facts: PaymentFacts): SignedRequest {
  const price = Number(facts.amount);
  const body = {
    payment_id: Number(facts.paymentId),
    payment_status: facts.status ?? 'finished',
    pay_address: '0xabc',
    price_amount: price,
    price_currency: facts.currency ?? 'usd',
    pay_amount: 0.0042,
    actually_paid: facts.status === 'partially_paid' ? 0.002 : 0.0042,
    pay_currency: 'eth',
    order_id: String(facts.orderId),
    order_description: `Deposit #${facts.orderId}`,
    purchase_id: '5077125051',
    outcome_amount: 0.0041,
    outcome_currency: 'eth',
    fee: { currency: 'eth', depositFee: 0, withdrawalFee: 0, serviceFee: 0.0001 },
  };
  const secret = facts.secret ?? PROVIDER_ENV.NOWPAYMENTS_IPN_SECRET;
  const signature = createHmac('sha512', secret)
    .update(JSON.stringify(sortDeep(body)))
    .digest('hex');
  return { contentType: 'application/json', headers: { 'x-nowpayments-sig': signature }, body: JSON.stringify(body) };
}

export const SIGNERS: Record<Provider, (facts: PaymentFacts) => SignedRequest> = {
  freekassa: freekassaNotification,
  yoomoney: yoomoneyNotification,
  nowpayments: nowpaymentsNotification,
};

/** What each protocol answers a notification it accepted. */
export const ACKNOWLEDGED: Record<Provider, string> = { freekassa: 'YES', yoomoney: 'OK', nowpayments: 'OK' };

/** POSTs a notification to our endpoint as the provider would (no session, no Origin). */
export async function sendNotification(server: TestServer, provider: Provider, request: SignedRequest) {
  const response = await fetch(`${server.url}/api/payment/notify/${provider}`, {
    method: 'POST',
    headers: { ...request.headers, 'content-type': request.contentType },
    body: request.body,
  });
  return { status: response.status, text: await response.text() };
}

/** Creates an order through the API and answers its id, amount and currency (the call must succeed). */
export async function createOrder(server: TestServer, token: string, body: Record<string, unknown>) {
  const response = await server.post('/api/payment/sum/create', body, token);
  if (response.status !== 200) throw new Error(`order not created: ${JSON.stringify(response.body)}`);
  return response.body as { transaction_id: number; amount: string; currency: string };
}

export async function orderRow(server: TestServer, id: number) {
  const [row] = await server.ctx.db.select().from(depositOrders).where(eq(depositOrders.id, id));
  return row!;
}

export async function balanceOf(server: TestServer, userId: number): Promise<number> {
  const [row] = await server.ctx.db.select({ balance: users.balance }).from(users).where(eq(users.id, userId));
  return row!.balance;
}

/** The player's ledger entries of one kind (their side of each transfer). */
export function entriesOf(server: TestServer, userId: number, kind: 'deposit' | 'deposit_bonus') {
  return server.ctx.db
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.userId, userId), eq(ledgerEntries.kind, kind)));
}

export function noticesOf(server: TestServer, userId: number) {
  return server.ctx.db.select().from(notifications).where(eq(notifications.userId, userId));
}

export const notificationsOf = (server: TestServer, orderId: number) => listNotifications(server.ctx.db, { orderId });
