import { centsToAmount } from '@skinbet/shared/money';
import type { AdminWithdrawFactsDto } from '@skinbet/shared/schemas/withdrawals.schemas';
import type { Database } from '../../../db/client';
import { ApiError } from '../../../http/api-error';
import { sumDeposits } from '../payments';
import { openDebtOf, protectedDepositsOf } from '../trades';
import { foldWagering } from './wagering';
import { findWithdrawalView, readWagering } from './withdrawals.repository';
import { findLinkedAccounts, findPlayerStanding, listLargeWins, sumWithdrawn } from './withdrawals-queue.repository';

/** Linked accounts shown by name; the count covers them all up to this. */
const LINKED_SHOWN = 20;
/** Wins of the last 30 days with a profit of at least 100 units (or 10× the stake), five at most. */
const LARGE_WIN_DAYS = 30;
const LARGE_WIN_PROFIT_CENTS = 100_00;
const LARGE_WINS_SHOWN = 5;
const DAY_MS = 86_400_000;

/**
 * What a reviewer weighs before deciding one withdrawal (docs/operations/console.md
 * "Withdrawals"): the account's age, what it deposited against what it withdrew, what it still
 * has to wager, its Trade Protection standing and debt, accounts linked to it, its recent large
 * wins. Linked accounts are computed here from sessions, trade URLs and payout wallets.
 */
export async function withdrawalFacts(db: Database, id: number): Promise<AdminWithdrawFactsDto> {
  const row = await findWithdrawalView(db, id);
  if (!row) throw new ApiError('withdrawal_api.not_found', 404);
  const player = (await findPlayerStanding(db, row.userId))!;
  const [deposits, withdrawn, wagering, releases, debt, linked, wins] = await Promise.all([
    sumDeposits(db, row.userId),
    sumWithdrawn(db, row.userId),
    readWagering(db, row.userId),
    protectedDepositsOf(db, row.userId),
    openDebtOf(db, row.userId),
    findLinkedAccounts(db, row.userId, 1000),
    listLargeWins(db, row.userId, LARGE_WIN_DAYS, LARGE_WIN_PROFIT_CENTS, LARGE_WINS_SHOWN),
  ]);
  const gone = releases.filter((release) => release.gone > 0);
  return {
    id,
    user: {
      id: player.id,
      username: player.username,
      banned: player.banned,
      kyc_verified: player.kycVerifiedAt !== null,
    },
    account_created_at: player.createdAt.toISOString(),
    account_age_days: Math.floor((Date.now() - player.createdAt.getTime()) / DAY_MS),
    deposits_total: centsToAmount(deposits),
    withdrawals_total: centsToAmount(withdrawn.cents),
    withdrawals_count: withdrawn.count,
    wagering_left: centsToAmount(foldWagering(wagering.credits).unwagered),
    protected: centsToAmount(gone.reduce((sum, release) => sum + release.gone, 0)),
    protected_until: gone.length > 0 ? new Date(gone.at(-1)!.untilMs).toISOString() : null,
    debt: centsToAmount(debt),
    linked_accounts: { count: linked.length, accounts: linked.slice(0, LINKED_SHOWN) },
    recent_large_wins: wins.map((win) => ({
      game: win.game,
      round_id: win.roundId,
      stake: centsToAmount(Number(win.stake)),
      payout: centsToAmount(Number(win.payout)),
      multiplier: win.multiplier === null ? null : win.multiplier / 100,
      at: win.settledAt.toISOString(),
    })),
  };
}
