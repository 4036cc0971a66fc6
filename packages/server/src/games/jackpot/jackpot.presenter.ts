import {
  chancePercent,
  JACKPOT_MACHINE,
  type JackpotPhase,
  type JackpotSettings,
} from '@skinbet/shared/games/jackpot.machine';
import { isSecretPublic } from '@skinbet/shared/games/round-machine';
import { centsToAmount } from '@skinbet/shared/money';
import type {
  JackpotBetDto,
  JackpotGameDto,
  JackpotHistoryEntry,
  JackpotItemDto,
  JackpotParticipantDto,
  JackpotStateDto,
} from '@skinbet/shared/schemas/jackpot.schemas';
import type { Executor } from '../../db/client';
import { selectBetItems, selectBetRows } from './jackpot-bets.repository';
import type { JackpotRoundRow, listFinished } from './jackpot.repository';

type BetRow = Awaited<ReturnType<typeof selectBetRows>>[number];
type SkinRow = Awaited<ReturnType<typeof selectBetItems>>[number];

/** A round's bets as stored, in bet order, with their skins: what every view of the round is made from. */
export interface RoundBets {
  rows: BetRow[];
  skinsOf: Map<number, SkinRow[]>;
}

const iso = (epochMs: number | null) => (epochMs === null ? null : new Date(epochMs).toISOString());

/**
 * The secret is public once the winner is (the spin has started: it follows from the secret and the
 * closed pot anyway), or once the round was voided
 * (docs/fairness/formulas.md "No one controls outcomes"): JACKPOT_MACHINE says which.
 */
export const secretRevealed = (phase: JackpotPhase) => isSecretPublic(JACKPOT_MACHINE, phase);

/** Bets of a round (by round) or particular bets (by id), with their skins, in two reads. */
export async function loadBets(db: Executor, filter: { roundId: number } | { betIds: number[] }): Promise<RoundBets> {
  const rows = await selectBetRows(db, filter);
  const skins = await selectBetItems(
    db,
    rows.map((row) => row.id),
  );
  const skinsOf = new Map<number, SkinRow[]>();
  for (const skin of skins) skinsOf.set(skin.betId, [...(skinsOf.get(skin.betId) ?? []), skin]);
  return { rows, skinsOf };
}

function presentItem(skin: SkinRow, bet: BetRow): JackpotItemDto {
  return {
    id: skin.instanceId,
    name: skin.name,
    image: skin.image,
    price: centsToAmount(skin.price),
    rarity_color: skin.rarityColor,
    bet_id: bet.id,
    user_id: bet.userId,
  };
}

/** Bets as the wire shows them; `chance` is each bet's share of a pot of `potCents`. */
export function presentBets(bets: RoundBets, potCents: number): JackpotBetDto[] {
  return bets.rows.map((row) => ({
    id: row.id,
    round_id: row.roundId,
    user: { id: row.userId, username: row.username, avatar: row.avatar, is_demo: row.isDemo },
    price: centsToAmount(row.bank),
    chance: chancePercent(row.bank, potCents),
    items: (bets.skinsOf.get(row.id) ?? []).map((skin) => presentItem(skin, row)),
    tickets: [{ from: row.ticketFrom, to: row.ticketTo }],
    created_at: row.createdAt.toISOString(),
  }));
}

/** Each player's share (all their bets together), in the order they first joined. */
function sharesOf(bets: RoundBets) {
  const shares = new Map<number, { user: BetRow; bankCents: number; items: number }>();
  for (const row of bets.rows) {
    const share = shares.get(row.userId) ?? { user: row, bankCents: 0, items: 0 };
    share.bankCents += row.bank;
    share.items += bets.skinsOf.get(row.id)?.length ?? 0;
    shares.set(row.userId, share);
  }
  return shares;
}

function presentParticipants(bets: RoundBets, potCents: number): JackpotParticipantDto[] {
  return [...sharesOf(bets).values()].map((share) => ({
    user: {
      id: share.user.userId,
      username: share.user.username,
      avatar: share.user.avatar,
      is_demo: share.user.isDemo,
    },
    bank: centsToAmount(share.bankCents),
    chance: chancePercent(share.bankCents, potCents),
    items: share.items,
  }));
}

