import {
  createWithdrawResponse,
  siteSaleResponse,
  skinWithdrawResponse,
  type WithdrawalDto,
} from '@skinbet/shared/schemas/withdrawals.schemas';
import { apiPost } from '../../../lib/api-client';
import { setCachedBalance } from '../../../lib/balance';
import { refreshWithdrawals } from '../../../lib/wallet-notices';

/**
 * `/api/user/createWithdraw {sum, wallet, system}`: the sum moves to held at once and waits for
 * moderation. The balance comes from the answer; the list and the available amount are re-read.
 */
export async function createWithdraw(request: { sum: number; wallet: string; system: number }): Promise<WithdrawalDto> {
  const answer = await apiPost('/api/user/createWithdraw', request, createWithdrawResponse, {
    fallbackKey: 'withdrawal_error.send_new',
  });
  setCachedBalance(answer.balance);
  await refreshWithdrawals();
  return answer.withdraw;
}

/**
 * `/api/withdraws/send {items: {<myId>: {}}}` (docs/api/http.md "Calls"): one skin by Steam trade,
 * after moderation.
 */
export async function sendSkin(myId: number): Promise<WithdrawalDto> {
  const answer = await apiPost('/api/withdraws/send', { items: { [myId]: {} } }, skinWithdrawResponse, {
    fallbackKey: 'inventory_error.send_take_withdraw',
  });
  await refreshWithdrawals();
  return answer.withdraw;
}

/** `/api/withdraws/sell {items: [myId]}`: the skin sold to the site at its price less the 20 % fee. */
export async function sellSkinToSite(myId: number): Promise<{ amount: number; fee: number }> {
  const answer = await apiPost('/api/withdraws/sell', { items: [myId] }, siteSaleResponse, {
    fallbackKey: 'inventory_error.send_take_withdraw',
  });
  setCachedBalance(answer.balance);
  await refreshWithdrawals();
  return { amount: answer.amount, fee: answer.fee };
}
