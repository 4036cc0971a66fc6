import { tradeResultSchema } from '@skinbet/shared/schemas/items.schemas';
import { apiPost } from '../../../lib/api-client';
import { setCachedBalance } from '../../../lib/balance';
import { queryClient } from '../../../lib/query-client';
import { QUERY_KEYS } from '../../../lib/query-keys';

/** Sells owned instances to the site; the balance and the inventory are refreshed from the answer. */
export async function sellItems(myIds: number[]): Promise<string> {
  const result = await apiPost('/api/user/sell', { sellIds: myIds }, tradeResultSchema, {
    fallbackKey: 'storehouse_error.sell',
  });
  setCachedBalance(result.balance);
  await queryClient.invalidateQueries({ queryKey: QUERY_KEYS.inventory });
  return result.message;
}
