import { PayoutError, type PayoutRequest, type PayoutResult, type PayoutStatus } from '../provider-adapter';
import { member, requestJson, type FetchFn } from '../provider-http';
import { sandboxPayoutId } from '../sandbox';
import { hmacHex } from '../signatures';

/**
 * Card payouts through Free-Kassa's API v1 (docs.freekassa.net, "API"): JSON POSTs to
 * `https://api.fk.life/v1/…` carrying `shopId`, an ever-increasing `nonce` and `signature` =
 * HMAC-SHA256, keyed with the API key, of the request's values ordered by key name and joined
 * with `|`. `withdrawals/create` takes the payment system `i`, the card `account`, `amount`,
 * `currency` and our own `paymentId` — the payout's idempotency key — which `withdrawals` can
 * later be filtered by: before creating, we look the key up, so a retried job never pays twice.
 */

export const FREEKASSA_API_URL = 'https://api.fk.life/v1';

/**
 * Free-Kassa's payment-system id (`i`) per withdrawal system (shared/wallet WITHDRAW_SYSTEMS
 * codes), from Free-Kassa's currency list: 36 cards RU (RUB), 7 VISA UAH, 41 VISA/MasterCard KZT.
 * Free-Kassa lists no Belarusian-rouble card system, so `card_byn` has none: such a payout is
 * refused as impossible rather than sent somewhere it may not arrive. Check these against
 * `POST /v1/withdrawals/currencies` for your shop.
 */
export const FREEKASSA_PAYOUT_SYSTEMS: Readonly<Record<string, number>> = { card_ru: 36, card_ua: 7, card_kzt: 41 };

/**
 * Payout states as Free-Kassa's API reports them (the same codes as its orders: 0 new, 1 done,
 * 8 error, 9 cancelled). Any other code stays pending — nothing is refunded on a guess.
 */
const DONE = 1;
const FAILED: Record<number, string> = { 8: 'error', 9: 'cancelled' };

export interface FreekassaPayoutOptions {
  credentials: { merchantId: string; apiKey: string };
  sandbox: boolean;
  fetch: FetchFn;
  now: () => number;
}

/** The request signature: HMAC-SHA256(apiKey, values sorted by key joined with `|`). */
export function freekassaApiSignature(params: Record<string, string | number>, apiKey: string): string {
  const values = Object.keys(params)
    .filter((key) => key !== 'signature')
    .sort()
    .map((key) => String(params[key]));
  return hmacHex('sha256', apiKey, values.join('|'));
}

/** Our idempotency key as Free-Kassa's `paymentId` (letters, digits, `-`, `_`): `withdrawal:12:payout` → `withdrawal-12-payout`. */
export function freekassaPaymentId(idempotencyKey: string): string {
  return idempotencyKey.replace(/[^A-Za-z0-9_-]/g, '-').slice(0, 64);
}

export function createFreekassaPayouts(options: FreekassaPayoutOptions) {
  let lastNonce = 0;
  // Microseconds, strictly increasing within this process: Free-Kassa refuses a nonce not above the last one.
  const nextNonce = () => (lastNonce = Math.max(Math.floor(options.now()) * 1000, lastNonce + 1));

  function usable(): { shopId: number; apiKey: string } {
    const { merchantId, apiKey } = options.credentials;
    if (!apiKey) throw new PayoutError('freekassa: FREEKASSA_API_KEY is not set, card payouts are unavailable', true);
    if (!/^\d{1,12}$/.test(merchantId))
      throw new PayoutError('freekassa: FREEKASSA_MERCHANT_ID is not a shop id', true);
    return { shopId: Number(merchantId), apiKey };
  }

  async function call(path: string, params: Record<string, string | number>): Promise<unknown> {
    const { shopId, apiKey } = usable();
    const signed: Record<string, string | number> = { shopId, nonce: nextNonce(), ...params };
    signed.signature = freekassaApiSignature(signed, apiKey);
    const reply = await requestJson(options.fetch, 'freekassa', `${FREEKASSA_API_URL}/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: signed,
    });
    if (reply.status >= 400 || member(reply.body, 'type') !== 'success') {
      const message = member(reply.body, 'message');
      throw new PayoutError(
        `freekassa: ${path} refused (${typeof message === 'string' ? message : reply.status})`,
        true,
      );
    }
    return reply.body;
  }

  function statusOf(row: unknown, externalId: string): PayoutStatus {
    const code = Number(member(row, 'status'));
    if (code === DONE) return { status: 'completed', externalId };
    const failure = FAILED[code];
    if (failure !== undefined)
      return { status: 'failed', externalId, detail: `Free-Kassa status ${code} (${failure})` };
    return { status: 'pending', externalId };
  }

  /**
   * Our earlier payout with this key, if any. Rows must also show the same amount and card ending
   * (the listing may mask the card number), so a listing that ignored the filter cannot match.
   */
  async function findExisting(request: PayoutRequest): Promise<PayoutStatus | null> {
    const body = await call('withdrawals', { paymentId: freekassaPaymentId(request.idempotencyKey) });
    const rows = member(body, 'orders');
    if (!Array.isArray(rows)) return null;
    const ending = request.wallet.slice(-4);
    const match = rows.find(
      (row) =>
        String(member(row, 'account')).replace(/\D/g, '').endsWith(ending) &&
        Number(member(row, 'amount')) === Number(request.amount),
    );
    const id = member(match, 'id');
    return match && (typeof id === 'number' || typeof id === 'string') ? statusOf(match, String(id)) : null;
  }

  async function payout(request: PayoutRequest): Promise<PayoutResult> {
    if (options.sandbox)
      return { status: 'completed', externalId: sandboxPayoutId('freekassa', request.idempotencyKey) };
    const system = FREEKASSA_PAYOUT_SYSTEMS[request.system];
    if (system === undefined) throw new PayoutError(`freekassa: no payout system for ${request.system}`, true);
    const existing = await findExisting(request);
    if (existing) {
      if (existing.status === 'failed') throw new PayoutError(`freekassa: ${existing.detail}`, true);
      return existing;
    }
    const body = await call('withdrawals/create', {
      i: system,
      account: request.wallet,
      amount: Number(request.amount),
      currency: request.currency,
      paymentId: freekassaPaymentId(request.idempotencyKey),
    });
    const id = member(member(body, 'data'), 'id');
    if (typeof id !== 'number' && typeof id !== 'string')
      throw new PayoutError('freekassa: answer without an id', false);
    return { status: 'pending', externalId: String(id) };
  }

  async function payoutStatus(_request: PayoutRequest, externalId: string): Promise<PayoutStatus> {
    if (options.sandbox) return { status: 'completed', externalId };
    const body = await call('withdrawals', { orderId: externalId });
    const rows = member(body, 'orders');
    const row = Array.isArray(rows) ? rows.find((entry) => String(member(entry, 'id')) === externalId) : undefined;
    return row ? statusOf(row, externalId) : { status: 'pending', externalId };
  }

  return { payout, payoutStatus };
}
