import type { HistoryResponse, ProfileWithdrawsDto } from '@skinbet/shared/schemas/profile-history.schemas';
import type { HistoryService } from '../history/history.service';
import type { WithdrawalsService } from '../withdrawals/withdrawals.service';

export interface ProfileFirstPages {
  crashBets: HistoryResponse;
  jackpotBets: HistoryResponse;
  wheelBets: HistoryResponse;
  withdraws: ProfileWithdrawsDto;
}

/**
 * The history tabs' first pages for `getProfile` (the profile's data: the profile loads with
 * that one call): bets exactly as `/api/user/history` answers page 1, withdrawals as
 * `/api/user/withdraws` answers its first page, each row with the `date`. The paged calls
 * stay for the pages after.
 */
export async function profileFirstPages(
  userId: number,
  services: { history: Pick<HistoryService, 'own'>; withdrawals: Pick<WithdrawalsService, 'list'> },
): Promise<ProfileFirstPages> {
  const [crashBets, jackpotBets, wheelBets, withdraws] = await Promise.all([
    services.history.own(userId, 'crash', 1),
    services.history.own(userId, 'jackpot', 1),
    services.history.own(userId, 'wheel', 1),
    services.withdrawals.list(userId),
  ]);
  return {
    crashBets,
    jackpotBets,
    wheelBets,
    withdraws: {
      withdraws: withdraws.withdraws.map((row) => ({ ...row, date: row.created_at })),
      has_more: withdraws.has_more,
    },
  };
}
