import { usePromoResponse } from '@skinbet/shared/schemas/payments.schemas';
import { apiPost } from '../../../lib/api-client';
import { setCachedBalance } from '../../../lib/balance';
import { queryClient } from '../../../lib/query-client';
import { QUERY_KEYS } from '../../../lib/query-keys';

/**
 * `/api/user/usePromo {promocode}` (docs/api/http.md "Calls"): the profile's secret promo code — a
 * balance code, credited once. The new balance shows at once; the statement is read again (a
 * `promo_balance` entry).
 */
export async function redeemPromoCode(promocode: string): Promise<number> {
  const answer = await apiPost('/api/user/usePromo', { promocode }, usePromoResponse, {
    fallbackKey: 'user_error.send_promocode',
  });
  setCachedBalance(answer.balance);
  await queryClient.invalidateQueries({ queryKey: QUERY_KEYS.profile });
  return answer.amount;
}
