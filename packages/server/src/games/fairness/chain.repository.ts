import { and, desc, eq, lte, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client';
import { fairnessChains } from '../../db/schema';

export interface ChainRow {
  id: number;
  game: string;
  seed: string;
  length: number;
  anchor: string;
}

const chainColumns = {
  id: fairnessChains.id,
  game: fairnessChains.game,
  seed: fairnessChains.seed,
  length: fairnessChains.length,
  anchor: fairnessChains.anchor,
};

/**
 * Serialises chain creation per game until the transaction ends: two nodes (a leader and one
 * that just took over) must not both start a chain, nor both take the same position.
 */
export async function lockChains(tx: Transaction, game: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`fairness:${game}`}, 0))`);
}

/** The game's newest chain that still has unused positions. */
export async function findOpenChain(db: Executor, game: string): Promise<ChainRow | undefined> {
  const rows = await db
    .select(chainColumns)
    .from(fairnessChains)
    .where(and(eq(fairnessChains.game, game), lte(fairnessChains.nextRound, fairnessChains.length)))
    .orderBy(desc(fairnessChains.id))
    .limit(1);
  return rows[0];
}

export async function insertChain(
  tx: Executor,
  chain: { game: string; seed: string; length: number; anchor: string },
): Promise<ChainRow> {
  const [row] = await tx.insert(fairnessChains).values(chain).returning(chainColumns);
  if (!row) throw new Error('fairness chain insert failed');
  return row;
}

/**
 * Takes the chain's next position. The conditional increment is the guard: a position is handed
 * out once, and a used-up chain answers nothing.
 */
export async function takeNextPosition(tx: Executor, chainId: number): Promise<number | null> {
  const rows = await tx
    .update(fairnessChains)
    .set({ nextRound: sql`${fairnessChains.nextRound} + 1` })
    .where(and(eq(fairnessChains.id, chainId), lte(fairnessChains.nextRound, fairnessChains.length)))
    .returning({ taken: sql<number>`${fairnessChains.nextRound} - 1` });
  return rows[0] ? Number(rows[0].taken) : null;
}

export async function findChain(db: Executor, chainId: number): Promise<ChainRow | undefined> {
  const rows = await db.select(chainColumns).from(fairnessChains).where(eq(fairnessChains.id, chainId));
  return rows[0];
}

/** Every chain's public part (never the seed), newest first. */
export async function listPublishedChains(db: Executor) {
  return db
    .select({
      id: fairnessChains.id,
      game: fairnessChains.game,
      anchor: fairnessChains.anchor,
      length: fairnessChains.length,
      createdAt: fairnessChains.createdAt,
    })
    .from(fairnessChains)
    .orderBy(desc(fairnessChains.id));
}
