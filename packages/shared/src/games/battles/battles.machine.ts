/**
 * Case battles as pure data and rules (docs/fairness/formulas.md "Case battle"): the modes with
 * their seats and teams, the limits, the lifecycle and the published rule that deals the winners'
 * items. The draw itself (tickets, totals, the winner) is in fairness/battle.ts and
 * fairness/battle-outcome.ts.
 *
 * waiting (seats fill; a seat may be left and is refunded) → running (the last seat filled: the
 * outcome is fixed, the rounds are revealed one at a time) → finished (the items are dealt). A
 * battle still waiting after `waitingTimeoutMs` is cancelled and every stake refunded; once running
 * it is never cancelled, because its outcome exists.
 */

/** The seed of a seat taken by one of the house's bots (docs/fairness/formulas.md "Case battle"). */
export const BATTLE_BOT_SEED = 'bot';

/**
 * A player's client seed: 1–32 characters of `[A-Za-z0-9_-]`. Neither `,` (which joins the seeds)
 * nor `:` (which joins the message) can occur, so `seeds` splits back into its seats unambiguously.
 */
export const BATTLE_CLIENT_SEED_PATTERN = /^[A-Za-z0-9_-]{1,32}$/;

export const BATTLE_MODES = ['1v1', '1v1v1', '1v1v1v1', '2v2'] as const;
export type BattleMode = (typeof BATTLE_MODES)[number];

/** The teams of each mode as lists of seats (from 0): in 2v2 seats 0–1 play seats 2–3, else each seat alone. */
const TEAMS: Readonly<Record<BattleMode, readonly (readonly number[])[]>> = {
  '1v1': [[0], [1]],
  '1v1v1': [[0], [1], [2]],
  '1v1v1v1': [[0], [1], [2], [3]],
  '2v2': [
    [0, 1],
    [2, 3],
  ],
};

export function isBattleMode(mode: string): mode is BattleMode {
  return (BATTLE_MODES as readonly string[]).includes(mode);
}

/** The teams of a mode, each a list of seats ascending, in the order of their lowest seat. */
export function battleTeams(mode: BattleMode): readonly (readonly number[])[] {
  return TEAMS[mode];
}

/** How many seats a battle of `mode` has. */
export function battleSeatCount(mode: BattleMode): number {
  return TEAMS[mode].reduce((sum, team) => sum + team.length, 0);
}

/** The index of the team `seat` plays in. */
export function teamOfSeat(mode: BattleMode, seat: number): number {
  const team = TEAMS[mode].findIndex((seats) => seats.includes(seat));
  if (team < 0) throw new RangeError(`no seat ${seat} in a ${mode} battle`);
  return team;
}

export const BATTLE = {
  /** Cases in one battle (the same case may repeat): one round per case. */
  minCases: 1,
  maxCases: 25,
  /** A battle not full after this long is cancelled and its stakes refunded once. */
  waitingTimeoutMs: 10 * 60_000,
  /** From the last seat filling to the first round's reveal: a couple of seconds to see who plays. */
  startDelayMs: 2_000,
  /** One round's reel, from its reveal to the next round's (`BATTLE_ROUND_MS` may change it). */
  roundMs: 3_500,
  /** Waiting battles a player may have created at once (each holds a chain lane and their stake). */
  maxWaitingPerCreator: 3,
  /** Battles waiting at once on the whole site: each holds a chain lane of its own (docs/fairness/formulas.md "Case battle"). */
  maxLanes: 200,
} as const;

export type BattlePhase = 'waiting' | 'running' | 'finished' | 'cancelled';

export const BATTLE_TRANSITIONS: Readonly<Record<BattlePhase, readonly BattlePhase[]>> = {
  waiting: ['running', 'cancelled'],
  running: ['finished'],
  finished: [],
  cancelled: [],
};

export function canBattleTransition(from: BattlePhase, to: BattlePhase): boolean {
  return BATTLE_TRANSITIONS[from].includes(to);
}

/**
 * What each seat pays: the sum of the battle's case prices in cents (every seat opens every case).
 * Throws outside the case-count limits.
 */
export function battleSeatCost(casePricesCents: readonly number[]): number {
  if (casePricesCents.length < BATTLE.minCases || casePricesCents.length > BATTLE.maxCases) {
    throw new RangeError(`a battle has ${BATTLE.minCases}–${BATTLE.maxCases} cases, not ${casePricesCents.length}`);
  }
  return casePricesCents.reduce((sum, price) => {
    if (!Number.isSafeInteger(price) || price < 1) throw new RangeError(`invalid case price ${price}`);
    return sum + price;
  }, 0);
}

/** A dropped item to hand out: who dropped it in which round, and its value in cents. */
export interface DealtRoll {
  round: number;
  seat: number;
  item: { price: number };
}

/**
 * The published dealing rule: every item of the battle goes to the winning side. A lone winner
 * (1v1, 1v1v1, 1v1v1v1) takes them all. A winning 2v2 team's items are dealt one by one, most
 * valuable first (equal prices in roll order: round, then seat), each to the teammate who has so
 * far been dealt the lower total (both start at 0; equal totals: the lower seat). Answers each item
 * with the seat it goes to, in dealing order.
 */
export function dealBattleItems<R extends DealtRoll>(
  winners: readonly number[],
  rolls: readonly R[],
): { seat: number; roll: R }[] {
  if (winners.length === 0) throw new RangeError('a battle has a winner');
  const seats = [...winners].sort((a, b) => a - b);
  const dealt = new Map(seats.map((seat) => [seat, 0]));
  const order = [...rolls].sort((a, b) => b.item.price - a.item.price || a.round - b.round || a.seat - b.seat);
  return order.map((roll) => {
    // The first seat of the lowest total: `seats` ascending makes a tie go to the lower seat.
    const seat = seats.reduce((low, candidate) => (dealt.get(candidate)! < dealt.get(low)! ? candidate : low));
    dealt.set(seat, dealt.get(seat)! + roll.item.price);
    return { seat, roll };
  });
}
