import type { FastifyBaseLogger } from 'fastify';
import type SteamCommunity from 'steamcommunity';
import type SteamUser from 'steam-user';
import TradeOfferManager from 'steam-tradeoffer-manager';
import { describe, expect, it } from 'vitest';
import { TRADE_OFFER_STATE } from '@skinbet/shared/wallet';
import { PermanentTradeError, type PollData } from '../trade-gateway';
import { FakeSteamUser, FakeSteamWeb, KNIFE, PARTNER_ACCOUNT, rawOffer, skin } from './fake-steam-web.int-support';
import { hasSteamBotCredentials, SteamTradeGateway, type SteamBotCredentials } from './steam-gateway';

/**
 * The real gateway on the real steam-tradeoffer-manager (its polling, offers, send and accept code
 * run as shipped), with Steam's endpoints answered in-process: the Web API (`GetTradeOffers`,
 * `GetTradeOffer`, `GetTradeStatus`) and steamcommunity.com's offer pages, through the community
 * object the manager calls. Nothing connects anywhere.
 */

const { Active, Accepted, Declined, InEscrow, Reverted } = TRADE_OFFER_STATE;
const PARTNER = '76561198000000042';
const TRADE_URL = `https://steamcommunity.com/tradeoffer/new/?partner=${PARTNER_ACCOUNT}&token=AbCdEf12`;
const CREDENTIALS: SteamBotCredentials = {
  accountName: 'skinbet_bot',
  password: 'hunter2',
  sharedSecret: Buffer.from('shared-secret-of-the-bot').toString('base64'),
  identitySecret: Buffer.from('identity-secret-of-the-bot').toString('base64'),
};
const silent = { error() {}, warn() {}, info() {}, debug() {} } as unknown as FastifyBaseLogger;

async function botOnFakeSteam() {
  const web = new FakeSteamWeb();
  const user = new FakeSteamUser();
  const manager = new TradeOfferManager({
    community: web as unknown as SteamCommunity,
    pollInterval: -1,
    dataDirectory: null,
    useAccessToken: true,
  });
  const gateway = new SteamTradeGateway(
    CREDENTIALS,
    { user: user as unknown as SteamUser, community: web as unknown as SteamCommunity, manager },
    silent,
  );
  await gateway.start();
  await new Promise((resolve) => setImmediate(resolve));
  await new Promise((resolve) => setImmediate(resolve));
  return { gateway, web, user, manager };
}

