import type { Game } from '@skinbet/shared/ledger';
import type { HistoryResponse, ProfileWithdrawsDto } from '@skinbet/shared/schemas/profile-history.schemas';
import type { WithdrawalDto } from '@skinbet/shared/schemas/withdrawals.schemas';

/**
 * What the profile reads from the bet history and the withdrawals modules, handed in at
 * composition: the account sits below both (they use users, users imports neither).
 */
export interface ProfileSources {
  history: { own(userId: number, game: Game, pageNumber: number): Promise<HistoryResponse> };
  withdrawals: { list(userId: number): Promise<{ withdraws: WithdrawalDto[]; has_more: boolean }> };
}

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
export async function profileFirstPages(userId: number, services: ProfileSources): Promise<ProfileFirstPages> {
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
