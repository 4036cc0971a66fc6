import { describe, expect, it } from 'vitest';
import { availableWithdrawResponse } from '@skinbet/shared/schemas/withdrawals.schemas';
import { createCatalogItem } from '../../../test/factories';
import { userRow } from '../../../test/rows.int-support';
import { useTestServer } from '../../../test/use-test-server';
import { credit, instancesOfUser, offerRow, steamPlayer } from '../trades/trades.int-support';
import { CARD } from './withdrawals.int-support';

/**
 * The one rule of every exit (issue 25, trades/exit-rule.ts): what stays on the site must cover the
 * credits still to wager (U), the protected value (P) and the debt (D) together — they are separate
 * obligations and add up — and money leaves only from the balance less U.
 */
describe('the exit rule: wagering and Trade Protection add up', () => {
  const server = useTestServer({ WITHDRAW_MIN_LEVEL: '2', JOB_POLL_MS: '600000' });
  const post = (path: string, body: unknown, token: string) => server.post(path, body, token);

  it('keeps an unwagered deposit on the site while a protected skin deposit was sold: 120 = 50 unwagered + 70 protected, nothing leaves', async () => {
    const { user, token } = await steamPlayer(server.ctx, { level: 2, deposit: 5_000 });
    const skin = await createCatalogItem(server.ctx, { price: 7_000, marketCount: 5 });
    const deposit = await post('/api/sandbox/steam/deposit', { items: [skin.id] }, token);
    expect(deposit.status).toBe(200);
    const offer = (await offerRow(server.ctx, deposit.body.offer_id))!;
    const [deposited] = await instancesOfUser(server.ctx, user.id);
    expect((await post('/api/user/sell', { sellIds: [deposited!.id] }, token)).status).toBe(200);
    expect((await userRow(server.ctx, user.id)).balance).toBe(12_000);

    // Before: the lesser of 120 − 50 and 120 − 70 let the unwagered 50 leave.
    const available = availableWithdrawResponse.parse((await post('/api/user/getAvailableWithdraw', {}, token)).body);
    expect(available).toMatchObject({ balance: 120, unwagered: 50, protected: 70, available: 0 });
    const refused = await post('/api/user/createWithdraw', { sum: 50, wallet: CARD, system: 5 }, token);
    expect(refused.body).toEqual({
      status: 'error',
      message: 'withdrawal_api.protected',
      params: { max: 0, until: offer.protectedUntil!.toISOString() },
    });
    // Above 120 − 50 wagering stops it whatever time frees; above the balance, the funds.
    expect((await post('/api/user/createWithdraw', { sum: 70.01, wallet: CARD, system: 5 }, token)).body).toEqual({
      status: 'error',
      message: 'withdrawal_api.wagering',
      params: { max: 0 },
    });
    expect((await post('/api/user/createWithdraw', { sum: 120.01, wallet: CARD, system: 5 }, token)).body.message).toBe(
      'withdrawal_api.insufficient_funds',
    );
    expect((await userRow(server.ctx, user.id)).balance).toBe(12_000);
  });

  it('keeps a skin bought with an unwagered deposit on the site: deposit 50, buy a 50 skin, withdraw it by trade → refused', async () => {
    const { user, token } = await steamPlayer(server.ctx, { level: 2, deposit: 5_000 });
    const skin = await createCatalogItem(server.ctx, { price: 5_000, marketCount: 5 });
    const bought = await post('/api/user/buy', { buyIds: [skin.id], sellIds: [] }, token);
    expect(bought.status).toBe(200);
    const id = (bought.body.bought as number[])[0]!;

    const send = await post('/api/withdraws/send', { items: { [id]: {} } }, token);
    expect(send).toEqual({
      status: 400,
      body: { status: 'error', message: 'inventory_api.wagering', params: { amount: 50 } },
    });
    expect((await instancesOfUser(server.ctx, user.id)).map((row) => row.status)).toEqual(['available']);

    // Once what stays covers the 50 still to wager, the skin may leave.
    await credit(server.ctx, user.id, 5_000, 'adjustment');
    expect((await post('/api/withdraws/send', { items: { [id]: {} } }, token)).status).toBe(200);
  });
});
