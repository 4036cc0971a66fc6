import type { TradeOfferState } from '@skinbet/shared/wallet';

/**
 * The site's side of Steam trading (docs/payments/steam-trades.md "Deposits by trade"): one bot
 * account that receives skin deposits and sends skin withdrawals. Two implementations: the in-process
 * fake (fake-gateway.ts, the default) and the real bot (steam/steam-gateway.ts, when STEAM_BOT_* are
 * set).
 */

/** One CS2 skin in an offer (app 730, context 2). Asset ids change on every trade. */
export interface GatewayItem {
  assetId: string;
  marketHashName: string;
}

/** A trade offer as the bot sees it. */
export interface GatewayOffer {
  /** Steam's trade offer id. */
  id: string;
  /** The other party's SteamID64. */
  partnerSteamId: string;
  /** True for offers the bot sent (withdrawals), false for offers sent to it (deposits). */
  isOurOffer: boolean;
  /** ETradeOfferState (shared/wallet TRADE_OFFER_STATE); 12 is a Trade Protection reversal. */
  state: number;
  itemsToGive: GatewayItem[];
  itemsToReceive: GatewayItem[];
  /** The offer's message: the bot tags the offers it sends with `withdrawal:<id>`. */
  message: string;
}

/** An offer seen by a poll: new (`previousState` null), or changed from `previousState`. */
export interface OfferChange {
  offer: GatewayOffer;
  previousState: number | null;
}

/**
 * steam-tradeoffer-manager's `pollData`: the last known state of every offer sent and received
 * (and, for the real bot, `offersSince` and `timestamps`). Persisted in `trade_gateway_state`
 * only after a poll's changes were processed, so a restart re-reads what it had not finished and
 * never re-processes what it had (the handlers are idempotent on the offer id as well).
 */
export interface PollData {
  sent?: Record<string, number>;
  received?: Record<string, number>;
  [key: string]: unknown;
}

export interface PollResult {
  changes: OfferChange[];
  pollData: PollData;
}

/** Why a send failed for good (no retry helps): the withdrawal is cancelled and the skin returned. */
export class PermanentTradeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PermanentTradeError';
  }
}

export interface SendOfferRequest {
  /** The player's trade URL (partner and token). */
  tradeUrl: string;
  /** The skins the bot gives, by market hash name (the bot picks one of its tradable assets of each). */
  items: Array<{ marketHashName: string }>;
  /** Tags the offer (`withdrawal:<id>`), so a send that may have happened can be found again. */
  message: string;
}

export interface TradeGateway {
  readonly name: 'fake' | 'steam';
  /** Connects (the real bot logs in); the fake has nothing to do. */
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Sends an offer that only gives items; answers its id and state (Active, or confirmed to Active). */
  sendOffer(request: SendOfferRequest): Promise<{ offerId: string; state: TradeOfferState | number }>;
  /** An offer the bot sent with this message that is still active, if any (a send that may have happened). */
  findSentOffer(message: string): Promise<GatewayOffer | null>;
  /** Accepts an offer sent to the bot; answers its state after (Accepted, InEscrow, or still Active while pending). */
  acceptOffer(offerId: string): Promise<number>;
  /** Declines an offer sent to the bot (or cancels one it sent). */
  declineOffer(offerId: string): Promise<void>;
  /** The offer as Steam knows it now, or null if Steam does not know it. */
  getOffer(offerId: string): Promise<GatewayOffer | null>;
  /** One poll: the offers that are new or changed since `pollData`, and the poll data to persist after them. */
  poll(pollData: PollData): Promise<PollResult>;
}
