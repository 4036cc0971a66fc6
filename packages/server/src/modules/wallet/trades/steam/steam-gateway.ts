import { randomInt } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import SteamTotp from 'steam-totp';
import TradeOfferManager from 'steam-tradeoffer-manager';
import { TRADE_OFFER_STATE } from '@skinbet/shared/wallet';
import {
  PermanentTradeError,
  type GatewayOffer,
  type OfferChange,
  type PollData,
  type PollResult,
  type SendOfferRequest,
  type TradeGateway,
} from '../trade-gateway';
import {
  call,
  CS2_APP_ID,
  isPermanentSteamError,
  toGatewayOffer,
  TRADABLE_CONTEXT,
  type Offer,
  type SteamBotCredentials,
  type SteamClients,
} from './steam-clients';

export { createSteamClients, hasSteamBotCredentials, type SteamBotCredentials } from './steam-clients';

/** steam-tradeoffer-manager polls at most once a second (`minimumPollInterval`). */
const MIN_POLL_MS = 1_000;
const POLL_TIMEOUT_MS = 60_000;
const READY_TIMEOUT_MS = 30_000;
/** Steam's trade status of a trade reverted within Trade Protection (undocumented; seen since July 2025). */
const TRADE_STATUS_PROTECTION_ROLLBACK = 12;

/**
 * The real bot (docs/payments/steam-trades.md "Deposits by trade"): steam-user logs in with the
 * password and a Steam Guard code from the shared secret (a random logon id per node, so nodes do
 * not kick each other), its web session goes to steamcommunity and steam-tradeoffer-manager, and
 * offers the bot sends are confirmed with the identity secret. Polling is ours: `poll` hands the
 * manager the persisted poll data, runs one `doPoll`, and answers the `newOffer`,
 * `unknownOfferSent`, `sentOfferChanged` and `receivedOfferChanged` events it emitted with the
 * poll data after them.
 */
export class SteamTradeGateway implements TradeGateway {
  readonly name = 'steam' as const;
  private ready = false;
  private readonly waiting = new Set<() => void>();
  private lastPollAt = 0;
  private polling = false;

  constructor(
    private readonly credentials: SteamBotCredentials,
    private readonly clients: SteamClients,
    private readonly log: FastifyBaseLogger,
  ) {}

  async start(): Promise<void> {
    const { user, community, manager } = this.clients;
    user.on('webSession', (_sessionId, cookies) => {
      community.setCookies(cookies);
      manager.setCookies(cookies, (error) => {
        if (error) return this.log.error({ err: error }, 'Steam bot: the trade session could not start');
        this.ready = true;
        for (const wake of this.waiting) wake();
        this.waiting.clear();
      });
    });
    user.on('error', (error) => {
      this.ready = false;
      this.log.error({ err: error, eresult: error.eresult }, 'Steam bot: logon failed');
    });
    // The web session lapses now and then: a new one is negotiated over the client connection.
    manager.on('sessionExpired', () => {
      this.ready = false;
      user.webLogOn();
    });
    user.logOn({
      accountName: this.credentials.accountName,
      password: this.credentials.password,
      twoFactorCode: SteamTotp.generateAuthCode(this.credentials.sharedSecret),
      logonID: randomInt(1, 2 ** 31),
    });
  }

  async stop(): Promise<void> {
    this.ready = false;
    this.clients.manager.shutdown();
    this.clients.user.logOff();
  }

