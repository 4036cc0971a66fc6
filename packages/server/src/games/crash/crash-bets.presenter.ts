import { payoutCents } from '@skinbet/shared/fairness/crash';
import { centsToAmount } from '@skinbet/shared/money';
import type { CrashBetDto } from '@skinbet/shared/schemas/crash.schemas';
import type { Executor } from '../../db/client';
import type { CrashBetStatus } from '../../db/schema';
import { placedBet, presentSkin, presentWithSkins, type PlacedSkin, type SkinRow } from '../stakes';
import { selectBetItems, selectBetRows } from './crash-bets.repository';

type BetRow = Awaited<ReturnType<typeof selectBetRows>>[number];

/** Hundredths → the wire's two-decimal number (150 → 1.5). */
const onWire = (hundredths: number) => hundredths / 100;

/** `is_win` (docs/games/crash.md "States"): 0 in play, 1 won, 2 lost, 3 refunded. A taken bet has won already. */
function isWin(row: BetRow): CrashBetDto['is_win'] {
  const codes: Record<CrashBetStatus, CrashBetDto['is_win']> = { active: 0, won: 1, lost: 2, refunded: 3 };
  return row.status === 'active' && row.cashedOutAt !== null ? 1 : codes[row.status];
}

function presentBet(row: BetRow, skins: SkinRow[], winSkin: SkinRow | undefined): CrashBetDto {
  const won = isWin(row) === 1;
  // A take stamped but not yet paid already knows its win; the payout makes it the same number.
  const win = row.payout ?? (won && row.cashedOutMultiplier ? payoutCents(row.bank, row.cashedOutMultiplier) : null);
  return {
    id: row.id,
    round_id: row.roundId,
    user: { id: row.userId, username: row.username, avatar: row.avatar, is_demo: row.isDemo },
    bank: centsToAmount(row.bank),
    items: skins.map(presentSkin),
    autoWithdraw: onWire(row.autoWithdraw),
    is_win: isWin(row),
    multiplier: won && row.cashedOutMultiplier ? onWire(row.cashedOutMultiplier) : null,
    win: won && win !== null ? centsToAmount(win) : null,
    winItem: winSkin ? presentSkin(winSkin) : null,
  };
}

async function presentRows(db: Executor, rows: BetRow[]): Promise<CrashBetDto[]> {
  return presentWithSkins(db, rows, selectBetItems, presentBet);
}

/**
 * A bet just placed, from what its transaction already holds (no read back): the player's row and
 * the skins as moved, dearest first as `selectBetItems` orders them. The same DTO `listBetsById`
 * reads for it (a test compares both).
 */
export function presentPlacedBet(
  bet: { id: number; roundId: number; bank: number; autoWithdraw: number },
  player: Pick<BetRow, 'username' | 'avatar' | 'isDemo'> & { id: number },
  staked: readonly PlacedSkin[],
): CrashBetDto {
  const placed = placedBet(bet, player, staked);
  return presentBet({ ...placed.row, cashedOutAt: null, cashedOutMultiplier: null }, placed.skins, undefined);
}

/** Every bet of a round in the order placed: the engine's `crashInit` snapshot and `getGame`. */
export async function listRoundBets(db: Executor, roundId: number): Promise<CrashBetDto[]> {
  return presentRows(db, await selectBetRows(db, { roundId }));
}

/** One user's bets in a round (`/api/crash/myBet`). */
export async function listUserRoundBets(db: Executor, roundId: number, userId: number): Promise<CrashBetDto[]> {
  return presentRows(db, await selectBetRows(db, { roundId, userId }));
}

/** Bets by id, in id order (what `newBets` carries after a change). */
export async function listBetsById(db: Executor, betIds: number[]): Promise<CrashBetDto[]> {
  return presentRows(db, await selectBetRows(db, { betIds }));
}
