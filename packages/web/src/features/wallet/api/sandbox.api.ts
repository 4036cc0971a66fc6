import { queryOptions } from '@tanstack/react-query';
import { APP_ID } from '@skinbet/shared/schemas/common.schemas';
import { storehouseListResponse } from '@skinbet/shared/schemas/items.schemas';
import { sandboxSteamOfferResponse } from '@skinbet/shared/schemas/trades.schemas';
import { apiPost } from '../../../lib/api-client';
import { refreshWithdrawals } from '../../../lib/wallet-notices';

/**
 * The fake Steam's controls (PAYMENTS_SANDBOX with no real bot): what a player would do in the
 * Steam client, done from the site so a skin deposit runs offline.
 */

/** Catalog skins to send from the "Steam inventory" the sandbox stands in for (the storehouse's first page). */
export const sandboxCatalogQuery = queryOptions({
  queryKey: ['sandbox-catalog'],
  queryFn: async () =>
    (await apiPost('/api/all-items/getList', { appId: APP_ID, page: 1 }, storehouseListResponse)).items,
  staleTime: Infinity,
});

/**
 * `POST /api/sandbox/steam/deposit {items: [catalog ids]}`: the player sends the bot an offer;
 * the server runs one poll round, so the answer says what became of it (3: accepted and credited).
 */
export async function sandboxSteamDeposit(items: readonly number[]): Promise<{ offerId: string; state: number }> {
  const answer = await apiPost('/api/sandbox/steam/deposit', { items }, sandboxSteamOfferResponse, {
    fallbackKey: 'deposit_error.send_deposit',
  });
  await refreshWithdrawals();
  return { offerId: answer.offer_id, state: answer.state };
}
