import { TRADE_OFFER_STATE, TRADE_PROTECTION_MS } from '@skinbet/shared/wallet';
import {
  PermanentTradeError,
  type GatewayItem,
  type GatewayOffer,
  type OfferChange,
  type PollData,
  type PollResult,
  type SendOfferRequest,
  type TradeGateway,
} from './trade-gateway';
import { parseTradeUrl } from './trade-url';

const { Active, Accepted, Declined, Canceled, Reverted } = TRADE_OFFER_STATE;

interface FakeOffer extends GatewayOffer {
  acceptedAt: number | null;
  /** What the bot holds from this trade: the received skins under their new asset ids. */
  receivedAssets: GatewayItem[];
}

const copy = (offer: FakeOffer): GatewayOffer => ({
  id: offer.id,
  partnerSteamId: offer.partnerSteamId,
  isOurOffer: offer.isOurOffer,
  state: offer.state,
  itemsToGive: offer.itemsToGive.map((item) => ({ ...item })),
  itemsToReceive: offer.itemsToReceive.map((item) => ({ ...item })),
  message: offer.message,
});

/**
 * An in-process model of Steam's trade offers for one bot (the default gateway;
 * docs/payments/steam-trades.md "Sandbox controls"): offers and their states (Active, Accepted,
 * Declined, Canceled, Expired, InvalidItems, InEscrow, and the Trade Protection reversal, 12), the
 * bot's inventory, and new asset ids on every trade — as Steam does. It polls like
 * steam-tradeoffer-manager: the same `pollData` shape and the same rules for what counts as a new
 * or changed offer.
 *
 * Steam's other side — the player — is driven by the `player*` methods (the sandbox controls and
 * tests), and `setState` flips an offer as Steam sometimes does (Accepted → Active → Accepted).
 * The bot stocks every skin: an item it does not hold is minted when it sends one, unless listed
 * in `missingFromBot`. State lives in this process: one node, lost on restart (it is a fake).
 *
 * Offer ids are what the site keys its records by (`trade_offers.steam_offer_id`, the saved poll
 * data), and those outlive the process: an id handed out again would be taken for the old offer,
 * and a deposit under it never credited. So `start` asks `highestKnownOfferId` for the largest id
 * the site holds and hands out ids above it — as Steam's own ids only ever grow.
 */
export class FakeSteamGateway implements TradeGateway {
  readonly name = 'fake' as const;
  /** Skins the bot cannot give: sending one fails for good (as when Steam answers that the item is gone). */
  readonly missingFromBot = new Set<string>();
  private readonly offers = new Map<string, FakeOffer>();
  /** The bot's own skins: asset id → market hash name. */
  private readonly inventory = new Map<string, string>();
  /** The first id of a site that never traded (Steam's ids were about this large in 2024). */
  private nextOfferId = 7_000_000_000n;
  private nextAssetId = 40_000_000_000;
  private readonly now: () => number;
  private readonly protectionMs: number;
  private readonly highestKnownOfferId: () => Promise<bigint | null>;

  constructor(
    options: {
      now?: () => number;
      protectionMs?: number;
      /** The largest offer id the site already holds (read at `start`); none by default (unit tests). */
      highestKnownOfferId?: () => Promise<bigint | null>;
    } = {},
  ) {
    this.now = options.now ?? Date.now;
    this.protectionMs = options.protectionMs ?? TRADE_PROTECTION_MS;
    this.highestKnownOfferId = options.highestKnownOfferId ?? (async () => null);
  }

  /** Continues above every offer id the site holds (a restart must not repeat one). */
  async start(): Promise<void> {
    const highest = await this.highestKnownOfferId();
    if (highest !== null && highest >= this.nextOfferId) this.nextOfferId = highest + 1n;
  }
  async stop(): Promise<void> {}

  // ── The player's side (sandbox controls, tests) ─────────────────────────────

  /** A player sends the bot an offer giving these skins (fresh asset ids from their Steam inventory). */
  playerSendsOffer(input: { partnerSteamId: string; items: string[]; itemsToGive?: string[] }): GatewayOffer {
    const offer = this.create({
      partnerSteamId: input.partnerSteamId,
      isOurOffer: false,
      itemsToReceive: input.items.map((name) => this.mint(name)),
      itemsToGive: (input.itemsToGive ?? []).map((name) => this.mint(name)),
      message: '',
    });
    return copy(offer);
  }

  /** The player accepts or declines an offer the bot sent. */
  playerResponds(offerId: string, accept: boolean): number {
    const offer = this.offer(offerId);
    if (!offer.isOurOffer || offer.state !== Active) throw new Error(`offer ${offerId} is not an active sent offer`);
    if (accept) this.complete(offer);
    else offer.state = Declined;
    return offer.state;
  }

  /** Steam reverts an accepted trade within Trade Protection: the bot's skins go back (state 12). */
  revert(offerId: string): void {
    const offer = this.offer(offerId);
    if (offer.state !== Accepted || offer.acceptedAt === null || this.now() - offer.acceptedAt >= this.protectionMs) {
      throw new Error(`offer ${offerId} is not an accepted trade inside Trade Protection`);
    }
    for (const item of offer.receivedAssets) this.inventory.delete(item.assetId);
    offer.state = Reverted;
  }

