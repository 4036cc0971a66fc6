import { WHEEL_COLOURS } from '@skinbet/shared/games/wheel.machine';
import { WHEEL_MULTIPLIERS, type WheelColour } from '@skinbet/shared/fairness/wheel';
import type { WheelBetDto, WheelStateDto } from '@skinbet/shared/schemas/wheel.schemas';
import type { SocketEventOf, SocketEvents } from '../../lib/socket';

/**
 * The live wheel round as the page knows it (docs/games/wheel.md "Bets and items", "States"): the
 * `/api/wheel/get` snapshot with the socket's events applied on top, kept in the TanStack Query
 * cache. Local instants are on `Date.now()`: the server's deadlines are turned into "ms left"
 * against its `serverTime` and anchored when the message arrived, so a skewed device clock does
 * not shift them.
 */
export interface WheelLive extends WheelStateDto {
  /** Betting: the local time the timer reaches zero. */
  bettingEndsLocal: number | null;
  /** The spin as seen here: when it started turning and when it stops (equal when it was not seen). */
  spinStartedAt: number | null;
  spinEndsAt: number | null;
}

export type WheelGroup = WheelStateDto['bets'][number];

/** The server events that change the round. */
export type WheelEvent = SocketEventOf<'wheelNewBet' | 'wheelTimer' | 'startWheel' | 'newGameWheel' | 'wheelVoided'>;

/** Wire amount (12.34) to cents without float drift. */
export const toCents = (amount: number) => Math.round(amount * 100);

/** The four colour panels, empty, in the published order (black ×2, red ×3, green ×5, yellow ×50). */
export function emptyGroups(): WheelGroup[] {
  return WHEEL_COLOURS.map((color) => ({
    color,
    multiplier: WHEEL_MULTIPLIERS[color],
    total: 0,
    players: 0,
    bets: [],
  }));
}

/** The snapshot's groups in panel order, with any colour the server left out present and empty. */
function normaliseGroups(groups: readonly WheelGroup[]): WheelGroup[] {
  return emptyGroups().map((empty) => groups.find((group) => group.color === empty.color) ?? empty);
}

const distinctUsers = (bets: readonly WheelBetDto[]) => new Set(bets.map((bet) => bet.user.id)).size;

/** A snapshot as it arrived at local time `receivedAt`. */
export function fromSnapshot(dto: WheelStateDto, receivedAt: number): WheelLive {
  const spinning = dto.phase === 'spinning' && dto.spin !== null && dto.spin.ms > 1;
  const seen = dto.spin !== null && (dto.phase === 'spinning' || dto.phase === 'finished');
  return {
    ...dto,
    bets: normaliseGroups(dto.bets),
    bettingEndsLocal: dto.phase === 'betting' ? receivedAt + Math.max(0, dto.bettingEndsAt - dto.serverTime) : null,
    spinStartedAt: seen ? receivedAt : null,
    spinEndsAt: seen ? receivedAt + (spinning ? dto.spin!.ms : 0) : null,
  };
}

/** Every bet of the round, whatever its colour. */
export function allBets(state: Pick<WheelLive, 'bets'>): WheelBetDto[] {
  return state.bets.flatMap((group) => group.bets);
}

/** The signed-in player's bets this round and the colours they are on (docs/games/wheel.md "Rules": at most 2). */
export function ownBets(state: Pick<WheelLive, 'bets'>, userId: number | null | undefined) {
  const bets = userId === null || userId === undefined ? [] : allBets(state).filter((bet) => bet.user.id === userId);
  return { bets, colours: new Set<WheelColour>(bets.map((bet) => bet.color)) };
}

/** True when the event belongs to a round after the one in the cache: only a new snapshot can catch up. */
export function isAhead(state: Pick<WheelLive, 'id'>, event: WheelEvent): boolean {
  return event.payload.roundId > state.id && event.type !== 'newGameWheel';
}

function addBet(state: WheelLive, payload: SocketEvents['wheelNewBet']): WheelLive {
  const { bet } = payload;
  // Already in the snapshot, or a repeat: applying it twice would count it twice.
  if (allBets(state).some((known) => known.id === bet.id)) return state;
  const bets = state.bets.map((group) => {
    if (group.color !== bet.color) return group;
    const groupBets = [...group.bets, bet];
    return {
      ...group,
      bets: groupBets,
      total: (toCents(group.total) + toCents(bet.price)) / 100,
      players: distinctUsers(groupBets),
    };
  });
  // The bank only grows within a round, so the larger of two is the later one.
  const bank = Math.max(state.game.bank, payload.bank);
  return {
    ...state,
    bets,
    game: { ...state.game, bank },
    stats: {
      total_bank: Math.max(state.stats.total_bank, bank),
      total_items: state.stats.total_items + bet.items.length,
      total_users: Math.max(state.stats.total_users, distinctUsers(allBets({ bets }))),
    },
  };
}

/** The round's bets as the server settled them (`startWheel` with `ms = 1`), totals kept. */
function settledBets(groups: readonly WheelGroup[], settled: readonly WheelBetDto[]): WheelGroup[] {
  const byId = new Map(settled.map((bet) => [bet.id, bet]));
  return groups.map((group) => {
    const known = new Set(group.bets.map((bet) => bet.id));
    const missing = settled.filter((bet) => bet.color === group.color && !known.has(bet.id));
    const bets = [...group.bets.map((bet) => byId.get(bet.id) ?? bet), ...missing];
    return { ...group, bets, players: distinctUsers(bets) };
  });
}

