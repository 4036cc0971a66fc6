import type { Database } from '../../../db/client';
import { ApiError } from '../../../http/api-error';
import type { UserRow } from '../../account/auth/session.service';
import { findOfferByWithdrawal } from './skin-withdrawals.repository';
import type { FakeSteamGateway } from './fake-gateway';
import type { TradePoller } from './trade-poller';
import { findCatalogNames, findOfferBySteamId } from './trade-offers.repository';
import { parseTradeUrl } from './trade-url';

export type TradesSandbox = ReturnType<typeof createTradesSandbox>;

/**
 * The sandbox controls of the fake gateway (docs/payments/steam-trades.md "Sandbox controls";
 * only with PAYMENTS_SANDBOX and no STEAM_BOT_* set): the player's side of Steam, driven from the
 * site. Each control changes the fake and then runs one poll round, so its answer already
 * reflects what the site made of it. It takes the FakeSteamGateway itself, not a TradeGateway: it
 * cannot drive a real bot.
 */
export function createTradesSandbox(deps: { db: Database; fake: FakeSteamGateway; poller: TradePoller }) {
  const { db, fake, poller } = deps;

  async function stateOf(offerId: string): Promise<number> {
    return (await fake.getOffer(offerId))?.state ?? 0;
  }

  return {
    /**
     * The player sends the bot an offer with these catalog skins from their Steam inventory. Their
     * Steam account is their sign-in's; a demo account (none) uses the partner of its trade URL.
     */
    async deposit(user: UserRow, itemIds: number[]): Promise<{ offer_id: string; state: number }> {
      const steamId = user.steamId ?? (user.tradeLink ? parseTradeUrl(user.tradeLink)?.steamId : undefined);
      if (!steamId) throw new ApiError('deposit_api.trade_url_needed', 400);
      const names = await findCatalogNames(db, itemIds);
      if (itemIds.some((id) => !names.has(id))) throw new ApiError('inventory_api.market_not_found', 400);
      const offer = fake.playerSendsOffer({ partnerSteamId: steamId, items: itemIds.map((id) => names.get(id)!) });
      await poller.syncOnce();
      return { offer_id: offer.id, state: await stateOf(offer.id) };
    },

    /** The player accepts or declines the offer the site sent for their skin withdrawal. */
    async respond(userId: number, withdrawalId: number, accept: boolean): Promise<{ offer_id: string; state: number }> {
      const row = await findOfferByWithdrawal(db, withdrawalId);
      if (!row || row.userId !== userId || !row.steamOfferId) throw new ApiError('withdrawal_api.not_found', 404);
      try {
        fake.playerResponds(row.steamOfferId, accept);
      } catch {
        throw new ApiError('withdrawal_api.already_decided', 409);
      }
      await poller.syncOnce();
      return { offer_id: row.steamOfferId, state: await stateOf(row.steamOfferId) };
    },

    /** Steam reverts one of the player's accepted skin deposits inside Trade Protection. */
    async revert(userId: number, offerId: string): Promise<{ offer_id: string; state: number }> {
      const row = await findOfferBySteamId(db, offerId);
      if (!row || row.userId !== userId || row.direction !== 'deposit') {
        throw new ApiError('deposit_api.payment_not_found', 404);
      }
      try {
        fake.revert(offerId);
      } catch {
        throw new ApiError('deposit_api.not_revertible', 409);
      }
      await poller.syncOnce();
      return { offer_id: offerId, state: await stateOf(offerId) };
    },
  };
}