/** The winner with their chance (all their bets) and ticket; `win` once the pot has been paid. */
export function presentWinner(round: JackpotRoundRow, bets: RoundBets): JackpotStateDto['winner'] {
  if (round.winnerUserId === null || round.winningTicket === null) return null;
  const share = sharesOf(bets).get(round.winnerUserId);
  if (!share) throw new Error(`jackpot round ${round.id}: the winner has no bet`);
  return {
    id: share.user.userId,
    username: share.user.username,
    avatar: share.user.avatar,
    is_demo: share.user.isDemo,
    chance: chancePercent(share.bankCents, round.totalBank),
    ticket: round.winningTicket,
    win: round.phase === 'finished' && round.winCents !== null ? centsToAmount(round.winCents) : null,
  };
}

export function presentSettings(settings: JackpotSettings): JackpotStateDto['settings'] {
  const { minBetCents, maxBetCents, ...rest } = settings;
  return { ...rest, minBet: centsToAmount(minBetCents), maxBet: centsToAmount(maxBetCents) };
}

/**
 * `/api/jackpot/get`: everything a joiner needs, personalised for `viewerId` when signed in. The
 * winner and the secret appear only once the spin has started.
 */
export function presentState(input: {
  round: JackpotRoundRow;
  now: number;
  bets: RoundBets;
  viewerId: number | null;
  settings: JackpotSettings;
}): JackpotStateDto {
  const { round, now, bets, viewerId, settings } = input;
  const presented = presentBets(bets, round.totalBank);
  const mine = viewerId === null ? undefined : sharesOf(bets).get(viewerId);
  return {
    id: round.id,
    phase: round.phase,
    public_hash: round.publicHash,
    secret_hash: secretRevealed(round.phase) ? round.secretHash : null,
    serverTime: now,
    countdown:
      round.phase === 'betting' && round.bettingEndsAt !== null ? Math.max(0, round.bettingEndsAt - now) : null,
    endTime: iso(round.bettingEndsAt),
    spinnerDuration: settings.spinMs,
    spinLeft: round.phase === 'spinning' && round.spinEndsAt !== null ? Math.max(0, round.spinEndsAt - now) : null,
    totalBank: centsToAmount(round.totalBank),
    totalItems: round.totalItems,
    totalTickets: round.totalTickets,
    // The items board: the whole pot, dearest first.
    allItems: presented.flatMap((bet) => bet.items).sort((a, b) => b.price - a.price || a.id - b.id),
    bets: presented,
    participants: presentParticipants(bets, round.totalBank),
    userChance: mine ? chancePercent(mine.bankCents, round.totalBank) : 0,
    userBank: mine ? centsToAmount(mine.bankCents) : 0,
    userItemNumber: mine?.items ?? 0,
    winner: presentWinner(round, bets),
    settings: presentSettings(settings),
  };
}

/** `/api/jackpot/getGame`: with the secret (once revealed) anyone can recompute `winning_ticket`. */
export function presentGame(round: JackpotRoundRow, anchor: string, bets: RoundBets): JackpotGameDto {
  return {
    id: round.id,
    phase: round.phase,
    public_hash: round.publicHash,
    secret_hash: secretRevealed(round.phase) ? round.secretHash : null,
    chain: { id: round.chainId, anchor, round: round.chainRound },
    total_bank: centsToAmount(round.totalBank),
    total_tickets: round.totalTickets,
    winning_ticket: round.winningTicket,
    commission:
      round.phase === 'finished' && round.commissionCents !== null ? centsToAmount(round.commissionCents) : null,
    winner: presentWinner(round, bets),
    bets: presentBets(bets, round.totalBank),
    created_at: iso(round.createdAt)!,
    ended_at: iso(round.endedAt),
  };
}

export function presentHistory(rows: Awaited<ReturnType<typeof listFinished>>): JackpotHistoryEntry[] {
  return rows.map((row) => ({
    id: row.id,
    winner: { id: row.winnerId, username: row.username, avatar: row.avatar, is_demo: row.isDemo },
    chance: chancePercent(row.winnerBank, row.totalBank),
    bank: centsToAmount(row.totalBank),
    ended_at: iso(row.endedAt)!,
  }));
}
