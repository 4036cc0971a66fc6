import { sql } from 'drizzle-orm';
import type { WheelPhase } from '@skinbet/shared/games/wheel.machine';
import type { Transaction } from '../../db/client';
import { wheelRounds } from '../../db/schema';
import { beforeDeadline, deadlinePassed, epochMs } from '../../platform/db-clock.repository';
import { defineRoundStore, lockRoundTakingBets, nextRoundId, updateRoundInPhases } from '../kernel';

/**
 * Wheel rounds SQL beyond what the kernel shares (games/kernel/rounds-table.repository.ts). Lock
 * order, the same in every transaction that takes several of these locks (so none can wait on
 * another in a cycle): round row → bet rows (ascending id) → inventory rows of the stakes →
 * catalog rows (ascending id, games/stakes/kept-and-returned-stakes.ts) → a won unit (SKIP LOCKED) → user rows (ascending id).
 */

/** A stored round. Timestamps are epoch milliseconds (the database's clock). */
export interface WheelRoundRow {
  id: number;
  chainId: number;
  chainRound: number;
  /** Never leaves the server before the spin. */
  secretHash: string;
  publicHash: string;
  /** Fixed at creation from the secret (docs/fairness/formulas.md "Wheel"); never leaves the server before the spin. */
  segment: number;
  phase: WheelPhase;
  totalBank: number;
  totalItems: number;
  createdAt: number;
  bettingEndsAt: number;
  spinEndsAt: number | null;
  endedAt: number | null;
}

const roundColumns = {
  id: wheelRounds.id,
  chainId: wheelRounds.chainId,
  chainRound: wheelRounds.chainRound,
  secretHash: wheelRounds.secretHash,
  publicHash: wheelRounds.publicHash,
  segment: wheelRounds.segment,
  phase: wheelRounds.phase,
  totalBank: wheelRounds.totalBank,
  totalItems: wheelRounds.totalItems,
  createdAt: epochMs(wheelRounds.createdAt),
  bettingEndsAt: epochMs(wheelRounds.bettingEndsAt),
  spinEndsAt: epochMs(wheelRounds.spinEndsAt),
  endedAt: epochMs(wheelRounds.endedAt),
};

const orNull = (value: unknown) => (value === null || value === undefined ? null : Number(value));

/** Numbers from raw expressions arrive as strings from some drivers: normalise once here. */
function toRow(row: Record<keyof WheelRoundRow, unknown>): WheelRoundRow {
  return {
    ...(row as WheelRoundRow),
    totalBank: Number(row.totalBank),
    totalItems: Number(row.totalItems),
    createdAt: Number(row.createdAt),
    bettingEndsAt: Number(row.bettingEndsAt),
    spinEndsAt: orNull(row.spinEndsAt),
    endedAt: orNull(row.endedAt),
  };
}

/** How the kernel reads wheel rounds. */
export const wheelRoundStore = defineRoundStore<typeof wheelRounds, WheelRoundRow>(wheelRounds, roundColumns, toRow);

// The database-clock guards of the wheel's transitions (the machine says which moves exist).
/** Betting has closed: the spin may start (betting → spinning). */
export const bettingClosed = () => deadlinePassed(wheelRounds.bettingEndsAt);
/** Betting is still open: a void is allowed, no outcome is visible yet. */
export const bettingOpen = () => beforeDeadline(wheelRounds.bettingEndsAt);
/** The wheel has stopped: the round may be settled (spinning → finished). */
export const spinStopped = () => deadlinePassed(wheelRounds.spinEndsAt);

/** The id the next round will have: its segment depends on it and is stored at creation. */
export const nextWheelRoundId = (tx: Transaction) => nextRoundId(tx, wheelRounds);

/**
 * The newest round, locked `FOR UPDATE`, if it is betting, with whether it takes bets now by the
 * database clock (before `betting_ends_at`). Bets of a round queue here — so a player's count of
 * bets and colours and the round's totals are exact — and the engine's close waits for the bets
 * in flight, then sees them; a bet that comes after the close finds the round closed.
 */
export const lockBettingRound = (tx: Transaction) =>
  lockRoundTakingBets(tx, wheelRoundStore, ['betting'], bettingOpen());

/** Adds a bet's stake to its (locked, betting) round; answers the round as stored now and the database clock. */
export async function addStakeToRound(tx: Transaction, id: number, stake: { bank: number; items: number }) {
  const set = {
    totalBank: sql`${wheelRounds.totalBank} + ${stake.bank}`,
    totalItems: sql`${wheelRounds.totalItems} + ${stake.items}`,
  };
  const added = await updateRoundInPhases(tx, wheelRoundStore, { id, phases: ['betting'], set });
  if (!added) throw new Error(`wheel round ${id} did not take bets under its lock`);
  return added;
}
