import { and, count, desc, eq, inArray, lt } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { caseOddsTables, caseOpenings, cases, caseSeeds, items } from '../../db/schema';
import { openingColumns, openingsOf } from './cases.repository';

/** The console's reads and writes on cases (docs/operations/console.md "Cases and items"). */

/** A case row, locked for the editor's publish (versions of one case stay a sequence). */
export async function lockCase(tx: Executor, caseId: number) {
  const [row] = await tx
    .select({ id: cases.id, slug: cases.slug, enabled: cases.enabled, currentTableVersion: cases.currentTableVersion })
    .from(cases)
    .where(eq(cases.id, caseId))
    .for('update');
  return row;
}

export async function findCaseRow(db: Executor, caseId: number) {
  const [row] = await db
    .select({ id: cases.id, slug: cases.slug, enabled: cases.enabled, currentTableVersion: cases.currentTableVersion })
    .from(cases)
    .where(eq(cases.id, caseId));
  return row;
}

export async function updateCaseEnabled(tx: Executor, caseId: number, enabled: boolean): Promise<void> {
  await tx.update(cases).set({ enabled }).where(eq(cases.id, caseId));
}

/** Catalog items by id with what an entry shows and its current price (the price a new table uses). */
export async function findCatalogItems(db: Executor, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: items.id,
      name: items.marketHashName,
      image: items.image,
      rarityColor: items.rarityColor,
      price: items.price,
    })
    .from(items)
    .where(inArray(items.id, ids));
}

/** Every version of a case's table, newest first, with how many openings used each. */
export async function listTableVersions(db: Executor, caseId: number) {
  return db
    .select({
      id: caseOddsTables.id,
      version: caseOddsTables.version,
      price: caseOddsTables.price,
      rtpBasisPoints: caseOddsTables.rtpBasisPoints,
      hash: caseOddsTables.hash,
      source: caseOddsTables.source,
      publishedBy: caseOddsTables.publishedBy,
      createdAt: caseOddsTables.createdAt,
      openings: count(caseOpenings.id),
    })
    .from(caseOddsTables)
    .leftJoin(caseOpenings, eq(caseOpenings.tableId, caseOddsTables.id))
    .where(eq(caseOddsTables.caseId, caseId))
    .groupBy(caseOddsTables.id)
    .orderBy(desc(caseOddsTables.version));
}

/** The current table of a case with its entries (the editor starts from it). */
export async function findCurrentTable(db: Executor, caseId: number) {
  const [row] = await db
    .select({
      version: caseOddsTables.version,
      price: caseOddsTables.price,
      rtpBasisPoints: caseOddsTables.rtpBasisPoints,
      hash: caseOddsTables.hash,
      source: caseOddsTables.source,
      entries: caseOddsTables.entries,
    })
    .from(caseOddsTables)
    .innerJoin(cases, and(eq(cases.id, caseOddsTables.caseId), eq(cases.currentTableVersion, caseOddsTables.version)))
    .where(eq(cases.id, caseId));
  return row;
}

/** Any player's opening with the table it used (the console's verifier). */
export async function findAnyOpening(db: Executor, openingId: number) {
  const [row] = await openingsOf(db).where(eq(caseOpenings.id, openingId));
  return row;
}

/** Every player's openings (or one player's), newest first, without their tables. */
export async function listAllOpenings(db: Executor, page: { limit: number; beforeId?: number; userId?: number }) {
  return db
    .select({ ...openingColumns, userId: caseOpenings.userId })
    .from(caseOpenings)
    .innerJoin(cases, eq(cases.id, caseOpenings.caseId))
    .innerJoin(caseSeeds, eq(caseSeeds.id, caseOpenings.seedId))
    .innerJoin(caseOddsTables, eq(caseOddsTables.id, caseOpenings.tableId))
    .innerJoin(items, eq(items.id, caseOpenings.itemId))
    .where(
      and(
        page.beforeId === undefined ? undefined : lt(caseOpenings.id, page.beforeId),
        page.userId === undefined ? undefined : eq(caseOpenings.userId, page.userId),
      ),
    )
    .orderBy(desc(caseOpenings.id))
    .limit(page.limit);
}
