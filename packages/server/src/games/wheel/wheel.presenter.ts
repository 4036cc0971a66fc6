import { WHEEL_MULTIPLIERS, wheelColour, type WheelColour } from '@skinbet/shared/fairness/wheel';
import { WHEEL, WHEEL_COLOURS, type WheelLimits } from '@skinbet/shared/games/wheel.machine';
import { centsToAmount } from '@skinbet/shared/money';
import type {
  WheelBetDto,
  WheelGameDto,
  WheelHistoryEntry,
  WheelLimitsDto,
  WheelStateDto,
} from '@skinbet/shared/schemas/wheel.schemas';
import type { Executor } from '../../db/client';
import type { WheelBetStatus } from '../../db/schema';
import { placedBet, presentSkin, presentWithSkins, type PlacedSkin, type SkinRow } from '../stakes';
import { selectBetItems, selectBetRows } from './wheel-bets.repository';
import type { WheelRoundRow } from './wheel.repository';

type BetRow = Awaited<ReturnType<typeof selectBetRows>>[number];

const iso = (epochMs: number | null) => (epochMs === null ? null : new Date(epochMs).toISOString());

/** `is_win` as crash's: 0 in play, 1 won, 2 lost, 3 refunded (round voided). */
const IS_WIN: Record<WheelBetStatus, WheelBetDto['is_win']> = { active: 0, won: 1, lost: 2, refunded: 3 };

/** The segment is public once the wheel spins (`startWheel` carries it): spinning or finished. */
export const hasSpun = (round: Pick<WheelRoundRow, 'phase'>) =>
  round.phase === 'spinning' || round.phase === 'finished';

function presentBet(row: BetRow, skins: SkinRow[], winSkin: SkinRow | undefined): WheelBetDto {
  return {
    id: row.id,
    round_id: row.roundId,
    user: { id: row.userId, username: row.username, avatar: row.avatar, is_demo: row.isDemo },
    color: row.colour,
    price: centsToAmount(row.bank),
    items: skins.map(presentSkin),
    is_win: IS_WIN[row.status],
    win: row.status === 'won' && row.payout !== null ? centsToAmount(row.payout) : null,
    winItem: winSkin ? presentSkin(winSkin) : null,
    created_at: row.createdAt.toISOString(),
  };
}

/** Bets (of a round, or by id) with their skins and won skins, in bet order. */
export async function loadBets(
  db: Executor,
  filter: { roundId: number } | { betIds: number[] },
): Promise<WheelBetDto[]> {
  const rows = await selectBetRows(db, filter);
  return presentWithSkins(db, rows, selectBetItems, presentBet);
}

/**
 * A bet just placed, from what its transaction already holds (no read back): the player and the
 * skins as moved, dearest first as `selectBetItems` orders them.
 */
export function presentPlacedBet(
  bet: { id: number; roundId: number; colour: WheelColour; bank: number; createdAt: Date },
  player: { id: number; username: string; avatar: string; isDemo: boolean },
  staked: readonly PlacedSkin[],
): WheelBetDto {
  const placed = placedBet(bet, player, staked);
  return presentBet(placed.row, placed.skins, undefined);
}

/** Cents are summed exactly: wire amounts have two decimals, so ×100 and rounding is lossless. */
const cents = (amount: number) => Math.round(amount * 100);

/**
 * docs/games/wheel.md "Bets and items": the bets in four colour groups (black, red, green, yellow),
 * each with its total and players.
 */
export function groupByColour(bets: WheelBetDto[]): WheelStateDto['bets'] {
  return WHEEL_COLOURS.map((color) => {
    const own = bets.filter((bet) => bet.color === color);
    return {
      color,
      multiplier: WHEEL_MULTIPLIERS[color],
      total: centsToAmount(own.reduce((sum, bet) => sum + cents(bet.price), 0)),
      players: new Set(own.map((bet) => bet.user.id)).size,
      bets: own,
    };
  });
}

/** The limits as `/api/getConfig` and `/api/wheel/get` publish them, in currency units. */
export function presentLimits(limits: WheelLimits, bettingMs: number): WheelLimitsDto {
  return {
    minBet: centsToAmount(limits.minBetCents),
    maxBet: centsToAmount(limits.maxBetCents),
    maxItemsPerBet: limits.maxItemsPerBet,
    maxBetsPerPlayer: limits.maxBetsPerPlayer,
    maxColours: WHEEL.maxColoursPerPlayer,
    bettingMs,
  };
}

export function presentHistory(rounds: Array<Pick<WheelRoundRow, 'id' | 'segment'>>): WheelHistoryEntry[] {
  return rounds.map((round) => ({ id: round.id, segment: round.segment, color: wheelColour(round.segment) }));
}

/** Whole seconds of betting left at `now` (rounded up: 19.2 s left shows 20), 0 once closed. */
export function timerAt(round: Pick<WheelRoundRow, 'phase' | 'bettingEndsAt'>, now: number): number {
  return round.phase === 'betting' ? Math.max(0, Math.ceil((round.bettingEndsAt - now) / 1000)) : 0;
}

/** Spin data once the wheel spins: ms of the spin left (at least 2 while spinning), 1 once it has stopped. */
export function presentSpin(round: WheelRoundRow, now: number): WheelStateDto['spin'] {
  if (!hasSpun(round)) return null;
  const ms = round.phase === 'spinning' && round.spinEndsAt !== null ? Math.max(2, round.spinEndsAt - now) : 1;
  return { segment: round.segment, color: wheelColour(round.segment), ms };
}

/** `/api/wheel/get`: the round in play for a joiner; the segment and the secret once it spins. */
export function presentState(input: {
  round: WheelRoundRow;
  now: number;
  bets: WheelBetDto[];
  history: WheelHistoryEntry[];
  secretHash: string | null;
  limits: WheelLimitsDto;
}): WheelStateDto {
  const { round, now, bets } = input;
  return {
    id: round.id,
    phase: round.phase,
    public_hash: round.publicHash,
    secret_hash: input.secretHash,
    serverTime: now,
    timer: timerAt(round, now),
    bettingEndsAt: round.bettingEndsAt,
    game: { bank: centsToAmount(round.totalBank) },
    bets: groupByColour(bets),
    stats: {
      total_bank: centsToAmount(round.totalBank),
      total_items: round.totalItems,
      total_users: new Set(bets.map((bet) => bet.user.id)).size,
    },
    history: input.history,
    spin: presentSpin(round, now),
    limits: input.limits,
  };
}

/** `/api/wheel/getGame`: with the secret (once revealed) anyone can recompute the segment. */
export function presentGame(
  round: WheelRoundRow,
  anchor: string,
  bets: WheelBetDto[],
  secretHash: string | null,
): WheelGameDto {
  const spun = hasSpun(round);
  return {
    id: round.id,
    phase: round.phase,
    public_hash: round.publicHash,
    secret_hash: secretHash,
    chain: { id: round.chainId, anchor, round: round.chainRound },
    segment: spun ? round.segment : null,
    color: spun ? wheelColour(round.segment) : null,
    bets,
    created_at: iso(round.createdAt)!,
    ended_at: iso(round.endedAt),
  };
}
