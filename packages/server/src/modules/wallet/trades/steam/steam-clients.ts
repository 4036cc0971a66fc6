import SteamUser from 'steam-user';
import SteamCommunity from 'steamcommunity';
import TradeOfferManager from 'steam-tradeoffer-manager';
import type { GatewayItem, GatewayOffer } from '../trade-gateway';

/** CS2's app id and the context of tradable items (protected items sit in another one until their 7 days end). */
export const CS2_APP_ID = 730;
export const TRADABLE_CONTEXT = 2;
/** Steam's answers that no retry changes: access denied (bad token, private inventory), invalid, revoked. */
const PERMANENT_ERESULTS = new Set([8, 15, 26]);
const PERMANENT_CAUSES = new Set(['TradeBan', 'TargetCannotTrade']);

export type Offer = TradeOfferManager.TradeOffer;

export { hasSteamBotCredentials, type SteamBotCredentials } from './steam-credentials';

/** The three clients of one bot; tests pass the same classes wired to fakes of Steam's endpoints. */
export interface SteamClients {
  user: SteamUser;
  community: SteamCommunity;
  manager: TradeOfferManager;
}

export function createSteamClients(): SteamClients {
  const user = new SteamUser({ autoRelogin: true });
  const community = new SteamCommunity();
  const manager = new TradeOfferManager({
    community,
    // Names come with the offers' items (descriptions); offers without them are "glitched" and wait.
    language: 'en',
    // We poll ourselves (the leader's trade poller), with poll data from the database.
    pollInterval: -1,
    dataDirectory: null,
    useAccessToken: true,
  });
  return { user, community, manager };
}

function toItem(item: TradeOfferManager.EconItem): GatewayItem {
  const name = item.market_hash_name ?? '';
  // Another game's item never matches the catalog: the deposit is declined.
  return { assetId: item.assetid, marketHashName: item.appid === CS2_APP_ID ? name : `app${item.appid}:${name}` };
}

/** A library offer as the gateway reports it. */
export function toGatewayOffer(offer: Offer): GatewayOffer {
  return {
    id: String(offer.id),
    partnerSteamId: offer.partner.getSteamID64(),
    isOurOffer: offer.isOurOffer,
    state: offer.state,
    itemsToGive: offer.itemsToGive.map(toItem),
    itemsToReceive: offer.itemsToReceive.map(toItem),
    message: offer.message ?? '',
  };
}

/** A Steam refusal that no retry changes. */
export function isPermanentSteamError(error: unknown): boolean {
  const { eresult, cause } = (error ?? {}) as { eresult?: number; cause?: string };
  return (
    (eresult !== undefined && PERMANENT_ERESULTS.has(eresult)) || (cause !== undefined && PERMANENT_CAUSES.has(cause))
  );
}

/** A callback API as a promise. */
export function call<T>(run: (done: (error: Error | null, value?: T) => void) => void): Promise<T> {
  return new Promise((resolve, reject) => run((error, value) => (error ? reject(error) : resolve(value as T))));
}
