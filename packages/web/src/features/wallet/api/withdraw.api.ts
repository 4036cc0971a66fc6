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
 * `/api/user/createWithdraw {sum, wallet, system, code?}`: the sum moves to held at once and waits for
 * moderation. `code`: the two-factor code of a player who has it on (docs/money/withdrawals.md
 * "Second factor"). The balance comes from the answer; the list and the available amount are re-read.
 */
export async function createWithdraw(request: {
  sum: number;
  wallet: string;
  system: number;
  code?: string;
}): Promise<WithdrawalDto> {
  const answer = await apiPost('/api/user/createWithdraw', request, createWithdrawResponse, {
    fallbackKey: 'withdrawal_error.send_new',
  });
  setCachedBalance(answer.balance);
  await refreshWithdrawals();
  return answer.withdraw;
}

/**
 * `/api/withdraws/send {items: {<myId>: {}}, code?}` (docs/api/http.md "Calls"): one skin by Steam
 * trade, after moderation; `code` as for `createWithdraw`.
 */
export async function sendSkin(myId: number, code?: string): Promise<WithdrawalDto> {
  const body = { items: { [myId]: {} }, ...(code === undefined ? {} : { code }) };
  const answer = await apiPost('/api/withdraws/send', body, skinWithdrawResponse, {
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
