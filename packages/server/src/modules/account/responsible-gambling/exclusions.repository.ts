import { sql } from 'drizzle-orm';
import { REOPEN_DELAY_HOURS, type ExclusionKind } from '@skinbet/shared/schemas/responsible-gambling.schemas';
import { rowsOf } from './raw-rows.repository';
import type { Executor, Transaction } from '../../../db/client';
import { rgExclusions } from '../../../db/schema';

/**
 * Whether an exclusion row closes play now, by the database clock: a time-out until its end; a
 * self-exclusion for good, until its end, and after it until REOPEN_DELAY_HOURS after the player
 * asked to reopen (docs/product/responsible-gambling.md "Time-out and self-exclusion").
 */
const CLOSING = sql`(
  (kind = 'timeout' AND until > now())
  OR (kind = 'self_exclusion' AND (
    until IS NULL OR until > now() OR reopen_requested_at IS NULL
    OR reopen_requested_at + ${REOPEN_DELAY_HOURS} * interval '1 hour' > now())))`;

/** `EXISTS` of a row closing the player's play now, for the gate's one read. */
export function closingExists(userId: number) {
  return sql`EXISTS (SELECT 1 FROM rg_exclusions WHERE user_id = ${userId} AND ${CLOSING})`;
}

/** One row closing play now, with what the rules need to know of it by the database clock. */
export interface ClosingRow {
  kind: ExclusionKind;
  until: Date | null;
  /** Still within its period (or for good). */
  inPeriod: boolean;
  reopenRequestedAt: Date | null;
  /** When an asked reopening takes effect. */
  reopenAt: Date | null;
}

const toDate = (value: unknown) => (value === null || value === undefined ? null : new Date(value as string));

/** The rows closing the player's play now. */
export async function readClosing(db: Executor, userId: number): Promise<ClosingRow[]> {
  const result = await rowsOf<Record<string, unknown>>(
    db,
    sql`
    SELECT kind, until, reopen_requested_at,
      (until IS NULL OR until > now()) AS in_period,
      reopen_requested_at + ${REOPEN_DELAY_HOURS} * interval '1 hour' AS reopen_at
    FROM rg_exclusions WHERE user_id = ${userId} AND ${CLOSING}`,
  );
  return result.map((row) => ({
    kind: row.kind as ExclusionKind,
    until: toDate(row.until),
    inPeriod: Boolean(row.in_period),
    reopenRequestedAt: toDate(row.reopen_requested_at),
    reopenAt: toDate(row.reopen_at),
  }));
}

/** Starts an exclusion now; `days` null is for good. Rows are never changed but for a reopen request. */
export async function insertExclusion(
  tx: Transaction,
  exclusion: { userId: number; kind: ExclusionKind; days: number | null },
): Promise<void> {
  await tx.insert(rgExclusions).values({
    ...exclusion,
    until: exclusion.days === null ? null : sql`now() + ${exclusion.days} * interval '1 day'`,
  });
}

/** Marks every self-exclusion past its period and not yet asked about as asked to reopen, now. */
export async function requestReopen(tx: Transaction, userId: number): Promise<number> {
  const result = await rowsOf<{ id: number }>(
    tx,
    sql`
    UPDATE rg_exclusions SET reopen_requested_at = now()
    WHERE user_id = ${userId} AND kind = 'self_exclusion' AND until IS NOT NULL AND until <= now()
      AND reopen_requested_at IS NULL
    RETURNING id`,
  );
  return result.length;
}
