import { describe, expect, it } from 'vitest';
import { TRADE_OFFER_STATE, TRADE_PROTECTION_MS } from '@skinbet/shared/wallet';
import { FakeSteamGateway } from './fake-gateway';
import { PermanentTradeError, type PollData } from './trade-gateway';

const { Active, Accepted, Declined, Canceled, Expired, InEscrow, Reverted } = TRADE_OFFER_STATE;
const PLAYER = '76561198000000042';
const TRADE_URL = 'https://steamcommunity.com/tradeoffer/new/?partner=39734314&token=AbCdEf12';
const KNIFE = '★ Karambit | Doppler (Factory New)';

describe('fake Steam gateway', () => {
  it('reports offers as steam-tradeoffer-manager polls do: new while Active, then each change once', async () => {
    const steam = new FakeSteamGateway();
    const offer = steam.playerSendsOffer({ partnerSteamId: PLAYER, items: [KNIFE] });

    const first = await steam.poll({});
    expect(first.changes).toEqual([
      { offer: expect.objectContaining({ id: offer.id, state: Active }), previousState: null },
    ]);
    expect(first.pollData.received).toEqual({ [offer.id]: Active });
    // Nothing changed: nothing reported.
    expect((await steam.poll(first.pollData)).changes).toEqual([]);

    expect(await steam.acceptOffer(offer.id)).toBe(Accepted);
    const second = await steam.poll(first.pollData);
    expect(second.changes.map((change) => [change.offer.state, change.previousState])).toEqual([[Accepted, Active]]);
    // The same poll data again (a restart that had not saved): the same change again, no more.
    expect((await steam.poll(first.pollData)).changes).toHaveLength(1);
    expect((await steam.poll(second.pollData)).changes).toEqual([]);
  });

  it('does not report a received offer it never saw active; does report sent offers it does not know', async () => {
    const steam = new FakeSteamGateway();
    const cancelled = steam.playerSendsOffer({ partnerSteamId: PLAYER, items: [KNIFE] });
    steam.setState(cancelled.id, Canceled);
    const { offerId } = await steam.sendOffer({
      tradeUrl: TRADE_URL,
      items: [{ marketHashName: KNIFE }],
      message: 'x',
    });
    const { changes } = await steam.poll({});
    expect(changes.map((change) => [change.offer.id, change.offer.isOurOffer, change.previousState])).toEqual([
      [offerId, true, null],
    ]);
  });

  it('changes asset ids on every trade, and a reversal takes the received skins back out of the bot', async () => {
    let now = 1_000_000;
    const steam = new FakeSteamGateway({ now: () => now });
    const offer = steam.playerSendsOffer({ partnerSteamId: PLAYER, items: [KNIFE, KNIFE] });
    await steam.acceptOffer(offer.id);
    const received = steam.receivedAssetIds(offer.id);
    expect(received).toHaveLength(2);
    expect(received).not.toContain(offer.itemsToReceive[0]!.assetId);
    expect(steam.holds(KNIFE)).toBe(2);

    now += TRADE_PROTECTION_MS - 1;
    steam.revert(offer.id);
    expect((await steam.getOffer(offer.id))?.state).toBe(Reverted);
    expect(steam.holds(KNIFE)).toBe(0);
    // Only an accepted trade inside its 7 days can be reverted.
    expect(() => steam.revert(offer.id)).toThrow(/not an accepted trade/);
    const late = steam.playerSendsOffer({ partnerSteamId: PLAYER, items: [KNIFE] });
    await steam.acceptOffer(late.id);
    now += TRADE_PROTECTION_MS;
    expect(() => steam.revert(late.id)).toThrow(/not an accepted trade/);
  });

  it('sends offers that give one of its skins (the partner from the trade URL), which the player answers', async () => {
    const steam = new FakeSteamGateway();
    const sent = await steam.sendOffer({
      tradeUrl: TRADE_URL,
      items: [{ marketHashName: KNIFE }],
      message: 'withdrawal:7',
    });
    const offer = (await steam.getOffer(sent.offerId))!;
    expect(offer).toMatchObject({ isOurOffer: true, state: Active, partnerSteamId: '76561198000000042' });
    expect(offer.itemsToGive.map((item) => item.marketHashName)).toEqual([KNIFE]);
    expect((await steam.findSentOffer('withdrawal:7'))?.id).toBe(sent.offerId);
    expect(steam.playerResponds(sent.offerId, false)).toBe(Declined);
    // Declined: no longer found as an active send.
    expect(await steam.findSentOffer('withdrawal:7')).toBeNull();
    expect(() => steam.playerResponds(sent.offerId, true)).toThrow();

    steam.missingFromBot.add(KNIFE);
    await expect(
      steam.sendOffer({ tradeUrl: TRADE_URL, items: [{ marketHashName: KNIFE }], message: 'withdrawal:8' }),
    ).rejects.toBeInstanceOf(PermanentTradeError);
    await expect(steam.sendOffer({ tradeUrl: 'nope', items: [], message: '' })).rejects.toBeInstanceOf(
      PermanentTradeError,
    );
  });

  it('flips states as Steam does, each flip reported once', async () => {
    const steam = new FakeSteamGateway();
    const offer = steam.playerSendsOffer({ partnerSteamId: PLAYER, items: [KNIFE] });
    let pollData: PollData = (await steam.poll({})).pollData;
    const seen: Array<[number, number | null]> = [];
    for (const state of [InEscrow, Accepted, Active, Accepted, Expired]) {
      steam.setState(offer.id, state);
      const result = await steam.poll(pollData);
      pollData = result.pollData;
      seen.push(...result.changes.map((change): [number, number | null] => [change.offer.state, change.previousState]));
    }
    expect(seen).toEqual([
      [InEscrow, Active],
      [Accepted, InEscrow],
      [Active, Accepted],
      [Accepted, Active],
      [Expired, Accepted],
    ]);
  });
});
