import { EventEmitter } from 'node:events';
import { TRADE_OFFER_STATE } from '@skinbet/shared/wallet';

/**
 * Steam's side of the real gateway's unit tests (not a test file itself): the Web API and
 * steamcommunity.com's offer pages as steam-tradeoffer-manager reaches them through its community
 * object, and the steam-user client's logon. Offers are Steam's own JSON.
 */

const { Accepted, Declined } = TRADE_OFFER_STATE;
export const PARTNER_ACCOUNT = 39_734_314;
export const KNIFE = '★ Karambit | Doppler (Factory New)';

export type RawItem = {
  appid: number;
  contextid: string;
  assetid: string;
  classid: string;
  instanceid: string;
  amount: string;
  market_hash_name: string;
};
export const skin = (assetid: string, name = KNIFE): RawItem => ({
  appid: 730,
  contextid: '2',
  assetid,
  classid: '310776', // EconItem needs one
  instanceid: '0',
  amount: '1',
  market_hash_name: name,
});

/** Steam's JSON for one offer (IEconService GetTradeOffers / GetTradeOffer). */
export function rawOffer(fields: {
  id: string;
  state: number;
  ours: boolean;
  give?: RawItem[];
  receive?: RawItem[];
  message?: string;
  tradeid?: string;
}) {
  const now = Math.floor(Date.now() / 1000);
  return {
    tradeofferid: fields.id,
    accountid_other: PARTNER_ACCOUNT,
    message: fields.message ?? '',
    expiration_time: now + 1_209_600,
    trade_offer_state: fields.state,
    items_to_give: fields.give ?? [],
    items_to_receive: fields.receive ?? [],
    is_our_offer: fields.ours,
    time_created: now,
    time_updated: now,
    tradeid: fields.tradeid,
    from_real_time_trade: false,
    confirmation_method: 0,
  };
}

/** steamcommunity.com and the Web API as the manager reaches them (through its community object). */
export class FakeSteamWeb {
  offers = new Map<string, ReturnType<typeof rawOffer>>();
  tradeStatus = new Map<string, number>();
  inventory: RawItem[] = [];
  posts: Array<{ url: string; form: Record<string, unknown> }> = [];
  confirmations: Array<[string, string]> = [];
  sendAnswer: { statusCode: number; body: Record<string, unknown> } = {
    statusCode: 200,
    body: { tradeofferid: '777', needs_mobile_confirmation: true },
  };
  steamID = { getSteamID64: () => '76561198999999999', toString: () => '76561198999999999' };

  setCookies() {}
  getSessionID() {
    return 'session-id';
  }
  _notifySessionExpired() {}

  httpRequest(options: { uri: string; qs: Record<string, unknown> }, callback: (...args: unknown[]) => void) {
    const method = /IEconService\/(\w+)\//.exec(options.uri)?.[1];
    const offers = [...this.offers.values()];
    const body =
      method === 'GetTradeOffers'
        ? {
            response: {
              trade_offers_sent: offers.filter((offer) => offer.is_our_offer),
              trade_offers_received: offers.filter((offer) => !offer.is_our_offer),
            },
          }
        : method === 'GetTradeOffer'
          ? { response: { offer: this.offers.get(String(options.qs.tradeofferid)) } }
          : {
              response: {
                trades: [{ tradeid: options.qs.tradeid, status: this.tradeStatus.get(String(options.qs.tradeid)) }],
              },
            };
    setImmediate(() => callback(null, { statusCode: 200, headers: { 'x-eresult': 1 } }, body));
  }

  httpRequestPost(url: string, options: { form: Record<string, unknown> }, callback: (...args: unknown[]) => void) {
    this.posts.push({ url, form: options.form });
    const offerId = /tradeoffer\/(\d+)\/(accept|decline|cancel)/.exec(url);
    let answer: { statusCode: number; body: Record<string, unknown> } = this.sendAnswer;
    if (offerId) {
      const offer = this.offers.get(offerId[1]!)!;
      offer.trade_offer_state = offerId[2] === 'accept' ? Accepted : Declined;
      offer.tradeid = offerId[2] === 'accept' ? 'T-1' : undefined;
      answer = { statusCode: 200, body: { tradeid: 'T-1', tradeofferid: offerId[1] } };
    }
    setImmediate(() => callback(null, { statusCode: answer.statusCode }, answer.body));
  }

  getUserInventoryContents(...args: unknown[]) {
    const callback = args[5] as (...values: unknown[]) => void;
    setImmediate(() => callback(null, this.inventory, []));
  }

  acceptConfirmationForObject(secret: string, objectId: string, callback: (error: Error | null) => void) {
    this.confirmations.push([secret, objectId]);
    setImmediate(() => callback(null));
  }
}

/** The steam-user client's side: logOn records the details and answers with a web session. */
export class FakeSteamUser extends EventEmitter {
  logOns: unknown[] = [];
  steamID = null;
  logOn(details: unknown) {
    this.logOns.push(details);
    setImmediate(() =>
      this.emit('webSession', 'session-id', [
        'sessionid=session-id',
        'steamLoginSecure=76561198999999999%7C%7Ceyj.access.token',
      ]),
    );
  }
  logOff() {}
  webLogOn() {}
}
