import { battleTeams, type BattleMode } from '@skinbet/shared/games/battles/battles.machine';
import type {
  BattleDto,
  BattleRollDto,
  BattleRoundPayload,
  BattleSeatDto,
  BattleStatus,
  BattleSummaryDto,
} from '@skinbet/shared/games/battles/battles.schemas';
import { sumAmounts } from '../../lib/money';

/**
 * What the battle page derives from the battle (docs/games/battles.md "States", "Screens"): the
 * rounds revealed so far, who sits where, what each side has and who may do what. Pure, so the
 * page's rules are tested without a browser.
 */

/** A battle as the page caches it: `get`'s answer and the local time it arrived, which its countdowns measure from. */
export type BattleView = BattleDto & { received_at: number };

const STATUS_RANK: Readonly<Record<BattleStatus, number>> = { waiting: 0, running: 1, finished: 2, cancelled: 2 };

/**
 * A `battleRound` written into the cached battle: the round's rolls added and `revealed_rounds`
 * moved on. A round already there changes nothing (null); a round after a missed one, or a battle
 * not running, cannot be patched ('refetch').
 */
export function applyBattleRound(battle: BattleView, payload: BattleRoundPayload): BattleView | 'refetch' | null {
  if (payload.id !== battle.id) return null;
  if (payload.round < battle.revealed_rounds) return null;
  if (payload.round > battle.revealed_rounds || battle.status !== 'running') return 'refetch';
  return {
    ...battle,
    revealed_rounds: payload.round + 1,
    rolls: [...battle.rolls.filter((roll) => roll.round !== payload.round), ...payload.rolls],
    seat_totals: payload.seat_totals,
    team_totals: payload.team_totals,
  };
}

/**
 * The battle to keep when a read answers: the cached copy if it is further along (rounds the socket
 * revealed while the read was under way), else the answer.
 */
export function newerBattle(cached: BattleView | null | undefined, fetched: BattleView): BattleView {
  if (!cached || cached.id !== fetched.id) return fetched;
  const rank = STATUS_RANK[cached.status] - STATUS_RANK[fetched.status];
  if (rank > 0) return cached;
  if (rank === 0 && fetched.status === 'running' && cached.revealed_rounds > fetched.revealed_rounds) return cached;
  return fetched;
}

/** Rounds whose rolls are known: all of them once the battle finished. */
export function revealedRounds(battle: Pick<BattleDto, 'status' | 'revealed_rounds' | 'cases'>): number {
  return battle.status === 'finished' ? battle.cases.length : battle.revealed_rounds;
}

/** The seat's roll of a round, if revealed. */
export function rollOf(battle: Pick<BattleDto, 'rolls'>, round: number, seat: number): BattleRollDto | undefined {
  return battle.rolls.find((roll) => roll.round === round && roll.seat === seat);
}

/** Each seat's total over the rounds before `rounds` (the reels that have landed), as seat order. */
export function seatTotalsUpTo(battle: Pick<BattleDto, 'rolls' | 'seats'>, rounds: number): number[] {
  return battle.seats.map((seat) =>
    sumAmounts(
      battle.rolls.filter((roll) => roll.seat === seat.seat && roll.round < rounds).map((roll) => roll.item.price),
    ),
  );
}

/** The teams' totals from the seats' (teams in the order of their lowest seat). */
export function teamTotals(mode: BattleMode, seatTotals: readonly number[]): number[] {
  return battleTeams(mode).map((seats) => sumAmounts(seats.map((seat) => seatTotals[seat] ?? 0)));
}

/** The seat the viewer sits in, or null. */
export function viewerSeat(battle: Pick<BattleSummaryDto, 'seats'>, userId: number | undefined): number | null {
  if (userId === undefined) return null;
  return battle.seats.find((seat) => seat.user?.id === userId)?.seat ?? null;
}

export const isEmptySeat = (seat: BattleSeatDto) => seat.user === null && !seat.bot;

/** What the viewer may do on a battle (the server decides; this only hides buttons it would refuse). */
export interface BattleActions {
  /** A guest or a player without a seat may take an empty seat of a waiting battle. */
  join: boolean;
  callBots: boolean;
  leave: boolean;
  /** The creator's leave cancels the battle for everyone. */
  leaveCancels: boolean;
}

export function battleActions(battle: BattleSummaryDto, userId: number | undefined): BattleActions {
  const waiting = battle.status === 'waiting';
  const seated = viewerSeat(battle, userId) !== null;
  const creator = userId !== undefined && battle.creator_id === userId;
  const hasEmpty = battle.seats.some(isEmptySeat);
  return {
    join: waiting && !seated && hasEmpty,
    callBots: waiting && creator && hasEmpty,
    leave: waiting && seated,
    leaveCancels: creator,
  };
}

/**
 * Milliseconds from local time `now` to `at` (server clock): what was left when the answer came,
 * on the server's clock, less the time passed locally since. A browser clock that is off does not
 * matter.
 */
export function msUntil(at: number, battle: Pick<BattleView, 'server_time' | 'received_at'>, now: number): number {
  return Math.max(0, at - battle.server_time - Math.max(0, now - battle.received_at));
}

/** What a seat received at the end: the rolls dealt to it, most valuable first. */
export function dealtTo(battle: Pick<BattleDto, 'dealt' | 'rolls'>, seat: number): BattleRollDto[] {
  return battle.dealt
    .filter((deal) => deal.to_seat === seat)
    .flatMap((deal) => {
      const roll = rollOf(battle, deal.round, deal.seat);
      return roll ? [roll] : [];
    })
    .sort((a, b) => b.item.price - a.item.price);
}

/** Whether the seat is among the winners (a finished battle). */
export function isWinnerSeat(battle: Pick<BattleSummaryDto, 'winners'>, seat: number): boolean {
  return battle.winners?.includes(seat) ?? false;
}

/** The seats grouped by team, teams in the order of their lowest seat (each seat alone except in 2v2). */
export function seatsByTeam(seats: readonly BattleSeatDto[]): BattleSeatDto[][] {
  const teams = new Map<number, BattleSeatDto[]>();
  for (const seat of [...seats].sort((a, b) => a.seat - b.seat)) {
    teams.set(seat.team, [...(teams.get(seat.team) ?? []), seat]);
  }
  return [...teams.values()];
}

/** A round whose `battleRound` arrived while the page was open: its reels spin until `landed`. */
export interface LiveReveal {
  round: number;
  /** Null under reduced motion: the reels are drawn at their stop. */
  timing: { startedAt: number; endsAt: number } | null;
  landed: boolean;
}

/** What the reels show: the latest revealed round (null before the first), whether it still spins, and how many rounds have landed. */
export interface RevealState {
  round: number | null;
  spinning: boolean;
  landedRounds: number;
}

/**
 * The reels' state: rounds revealed before the page saw them are shown landed at once; only the
 * round that arrived live spins, and its drops count in the totals once its reels have landed.
 */
export function revealState(
  battle: Pick<BattleDto, 'status' | 'revealed_rounds' | 'cases'>,
  live: LiveReveal | null,
): RevealState {
  const revealed = revealedRounds(battle);
  if (revealed === 0) return { round: null, spinning: false, landedRounds: 0 };
  const round = revealed - 1;
  const spinning = live !== null && live.round === round && !live.landed;
  return { round, spinning, landedRounds: spinning ? round : revealed };
}