  /** Steam changes an offer's state (expiry, escrow, invalid items, or a glitch that flips it back and forth). */
  setState(offerId: string, state: number): void {
    this.offer(offerId).state = state;
  }

  /** How many skins of this name the bot holds. */
  holds(marketHashName: string): number {
    return [...this.inventory.values()].filter((name) => name === marketHashName).length;
  }

  /** The asset ids the bot received in an accepted trade (new ids: they change on every trade). */
  receivedAssetIds(offerId: string): string[] {
    return this.offer(offerId).receivedAssets.map((item) => item.assetId);
  }

  // ── The bot's side (TradeGateway) ───────────────────────────────────────────

  async sendOffer(request: SendOfferRequest): Promise<{ offerId: string; state: number }> {
    const partner = parseTradeUrl(request.tradeUrl);
    if (!partner) throw new PermanentTradeError('invalid trade URL');
    const reserved = new Set(
      [...this.offers.values()]
        .filter((offer) => offer.isOurOffer && offer.state === Active)
        .flatMap((offer) => offer.itemsToGive.map((item) => item.assetId)),
    );
    const itemsToGive = request.items.map(({ marketHashName }) => {
      if (this.missingFromBot.has(marketHashName)) throw new PermanentTradeError(`the bot holds no ${marketHashName}`);
      const held = [...this.inventory].find(([assetId, name]) => name === marketHashName && !reserved.has(assetId));
      if (held) return { assetId: held[0], marketHashName };
      const minted = this.mint(marketHashName);
      this.inventory.set(minted.assetId, marketHashName);
      return minted;
    });
    const offer = this.create({
      partnerSteamId: partner.steamId,
      isOurOffer: true,
      itemsToGive,
      itemsToReceive: [],
      message: request.message,
    });
    return { offerId: offer.id, state: offer.state };
  }

  async findSentOffer(message: string): Promise<GatewayOffer | null> {
    const found = [...this.offers.values()].find(
      (offer) => offer.isOurOffer && offer.message === message && offer.state === Active,
    );
    return found ? copy(found) : null;
  }

  async acceptOffer(offerId: string): Promise<number> {
    const offer = this.offer(offerId);
    if (offer.isOurOffer || offer.state !== Active) throw new Error(`offer ${offerId} is not active`);
    this.complete(offer);
    return offer.state;
  }

  async declineOffer(offerId: string): Promise<void> {
    const offer = this.offer(offerId);
    if (offer.state !== Active) throw new Error(`offer ${offerId} is not active`);
    offer.state = offer.isOurOffer ? Canceled : Declined;
  }

  async getOffer(offerId: string): Promise<GatewayOffer | null> {
    const offer = this.offers.get(offerId);
    return offer ? copy(offer) : null;
  }

  /**
   * steam-tradeoffer-manager's rules: a received offer unknown to `pollData` is new only while
   * Active; a sent one unknown to it is reported too (`unknownOfferSent`); a known one whose state
   * differs is a change. Every offer's state is then recorded in the answered poll data.
   */
  async poll(pollData: PollData): Promise<PollResult> {
    const sent = { ...(pollData.sent ?? {}) };
    const received = { ...(pollData.received ?? {}) };
    const changes: OfferChange[] = [];
    for (const offer of this.offers.values()) {
      const known = offer.isOurOffer ? sent : received;
      const previous = known[offer.id];
      if (previous === undefined) {
        if (offer.isOurOffer || offer.state === Active) changes.push({ offer: copy(offer), previousState: null });
      } else if (previous !== offer.state) {
        changes.push({ offer: copy(offer), previousState: previous });
      }
      known[offer.id] = offer.state;
    }
    return { changes, pollData: { ...pollData, sent, received } };
  }

  private create(fields: Omit<FakeOffer, 'id' | 'state' | 'acceptedAt' | 'receivedAssets'>): FakeOffer {
    const id = String(this.nextOfferId++);
    // Only a second fake over the same offers could get here: never overwrite an offer quietly.
    if (this.offers.has(id)) throw new Error(`fake Steam gateway: offer id ${id} is already in use`);
    const offer: FakeOffer = {
      ...fields,
      id,
      state: Active,
      acceptedAt: null,
      receivedAssets: [],
    };
    this.offers.set(offer.id, offer);
    return offer;
  }

  /** A trade happens: each side's skins change owner and get new asset ids (as on Steam). */
  private complete(offer: FakeOffer): void {
    for (const item of offer.itemsToGive) this.inventory.delete(item.assetId);
    offer.receivedAssets = offer.itemsToReceive.map((item) => {
      const renewed = this.mint(item.marketHashName);
      this.inventory.set(renewed.assetId, item.marketHashName);
      return renewed;
    });
    offer.state = Accepted;
    offer.acceptedAt = this.now();
  }

  private mint(marketHashName: string): GatewayItem {
    return { assetId: String(this.nextAssetId++), marketHashName };
  }

  private offer(offerId: string): FakeOffer {
    const offer = this.offers.get(offerId);
    if (!offer) throw new Error(`no offer ${offerId}`);
    return offer;
  }
}
