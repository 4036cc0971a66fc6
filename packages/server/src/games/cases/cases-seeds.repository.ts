import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { caseSeeds } from '../../db/schema';

const seedColumns = {
  id: caseSeeds.id,
  serverSeed: caseSeeds.serverSeed,
  serverSeedHash: caseSeeds.serverSeedHash,
  clientSeed: caseSeeds.clientSeed,
  nextNonce: caseSeeds.nextNonce,
};
export type SeedRow = { id: number; serverSeed: string; serverSeedHash: string; clientSeed: string; nextNonce: number };

/**
 * The user's active seed row, locked (`FOR UPDATE`): openings, client-seed changes and rotations
 * of one player queue here, so each opening gets its own nonce and a rotation waits for them.
 */
export async function lockActiveSeed(tx: Executor, userId: number): Promise<SeedRow | undefined> {
  const [row] = await tx
    .select(seedColumns)
    .from(caseSeeds)
    .where(and(eq(caseSeeds.userId, userId), isNull(caseSeeds.revealedAt)))
    .for('update');
  return row;
}

/**
 * Inserts a new active seed row unless the user has one (the partial UNIQUE index decides: a
 * concurrent first use inserts nothing here and then locks the other's row).
 */
export async function insertActiveSeed(
  tx: Executor,
  row: { userId: number; serverSeed: string; serverSeedHash: string; clientSeed: string },
): Promise<void> {
  await tx.insert(caseSeeds).values(row).onConflictDoNothing();
}

/** The nonce the next opening with this seed uses goes up by one. */
export async function advanceNonce(tx: Executor, seedId: number): Promise<void> {
  await tx
    .update(caseSeeds)
    .set({ nextNonce: sql`${caseSeeds.nextNonce} + 1` })
    .where(eq(caseSeeds.id, seedId));
}

export async function updateClientSeed(tx: Executor, seedId: number, clientSeed: string): Promise<void> {
  await tx.update(caseSeeds).set({ clientSeed }).where(eq(caseSeeds.id, seedId));
}

/** Closes a seed row: its server seed is public from now on. */
export async function revealSeed(tx: Executor, seedId: number): Promise<void> {
  await tx
    .update(caseSeeds)
    .set({ revealedAt: sql`now()` })
    .where(eq(caseSeeds.id, seedId));
}
