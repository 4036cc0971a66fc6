/**
 * The parts of steam-user 5.3.0, steamcommunity 3.50.3, steam-tradeoffer-manager 2.13.0 and
 * steam-totp 2.1.2 (package.json pins them) that steam-gateway.ts uses, typed from their sources.
 * The DefinitelyTyped packages describe older versions and pull in the types of the retired `steam`
 * package; these few declarations are checked against the pinned code instead.
 */

declare module 'steam-totp' {
  const SteamTotp: {
    /** The 5-character Steam Guard code for `sharedSecret` (base64) now. */
    generateAuthCode(sharedSecret: string, timeOffset?: number): string;
  };
  export = SteamTotp;
}

declare module 'steam-user' {
  import { EventEmitter } from 'node:events';

  interface LogOnDetails {
    accountName: string;
    password: string;
    twoFactorCode?: string;
    /** Tells concurrent logons of one account apart (another id does not kick this session). */
    logonID?: number;
  }

  class SteamUser extends EventEmitter {
    constructor(options?: { autoRelogin?: boolean; renewRefreshTokens?: boolean });
    steamID: { getSteamID64(): string } | null;
    logOn(details: LogOnDetails): void;
    logOff(): void;
    webLogOn(): void;
    on(event: 'webSession', listener: (sessionID: string, cookies: string[]) => void): this;
    on(event: 'loggedOn', listener: () => void): this;
    on(event: 'error', listener: (error: Error & { eresult?: number }) => void): this;
    on(event: 'disconnected', listener: (eresult: number, message?: string) => void): this;
  }
  export = SteamUser;
}

declare module 'steamcommunity' {
  class SteamCommunity {
    constructor();
    setCookies(cookies: string[]): void;
    /** Confirms (mobile authenticator) the trade offer or listing `objectID`. */
    acceptConfirmationForObject(
      identitySecret: string,
      objectID: string,
      callback: (error: Error | null) => void,
    ): void;
  }
  export = SteamCommunity;
}

declare module 'steam-tradeoffer-manager' {
  import { EventEmitter } from 'node:events';
  import type SteamCommunity from 'steamcommunity';
  import type SteamUser from 'steam-user';

  namespace TradeOfferManager {
    interface EconItem {
      assetid: string;
      appid: number;
      contextid: string;
      market_hash_name?: string;
      tradable?: boolean;
    }

    interface TradeOffer {
      id: string | null;
      partner: { getSteamID64(): string };
      message: string | null;
      state: number;
      itemsToGive: EconItem[];
      itemsToReceive: EconItem[];
      isOurOffer: boolean;
      tradeID: string | null;
      isGlitched(): boolean;
      addMyItems(items: Array<Pick<EconItem, 'assetid' | 'appid' | 'contextid'>>): number;
      setMessage(message: string): void;
      send(
        callback: (error: (Error & { eresult?: number; cause?: string }) | null, status?: 'pending' | 'sent') => void,
      ): void;
      accept(
        skipStateUpdate: boolean,
        callback: (error: (Error & { eresult?: number }) | null, status?: 'pending' | 'accepted' | 'escrow') => void,
      ): void;
      decline(callback: (error: Error | null) => void): void;
      getExchangeDetails(
        getDetailsIfFailed: boolean,
        callback: (
          error: Error | null,
          status: number,
          tradeInitTime: Date,
          received: EconItem[],
          sent: EconItem[],
        ) => void,
      ): void;
    }

    interface PollData {
      sent?: Record<string, number>;
      received?: Record<string, number>;
      offersSince?: number;
      timestamps?: Record<string, number>;
      offerData?: Record<string, Record<string, unknown>>;
    }

    interface Options {
      steam?: SteamUser;
      community?: SteamCommunity;
      domain?: string;
      language?: string;
      /** A negative interval turns timed polling off (we call doPoll ourselves). */
      pollInterval?: number;
      minimumPollInterval?: number;
      pollFullUpdateInterval?: number;
      pollData?: PollData;
      /** null: no disk persistence (poll data lives in the database). */
      dataDirectory?: string | null;
      savePollData?: boolean;
      useAccessToken?: boolean;
    }
  }

  class TradeOfferManager extends EventEmitter {
    constructor(options?: TradeOfferManager.Options);
    pollData: TradeOfferManager.PollData;
    apiKey: string | null;
    accessToken: string | null;
    static readonly ETradeOfferState: Record<string, number | string>;
    static readonly EOfferFilter: { ActiveOnly: number; HistoricalOnly: number; All: number };
    setCookies(cookies: string[], callback?: (error: Error | null) => void): void;
    shutdown(): void;
    /** A trade URL (its partner and token are used) or a SteamID. */
    createOffer(partner: string, token?: string): TradeOfferManager.TradeOffer;
    getOffer(id: string, callback: (error: Error | null, offer: TradeOfferManager.TradeOffer) => void): void;
    getOffers(
      filter: number,
      historicalCutoff: Date | null,
      callback: (
        error: Error | null,
        sent: TradeOfferManager.TradeOffer[],
        received: TradeOfferManager.TradeOffer[],
      ) => void,
    ): void;
    getInventoryContents(
      appid: number,
      contextid: number,
      tradableOnly: boolean,
      callback: (error: Error | null, inventory: TradeOfferManager.EconItem[]) => void,
    ): void;
    doPoll(doFullUpdate?: boolean): void;
    on(event: 'newOffer' | 'unknownOfferSent', listener: (offer: TradeOfferManager.TradeOffer) => void): this;
    on(
      event: 'sentOfferChanged' | 'receivedOfferChanged',
      listener: (offer: TradeOfferManager.TradeOffer, oldState: number) => void,
    ): this;
    on(event: 'pollData', listener: (pollData: TradeOfferManager.PollData) => void): this;
    on(event: 'pollSuccess', listener: () => void): this;
    on(event: 'pollFailure', listener: (error: Error) => void): this;
    on(event: 'sessionExpired', listener: (error: Error) => void): this;
    on(event: 'debug', listener: (message: string) => void): this;
    off(event: string, listener: (...args: never[]) => void): this;
  }
  export = TradeOfferManager;
}
