import { describe, expect, it } from 'vitest';
import { TRADE_OFFER_STATE } from '@skinbet/shared/wallet';
import { tradeOffers } from '../../../db/schema';
import { createCatalogItem } from '../../../test/factories';
import { startTestServer } from '../../../test/test-server';
import { useTestServer } from '../../../test/use-test-server';
import { fakeSteam, instancesOfUser, offerRow, steamPlayer } from './trades.int-support';

const { Accepted, Declined } = TRADE_OFFER_STATE;

/**
 * The fake Steam's offer ids over the site's lifetimes
 * (docs/payments/steam-trades.md "Sandbox controls"): its offers live in memory, the site's record of
 * them in the database, so a restarted fake must never hand out an id the site already holds — and an
 * offer whose id the site holds for other skins is refused loudly.
 */
describe('fake Steam gateway over restarts', () => {
  const first = useTestServer();

  it('never repeats an offer id after a restart, so a deposit after it is credited', async () => {
    const { user, steamId } = await steamPlayer(first.ctx);
    const knife = await createCatalogItem(first.ctx, { price: 500 });
    const credited = fakeSteam(first).playerSendsOffer({ partnerSteamId: steamId, items: [knife.marketHashName] });
    // Declined (a skin the catalog does not know): the id lives on only in the poll data.
    const declined = fakeSteam(first).playerSendsOffer({ partnerSteamId: steamId, items: ['No Such Skin'] });
    expect(await first.ctx.services.trades.poller.syncOnce()).toEqual({ changes: 2, failed: 0 });
    expect((await fakeSteam(first).getOffer(declined.id))?.state).toBe(Declined);

    // The node restarts: a new fake over the same database.
    const second = await startTestServer({}, { shareDatabaseWith: first });
    try {
      const offer = fakeSteam(second).playerSendsOffer({ partnerSteamId: steamId, items: [knife.marketHashName] });
      expect([credited.id, declined.id]).not.toContain(offer.id);
      expect(BigInt(offer.id)).toBeGreaterThan(BigInt(declined.id));
      expect(await second.ctx.services.trades.poller.syncOnce()).toEqual({ changes: 1, failed: 0 });
      expect(await offerRow(second.ctx, offer.id)).toMatchObject({ userId: user.id, state: Accepted, value: 500 });
      expect((await offerRow(second.ctx, offer.id))?.creditedAt).not.toBeNull();
    } finally {
      await second.stop();
    }
    expect(await offerRow(first.ctx, credited.id)).toMatchObject({ state: Accepted, value: 500 });
    const knives = (await instancesOfUser(first.ctx, user.id)).filter((item) => item.itemId === knife.id);
    expect(knives).toHaveLength(2);
  });

  it('refuses, loudly, an offer whose id the site already holds for other skins', async () => {
    const { user, steamId } = await steamPlayer(first.ctx);
    const knife = await createCatalogItem(first.ctx, { price: 700 });
    const probe = fakeSteam(first).playerSendsOffer({ partnerSteamId: steamId, items: ['No Such Skin'] });
    await first.ctx.services.trades.poller.syncOnce();
    // Someone else recorded the id this fake hands out next (another node's fake, say).
    const taken = String(BigInt(probe.id) + 1n);
    await first.ctx.db.insert(tradeOffers).values({
      direction: 'deposit',
      userId: user.id,
      steamOfferId: taken,
      state: Accepted,
      items: [{ itemId: knife.id, assetId: '1', price: 700 }],
      value: 700,
    });
    const offer = fakeSteam(first).playerSendsOffer({ partnerSteamId: steamId, items: [knife.marketHashName] });
    expect(offer.id).toBe(taken);
    // The change is refused every round (the poller logs it as an error), and the record stays as it was.
    expect(await first.ctx.services.trades.poller.syncOnce()).toEqual({ changes: 1, failed: 1 });
    expect(await offerRow(first.ctx, taken)).toMatchObject({ state: Accepted, creditedAt: null, value: 700 });
    expect(await instancesOfUser(first.ctx, user.id)).toEqual([]);
  });
});