function spinStarted(state: WheelLive, payload: SocketEvents['startWheel'], receivedAt: number): WheelLive {
  // A repeat, or a start that arrives after the end: the spin already on screen stays as it is.
  if (state.phase !== 'betting') return state;
  return {
    ...state,
    phase: 'spinning',
    public_hash: payload.publicHash,
    secret_hash: payload.secretHash,
    spin: { segment: payload.segment, color: payload.color, ms: payload.ms },
    timer: 0,
    bettingEndsLocal: null,
    spinStartedAt: receivedAt,
    spinEndsAt: receivedAt + payload.ms,
  };
}

function spinEnded(state: WheelLive, payload: SocketEvents['startWheel'], receivedAt: number): WheelLive {
  if (state.phase === 'voided') return state;
  return {
    ...state,
    phase: 'finished',
    public_hash: payload.publicHash,
    secret_hash: payload.secretHash,
    spin: { segment: payload.segment, color: payload.color, ms: 1 },
    bets: payload.bets ? settledBets(state.bets, payload.bets) : state.bets,
    timer: 0,
    bettingEndsLocal: null,
    // A page that saw the spin keeps its times: an end that arrives a moment early must not cut it short.
    spinStartedAt: state.spinStartedAt ?? receivedAt,
    spinEndsAt: state.spinEndsAt ?? receivedAt,
  };
}

/** A round that has just opened: no bets, the last spin and the history carried in the event. */
function openedRound(state: WheelLive, payload: SocketEvents['newGameWheel'], receivedAt: number): WheelLive {
  return {
    ...state,
    id: payload.roundId,
    phase: 'betting',
    public_hash: payload.publicHash,
    secret_hash: null,
    serverTime: payload.serverTime,
    bettingEndsAt: payload.bettingEndsAt,
    timer: Math.ceil(Math.max(0, payload.bettingEndsAt - payload.serverTime) / 1000),
    game: { bank: 0 },
    bets: emptyGroups(),
    stats: { total_bank: 0, total_items: 0, total_users: 0 },
    history: payload.history,
    spin: payload.spin,
    bettingEndsLocal: receivedAt + Math.max(0, payload.bettingEndsAt - payload.serverTime),
    spinStartedAt: null,
    spinEndsAt: null,
  };
}

/**
 * Applies one server event that arrived at local time `receivedAt`. Pure and idempotent: an event
 * the snapshot already contains changes nothing, and an event of an earlier round is ignored. An
 * event of a later round (other than its opening) is ignored too — see `isAhead`.
 */
export function reduceWheel(state: WheelLive, event: WheelEvent, receivedAt: number): WheelLive {
  if (event.type === 'newGameWheel') {
    return event.payload.roundId > state.id ? openedRound(state, event.payload, receivedAt) : state;
  }
  if (event.payload.roundId !== state.id) return state;
  switch (event.type) {
    case 'wheelNewBet':
      return addBet(state, event.payload);
    case 'wheelTimer': {
      if (state.phase !== 'betting') return state;
      const p = event.payload;
      return {
        ...state,
        timer: p.timer,
        serverTime: p.serverTime,
        bettingEndsLocal: receivedAt + Math.max(0, state.bettingEndsAt - p.serverTime),
      };
    }
    case 'startWheel':
      return event.payload.ms > 1
        ? spinStarted(state, event.payload, receivedAt)
        : spinEnded(state, event.payload, receivedAt);
    case 'wheelVoided':
      if (state.phase !== 'betting') return state;
      return {
        ...state,
        phase: 'voided',
        secret_hash: event.payload.secretHash,
        bettingEndsLocal: null,
        bets: state.bets.map((group) => ({
          ...group,
          bets: group.bets.map((bet) => ({ ...bet, is_win: 3 as const })),
        })),
      };
  }
}

/** docs/games/wheel.md "Rules": bets are taken while betting, until the timer reaches zero. */
export function bettingOpen(state: Pick<WheelLive, 'phase' | 'bettingEndsLocal'>, now: number): boolean {
  return state.phase === 'betting' && (state.bettingEndsLocal === null || state.bettingEndsLocal > now);
}

/** Whole seconds of betting left, rounded up (never 0 while bets are still taken); null off betting. */
export function secondsLeft(
  state: Pick<WheelLive, 'phase' | 'bettingEndsLocal' | 'timer'>,
  now: number,
): number | null {
  if (state.phase !== 'betting') return null;
  if (state.bettingEndsLocal === null) return state.timer;
  return Math.max(0, Math.ceil((state.bettingEndsLocal - now) / 1000));
}

/**
 * The segment the disc shows: the round's once it has spun, else the last round's (so a page that
 * opens between spins shows where the wheel stopped); null before any round has spun.
 */
export function shownSegment(state: Pick<WheelLive, 'spin' | 'history'>): number | null {
  return state.spin?.segment ?? state.history[0]?.segment ?? null;
}
