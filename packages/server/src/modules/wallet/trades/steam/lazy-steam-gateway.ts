import type { FastifyBaseLogger } from 'fastify';
import type { GatewayOffer, PollData, PollResult, SendOfferRequest, TradeGateway } from '../trade-gateway';
import type { SteamBotCredentials } from './steam-credentials';

/**
 * The real bot, loaded on first use. steam-user, steamcommunity and steam-tradeoffer-manager take
 * about two seconds of CPU to import; a node without a bot (the embedded start, every test server)
 * would pay that at each start for nothing, so only a configured bot loads them, when it starts.
 */
export class LazySteamGateway implements TradeGateway {
  readonly name = 'steam' as const;
  private loaded: Promise<TradeGateway> | undefined;

  constructor(
    private readonly credentials: SteamBotCredentials,
    private readonly log: FastifyBaseLogger,
  ) {}

  private real(): Promise<TradeGateway> {
    this.loaded ??= import('./steam-gateway').then(
      ({ SteamTradeGateway, createSteamClients }) =>
        new SteamTradeGateway(this.credentials, createSteamClients(), this.log),
    );
    return this.loaded;
  }

  async start(): Promise<void> {
    await (await this.real()).start();
  }

  async stop(): Promise<void> {
    // Never started: nothing was loaded, nothing to stop.
    if (this.loaded) await (await this.loaded).stop();
  }

  async sendOffer(request: SendOfferRequest) {
    return (await this.real()).sendOffer(request);
  }

  async findSentOffer(message: string): Promise<GatewayOffer | null> {
    return (await this.real()).findSentOffer(message);
  }

  async acceptOffer(offerId: string): Promise<number> {
    return (await this.real()).acceptOffer(offerId);
  }

  async declineOffer(offerId: string): Promise<void> {
    await (await this.real()).declineOffer(offerId);
  }

  async getOffer(offerId: string): Promise<GatewayOffer | null> {
    return (await this.real()).getOffer(offerId);
  }

  async poll(pollData: PollData): Promise<PollResult> {
    return (await this.real()).poll(pollData);
  }
}
