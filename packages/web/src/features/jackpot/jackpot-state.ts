import { chancePercent } from '@skinbet/shared/games/jackpot.machine';
import type { JackpotBetDto, JackpotParticipantDto, JackpotStateDto } from '@skinbet/shared/schemas/jackpot.schemas';
import type { SocketEventOf, SocketEvents } from '../../lib/socket';

/**
 * The live jackpot round as the page knows it (docs/games/jackpot.md "Bets and items",
 * "States"): the `/api/jackpot/get` snapshot with the socket's events applied on top, kept in
 * the TanStack Query cache. Times are on the local clock (`Date.now()`): the server sends
 * durations that are left ("countdown", "spinLeft", "spinnerDuration"), so they are anchored at
 * the moment the message arrived and a skewed device clock does not shift them.
 */
export interface JackpotLive extends JackpotStateDto {
  /** Betting: when the timer reaches zero. */
  bettingEndsAt: number | null;
  /** Spinning: when the reel started and when it stops; null when the page did not see the spin. */
  spinStartedAt: number | null;
  spinEndsAt: number | null;
}

/** The server events that change the round. */
export type JackpotEvent = SocketEventOf<
  'jackpotNewBet' | 'jackpotTimer' | 'startJackpot' | 'jackpotResult' | 'newGameJackpot' | 'jackpotVoided'
>;

/** Wire amount (12.34) to cents without float drift. */
export const toCents = (amount: number) => Math.round(amount * 100);

/** A snapshot as it arrived at local time `receivedAt`. */
export function fromSnapshot(dto: JackpotStateDto, receivedAt: number): JackpotLive {
  const spinEndsAt = dto.phase === 'spinning' && dto.spinLeft !== null ? receivedAt + dto.spinLeft : null;
  return {
    ...dto,
    bets: sortByTickets(dto.bets),
    bettingEndsAt: dto.phase === 'betting' && dto.countdown !== null ? receivedAt + dto.countdown : null,
    spinStartedAt: spinEndsAt === null ? null : spinEndsAt - dto.spinnerDuration,
    spinEndsAt,
  };
}

/** Bets in the order they were placed, which is the order of their tickets. */
function sortByTickets(bets: readonly JackpotBetDto[]): JackpotBetDto[] {
  return [...bets].sort((a, b) => (a.tickets[0]?.from ?? 0) - (b.tickets[0]?.from ?? 0) || a.id - b.id);
}

/**
 * One entry per player in the order they joined, all their bets together: the chances list and
 * the reel (docs/product/screens.md "Jackpot"). Chances are shares of `potCents`, to one
 * decimal.
 */
export function participantsOf(bets: readonly JackpotBetDto[], potCents: number): JackpotParticipantDto[] {
  const byUser = new Map<number, { user: JackpotBetDto['user']; cents: number; items: number }>();
  for (const bet of bets) {
    const entry = byUser.get(bet.user.id) ?? { user: bet.user, cents: 0, items: 0 };
    entry.cents += toCents(bet.price);
    entry.items += bet.items.length;
    byUser.set(bet.user.id, entry);
  }
  return [...byUser.values()].map(({ user, cents, items }) => ({
    user,
    bank: cents / 100,
    chance: chancePercent(cents, potCents),
    items,
  }));
}

/**
 * The signed-in player's part of the pot (dashboard, docs/product/screens.md "Jackpot"): chance %,
 * bank and item count.
 */
export function userShare(
  state: Pick<JackpotLive, 'bets' | 'totalBank'>,
  userId: number | null | undefined,
): { chance: number; bank: number; items: number } {
  const own = userId === null || userId === undefined ? [] : state.bets.filter((bet) => bet.user.id === userId);
  const cents = own.reduce((sum, bet) => sum + toCents(bet.price), 0);
  return {
    chance: chancePercent(cents, toCents(state.totalBank)),
    bank: cents / 100,
    items: own.reduce((sum, bet) => sum + bet.items.length, 0),
  };
}

/** True when the event belongs to a round after the one in the cache: only a new snapshot can catch up. */
export function isAhead(state: Pick<JackpotLive, 'id'>, event: JackpotEvent): boolean {
  return event.payload.roundId > state.id && event.type !== 'newGameJackpot';
}

