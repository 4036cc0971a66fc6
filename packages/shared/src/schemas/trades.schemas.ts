import { z } from 'zod';
import { idSchema } from './common.schemas';

/**
 * The sandbox controls of the fake Steam trade gateway (issue 15; only while `getConfig.wallet.sandbox`):
 * what a player would do in the Steam client, done from the site so the whole flow runs offline.
 */

/** `POST /api/sandbox/steam/deposit`: the signed-in player sends the bot an offer with these catalog skins. */
export const sandboxSteamDepositRequest = z.object({ items: z.array(idSchema).min(1).max(20) });

/** A trade offer as the sandbox reports it after the gateway's poll processed it. */
export const sandboxSteamOfferResponse = z.object({
  status: z.literal('success'),
  /** Steam's trade offer id. */
  offer_id: z.string(),
  /** Steam's ETradeOfferState (shared/wallet TRADE_OFFER_STATE). */
  state: z.number(),
});

/** `POST /api/sandbox/steam/respond`: the player accepts or declines the offer the site sent for a skin withdrawal. */
export const sandboxSteamRespondRequest = z.object({ withdrawalId: idSchema, accept: z.boolean() });

/** `POST /api/sandbox/steam/revert`: Steam reverts one of the player's accepted skin deposits (Trade Protection). */
export const sandboxSteamRevertRequest = z.object({ offerId: z.string().regex(/^\d{1,20}$/) });