describe('the real trade gateway on steam-tradeoffer-manager', () => {
  it('is on only with all four STEAM_BOT_* set', () => {
    expect(hasSteamBotCredentials(CREDENTIALS)).toBe(true);
    expect(hasSteamBotCredentials({ ...CREDENTIALS, identitySecret: '' })).toBe(false);
  });

  it('logs in with a Steam Guard code from the shared secret and a logon id of its own', async () => {
    const { user, manager } = await botOnFakeSteam();
    expect(user.logOns).toEqual([
      {
        accountName: 'skinbet_bot',
        password: 'hunter2',
        twoFactorCode: expect.stringMatching(/^[23456789BCDFGHJKMNPQRTVWXY]{5}$/),
        logonID: expect.any(Number),
      },
    ]);
    // The web session reached the manager (its access token, from steamLoginSecure).
    expect(manager.accessToken).toBe('eyj.access.token');
  });

  it('answers the library’s newOffer, receivedOfferChanged, unknownOfferSent and sentOfferChanged with the poll data after them', async () => {
    const { gateway, web } = await botOnFakeSteam();
    web.offers.set('101', rawOffer({ id: '101', state: Active, ours: false, receive: [skin('555')] }));
    const first = await gateway.poll({});
    expect(first.changes).toEqual([
      {
        offer: {
          id: '101',
          partnerSteamId: PARTNER,
          isOurOffer: false,
          state: Active,
          itemsToGive: [],
          itemsToReceive: [{ assetId: '555', marketHashName: KNIFE }],
          message: '',
        },
        previousState: null,
      },
    ]);
    expect(first.pollData).toMatchObject({ received: { '101': Active }, offersSince: expect.any(Number) });

    web.offers.get('101')!.trade_offer_state = Accepted;
    web.offers.set(
      '202',
      rawOffer({ id: '202', state: Active, ours: true, give: [skin('900')], message: 'withdrawal:3' }),
    );
    const second = await gateway.poll(first.pollData);
    expect(second.changes.map((change) => [change.offer.id, change.offer.state, change.previousState])).toEqual([
      ['202', Active, null],
      ['101', Accepted, Active],
    ]);
    expect(second.changes[0]!.offer).toMatchObject({ isOurOffer: true, message: 'withdrawal:3' });

    // Trade Protection: Steam reports the accepted deposit as 12; the declined withdrawal as 7.
    web.offers.get('101')!.trade_offer_state = Reverted;
    web.offers.get('202')!.trade_offer_state = Declined;
    const third = await gateway.poll(second.pollData);
    expect(third.changes.map((change) => [change.offer.id, change.offer.state, change.previousState])).toEqual([
      ['202', Declined, Active],
      ['101', Reverted, Accepted],
    ]);
    // Poll data that was not saved (a restart mid-round): the same changes are reported again.
    expect((await gateway.poll(second.pollData)).changes).toHaveLength(2);
    expect((await gateway.poll(third.pollData)).changes).toEqual([]);
  });

  it('sends a withdrawal offer with a tradable asset not already promised, tagged, and confirms it', async () => {
    const { gateway, web } = await botOnFakeSteam();
    web.inventory = [skin('900'), skin('901'), skin('950', 'AK-47 | Redline (Field-Tested)')];
    web.offers.set(
      '300',
      rawOffer({ id: '300', state: Active, ours: true, give: [skin('900')], message: 'withdrawal:1' }),
    );

    const sent = await gateway.sendOffer({
      tradeUrl: TRADE_URL,
      items: [{ marketHashName: KNIFE }],
      message: 'withdrawal:5',
    });
    expect(sent).toEqual({ offerId: '777', state: Active });
    const post = web.posts.find((entry) => entry.url.endsWith('/tradeoffer/new/send'))!;
    expect(post.form).toMatchObject({ partner: PARTNER, tradeoffermessage: 'withdrawal:5' });
    expect(JSON.parse(String(post.form.json_tradeoffer))).toMatchObject({
      me: { assets: [{ appid: 730, contextid: '2', assetid: '901', amount: 1 }] },
      them: { assets: [] },
    });
    expect(JSON.parse(String(post.form.trade_offer_create_params))).toEqual({ trade_offer_access_token: 'AbCdEf12' });
    expect(web.confirmations).toEqual([[CREDENTIALS.identitySecret, '777']]);
    expect((await gateway.findSentOffer('withdrawal:1'))?.id).toBe('300');
    expect(await gateway.findSentOffer('withdrawal:5')).toBeNull();

    // Nothing left to give, or Steam refusing for good (access denied: 15): no retry helps.
    await expect(
      gateway.sendOffer({
        tradeUrl: TRADE_URL,
        items: [{ marketHashName: 'M4A4 | Howl (Minimal Wear)' }],
        message: 'x',
      }),
    ).rejects.toBeInstanceOf(PermanentTradeError);
    web.sendAnswer = { statusCode: 200, body: { strError: 'There was an error sending your trade offer. (15)' } };
    await expect(
      gateway.sendOffer({ tradeUrl: TRADE_URL, items: [{ marketHashName: KNIFE }], message: 'y' }),
    ).rejects.toBeInstanceOf(PermanentTradeError);
    // A passing failure (Steam busy: 16) is thrown as is, for the job to retry.
    web.sendAnswer = { statusCode: 200, body: { strError: 'There was an error sending your trade offer. (16)' } };
    const busy = gateway.sendOffer({ tradeUrl: TRADE_URL, items: [{ marketHashName: KNIFE }], message: 'z' });
    await expect(busy).rejects.toThrow(/\(16\)/);
    await expect(busy).rejects.not.toBeInstanceOf(PermanentTradeError);
  });

  it('accepts a deposit, reads escrow, and reads a rolled-back trade (trade status 12) as state 12', async () => {
    const { gateway, web } = await botOnFakeSteam();
    web.offers.set('400', rawOffer({ id: '400', state: Active, ours: false, receive: [skin('556')] }));
    expect(await gateway.acceptOffer('400')).toBe(Accepted);
    expect(web.posts.map((entry) => entry.url)).toContain('https://steamcommunity.com/tradeoffer/400/accept');

    web.tradeStatus.set('T-1', 3);
    expect((await gateway.getOffer('400'))?.state).toBe(Accepted);
    web.tradeStatus.set('T-1', 12);
    expect((await gateway.getOffer('400'))?.state).toBe(Reverted);

    web.offers.set('401', rawOffer({ id: '401', state: InEscrow, ours: false, receive: [skin('557')] }));
    expect((await gateway.getOffer('401'))?.state).toBe(InEscrow);
    web.offers.set('402', rawOffer({ id: '402', state: Active, ours: false, receive: [skin('558')] }));
    await gateway.declineOffer('402');
    expect(web.posts.map((entry) => entry.url)).toContain('https://steamcommunity.com/tradeoffer/402/decline');
  });

  it('answers no changes before it is logged in', async () => {
    const web = new FakeSteamWeb();
    const manager = new TradeOfferManager({
      community: web as unknown as SteamCommunity,
      pollInterval: -1,
      dataDirectory: null,
    });
    const gateway = new SteamTradeGateway(
      CREDENTIALS,
      { user: new FakeSteamUser() as unknown as SteamUser, community: web as unknown as SteamCommunity, manager },
      silent,
    );
    const pollData: PollData = { received: { '1': Active } };
    expect(await gateway.poll(pollData)).toEqual({ changes: [], pollData });
  });
});
