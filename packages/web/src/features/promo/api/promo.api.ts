import { useMutation } from '@tanstack/react-query';
import { usePromoResponse } from '@skinbet/shared/schemas/payments.schemas';
import { apiPost } from '../../../lib/api-client';
import { setCachedBalance } from '../../../lib/balance';
import { formatAmount } from '../../../lib/money';
import { notify } from '../../../lib/notices';
import { queryClient } from '../../../lib/query-client';
import { QUERY_KEYS } from '../../../lib/query-keys';

/**
 * `POST /api/user/usePromo {promocode}`: a balance code, credited at once. Its refusals
 * (`promo_api.*`: not found, expired, already used, daily limit…) come back as fail notices.
 */
export function useRedeemPromo(onRedeemed: () => void) {
  return useMutation({
    mutationKey: ['promo', 'redeem'],
    mutationFn: (promocode: string) =>
      apiPost('/api/user/usePromo', { promocode }, usePromoResponse, { fallbackKey: 'promo.code.failed' }),
    meta: { errorKey: 'promo.code.failed' },
    onSuccess: (result) => {
      setCachedBalance(result.balance);
      // The profile's statement gains the credit.
      void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.profile });
      notify.success('promo.code.redeemed', { amount: formatAmount(result.amount) });
      onRedeemed();
    },
  });
}