  /** Waits for the web session (a job on a node that just started), or fails so the job is retried. */
  private async whenReady(): Promise<void> {
    if (this.ready) return;
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiting.delete(wake);
        reject(new Error('the Steam bot is not logged in'));
      }, READY_TIMEOUT_MS);
      const wake = () => {
        clearTimeout(timer);
        resolve();
      };
      this.waiting.add(wake);
    });
  }

  private fetchOffer(offerId: string): Promise<Offer> {
    return call((done) => this.clients.manager.getOffer(offerId, done));
  }

  private confirm(offerId: string): Promise<void> {
    return call((done) =>
      this.clients.community.acceptConfirmationForObject(this.credentials.identitySecret, offerId, done),
    );
  }

  async sendOffer(request: SendOfferRequest): Promise<{ offerId: string; state: number }> {
    await this.whenReady();
    const { manager } = this.clients;
    const [inventory, active] = await Promise.all([
      call<TradeOfferManager.EconItem[]>((done) =>
        manager.getInventoryContents(CS2_APP_ID, TRADABLE_CONTEXT, true, done),
      ),
      call<Offer[]>((done) =>
        manager.getOffers(TradeOfferManager.EOfferFilter.ActiveOnly, null, (error, sent) => done(error, sent)),
      ),
    ]);
    // An asset already promised in another active offer is not offered twice.
    const taken = new Set(active.flatMap((offer) => offer.itemsToGive.map((item) => item.assetid)));
    const assets = request.items.map(({ marketHashName }) => {
      const asset = inventory.find((item) => item.market_hash_name === marketHashName && !taken.has(item.assetid));
      if (!asset) throw new PermanentTradeError(`the bot holds no tradable ${marketHashName}`);
      taken.add(asset.assetid);
      return { assetid: asset.assetid, appid: CS2_APP_ID, contextid: String(TRADABLE_CONTEXT) };
    });
    let offer: Offer;
    try {
      offer = manager.createOffer(request.tradeUrl);
    } catch (error) {
      throw new PermanentTradeError(`invalid trade URL: ${(error as Error).message}`);
    }
    offer.addMyItems(assets);
    offer.setMessage(request.message);
    let status: 'pending' | 'sent' | undefined;
    try {
      status = await call((done) => offer.send(done));
    } catch (error) {
      if (isPermanentSteamError(error)) throw new PermanentTradeError((error as Error).message);
      throw error;
    }
    const offerId = String(offer.id);
    if (status === 'pending') await this.confirm(offerId);
    return { offerId, state: TRADE_OFFER_STATE.Active };
  }

  async findSentOffer(message: string): Promise<GatewayOffer | null> {
    await this.whenReady();
    const sent = await call<Offer[]>((done) =>
      this.clients.manager.getOffers(TradeOfferManager.EOfferFilter.ActiveOnly, null, (error, offers) =>
        done(error, offers),
      ),
    );
    const found = sent.find((offer) => offer.message === message);
    return found ? toGatewayOffer(found) : null;
  }

  async acceptOffer(offerId: string): Promise<number> {
    await this.whenReady();
    const offer = await this.fetchOffer(offerId);
    const status = await call<'pending' | 'accepted' | 'escrow' | undefined>((done) => offer.accept(false, done));
    if (status === 'pending') {
      await this.confirm(offerId);
      return TRADE_OFFER_STATE.Active;
    }
    return status === 'escrow' ? TRADE_OFFER_STATE.InEscrow : offer.state;
  }

  async declineOffer(offerId: string): Promise<void> {
    await this.whenReady();
    const offer = await this.fetchOffer(offerId);
    await call((done) => offer.decline(done));
  }

  /** The offer's state; an accepted one whose trade Steam rolled back under Trade Protection reads 12. */
  async getOffer(offerId: string): Promise<GatewayOffer | null> {
    // Asked by the poller's round: it must not wait for a logon (its next round asks again).
    if (!this.ready) throw new Error('the Steam bot is not logged in');
    let offer: Offer;
    try {
      offer = await this.fetchOffer(offerId);
    } catch (error) {
      if ((error as Error).message === 'No matching offer found') return null;
      throw error;
    }
    const found = toGatewayOffer(offer);
    if (offer.state === TRADE_OFFER_STATE.Accepted && offer.tradeID) {
      const status = await call<number>((done) => offer.getExchangeDetails(true, (error, value) => done(error, value)));
      if (status === TRADE_STATUS_PROTECTION_ROLLBACK) found.state = TRADE_OFFER_STATE.Reverted;
    }
    return found;
  }

  async poll(pollData: PollData): Promise<PollResult> {
    const { manager } = this.clients;
    if (!this.ready || this.polling) return { changes: [], pollData };
    this.polling = true;
    try {
      // The library skips a poll within a second of its last one (its own accept/decline poll too).
      const wait = this.lastPollAt + MIN_POLL_MS - Date.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      manager.pollData = structuredClone(pollData) as TradeOfferManager.PollData;
      return await this.pollOnce();
    } finally {
      this.lastPollAt = Date.now();
      this.polling = false;
    }
  }

  private pollOnce(): Promise<PollResult> {
    const { manager } = this.clients;
    const changes: OfferChange[] = [];
    return new Promise<PollResult>((resolve, reject) => {
      const added = (offer: Offer) => changes.push({ offer: toGatewayOffer(offer), previousState: null });
      const changed = (offer: Offer, oldState: number) =>
        changes.push({ offer: toGatewayOffer(offer), previousState: oldState });
      let started = false;
      const debug = (message: unknown) => {
        if (String(message).startsWith('Doing trade offer poll')) started = true;
      };
      const listeners: Array<[string, (...args: never[]) => void]> = [
        ['newOffer', added],
        ['unknownOfferSent', added],
        ['sentOfferChanged', changed],
        ['receivedOfferChanged', changed],
        ['debug', debug],
      ];
      let retry: NodeJS.Timeout | undefined;
      const finish = (outcome: () => void) => {
        clearTimeout(timer);
        clearTimeout(retry);
        for (const [event, listener] of listeners) manager.off(event, listener);
        manager.off('pollSuccess', succeeded);
        manager.off('pollFailure', failed);
        outcome();
      };
      // `pollData` is emitted right after `pollSuccess`, in the same tick: answer after it.
      const succeeded = () =>
        process.nextTick(() =>
          finish(() => resolve({ changes, pollData: structuredClone(manager.pollData) as PollData })),
        );
      const failed = (error: Error) => finish(() => reject(error));
      manager.on('newOffer', added).on('unknownOfferSent', added).on('debug', debug);
      manager.on('sentOfferChanged', changed).on('receivedOfferChanged', changed);
      manager.on('pollSuccess', succeeded);
      manager.on('pollFailure', failed);
      const timer = setTimeout(() => finish(() => reject(new Error('trade offer poll timed out'))), POLL_TIMEOUT_MS);
      manager.doPoll();
      // Skipped (a poll of the library's own ran within the second): once more after it.
      if (!started) retry = setTimeout(() => manager.doPoll(), MIN_POLL_MS + 50);
    });
  }
}