function addBet(state: JackpotLive, payload: SocketEvents['jackpotNewBet']): JackpotLive {
  const { bet } = payload;
  // Already in the snapshot, or a repeat: applying it twice would count it twice.
  if (state.bets.some((known) => known.id === bet.id)) return state;
  // Totals only grow within a round, so the larger of two is the later one (events may cross a snapshot).
  const totalTickets = Math.max(state.totalTickets, payload.totalTickets);
  const potCents = Math.max(toCents(state.totalBank), toCents(payload.totalBank));
  const bets = sortByTickets([...state.bets, bet]).map((known) => ({
    ...known,
    chance: chancePercent(toCents(known.price), potCents),
  }));
  const itemIds = new Set(state.allItems.map((item) => item.id));
  return {
    ...state,
    bets,
    participants: participantsOf(bets, potCents),
    allItems: [...state.allItems, ...bet.items.filter((item) => !itemIds.has(item.id))],
    totalTickets,
    totalBank: potCents / 100,
    totalItems: Math.max(state.totalItems, payload.totalItems),
  };
}

/** A round that has just opened: nothing in it yet, the settings carried over. */
function openedRound(state: JackpotLive, payload: SocketEvents['newGameJackpot']): JackpotLive {
  return {
    ...state,
    id: payload.roundId,
    phase: 'waiting',
    public_hash: payload.publicHash,
    secret_hash: null,
    serverTime: payload.serverTime,
    countdown: null,
    endTime: null,
    spinLeft: null,
    totalBank: 0,
    totalItems: 0,
    totalTickets: 0,
    allItems: [],
    bets: [],
    participants: [],
    userChance: 0,
    userBank: 0,
    userItemNumber: 0,
    winner: null,
    bettingEndsAt: null,
    spinStartedAt: null,
    spinEndsAt: null,
  };
}

/**
 * Applies one server event that arrived at local time `receivedAt`. Pure and idempotent: an event
 * the snapshot already contains changes nothing, and an event of an earlier round is ignored.
 * An event of a later round (other than its opening) is ignored too — see `isAhead`.
 */
export function reduceJackpot(state: JackpotLive, event: JackpotEvent, receivedAt: number): JackpotLive {
  if (event.type === 'newGameJackpot') {
    return event.payload.roundId > state.id ? openedRound(state, event.payload) : state;
  }
  if (event.payload.roundId !== state.id) return state;
  switch (event.type) {
    case 'jackpotNewBet':
      return addBet(state, event.payload);
    case 'jackpotTimer': {
      if (state.phase !== 'waiting' && state.phase !== 'betting') return state;
      const p = event.payload;
      return {
        ...state,
        phase: 'betting',
        countdown: p.countdownMs,
        endTime: p.endTime,
        serverTime: p.serverTime,
        bettingEndsAt: receivedAt + p.countdownMs,
      };
    }
    case 'startJackpot': {
      if (state.phase === 'spinning' || state.phase === 'finished' || state.phase === 'voided') return state;
      const p = event.payload;
      return {
        ...state,
        phase: 'spinning',
        winner: p.winner,
        secret_hash: p.secretHash,
        totalTickets: Math.max(state.totalTickets, p.totalTickets),
        totalBank: Math.max(state.totalBank, p.totalBank),
        spinnerDuration: p.spinnerDuration,
        spinLeft: p.spinnerDuration,
        countdown: null,
        bettingEndsAt: null,
        spinStartedAt: receivedAt,
        spinEndsAt: receivedAt + p.spinnerDuration,
      };
    }
    case 'jackpotResult':
      if (state.phase === 'voided') return state;
      // The spin times stay: a result that arrives a moment before the local reel stops must not cut it short.
      return { ...state, phase: 'finished', winner: event.payload.winner, countdown: null, bettingEndsAt: null };
    case 'jackpotVoided':
      if (state.phase !== 'waiting' && state.phase !== 'betting') return state;
      return { ...state, phase: 'voided', secret_hash: event.payload.secretHash, countdown: null, bettingEndsAt: null };
  }
}

/** docs/games/jackpot.md "Rules": bets are taken while waiting, and while betting until the timer reaches zero. */
export function bettingOpen(state: Pick<JackpotLive, 'phase' | 'bettingEndsAt'>, now: number): boolean {
  if (state.phase === 'waiting') return true;
  return state.phase === 'betting' && (state.bettingEndsAt === null || state.bettingEndsAt > now);
}

/** Betting: ms left on the timer (0 once it ran out); null in every other phase. */
export function countdownLeftMs(state: Pick<JackpotLive, 'phase' | 'bettingEndsAt'>, now: number): number | null {
  if (state.phase !== 'betting' || state.bettingEndsAt === null) return null;
  return Math.max(0, state.bettingEndsAt - now);
}

/** The reel is on screen while it spins and at the result (docs/games/jackpot.md "States"). */
export function showsReel(state: Pick<JackpotLive, 'phase' | 'winner'>): boolean {
  return (state.phase === 'spinning' || state.phase === 'finished') && state.winner !== null;
}
