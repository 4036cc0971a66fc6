import { cashbackTakeResponse, type CashbackTakeResponse } from '@skinbet/shared/schemas/user.schemas';
import { apiPost } from '../../../lib/api-client';
import { setCachedBalance, setCachedCashback } from '../../../lib/balance';
import { queryClient } from '../../../lib/query-client';
import { QUERY_KEYS } from '../../../lib/query-keys';
import { takeRefusal, type TakeRefusal } from '../cashback-rules';

/**
 * `/api/user/cashback/take {}`: moves the whole cashback to the balance. The new balance and the
 * emptied cashback are applied at once (the socket pushes the same a moment later); the profile's
 * statement gains an entry, so it is read again.
 */
export async function takeCashback(): Promise<CashbackTakeResponse> {
  const result = await apiPost('/api/user/cashback/take', {}, cashbackTakeResponse, {
    fallbackKey: 'cashback.notice.take_failed',
  });
  setCachedBalance(result.balance);
  setCachedCashback(result.cashback);
  void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.profile });
  return result;
}

/** A take either paid, or was refused for one of the published reasons (docs/engagement/cashback.md "Rules"). */
export type TakeOutcome = { taken: CashbackTakeResponse; refused?: never } | { taken?: never; refused: TakeRefusal };

/**
 * The take with its refusals as answers rather than failures: each has a notice of its own, so
 * only a call that broke reaches the mutation cache's generic notice.
 */
export async function takeCashbackOutcome(): Promise<TakeOutcome> {
  try {
    return { taken: await takeCashback() };
  } catch (error) {
    const refused = takeRefusal(error);
    if (refused) return { refused };
    throw error;
  }
}
