import { and, asc, desc, eq, inArray, max, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { caseOddsTables, caseOpenings, cases, caseSeeds, items, users, type CaseTableEntry } from '../../db/schema';
import { banInForce } from '../../modules/account/users';
import { marketItemColumns } from '../../modules/items/inventory';

/** A case joined with its current odds table (the one openings use now). */
const currentTable = and(eq(caseOddsTables.caseId, cases.id), eq(caseOddsTables.version, cases.currentTableVersion));

const caseColumns = {
  id: cases.id,
  slug: cases.slug,
  name: cases.name,
  image: cases.image,
  priority: cases.priority,
  enabled: cases.enabled,
  tableId: caseOddsTables.id,
  version: caseOddsTables.version,
  price: caseOddsTables.price,
  rtpBasisPoints: caseOddsTables.rtpBasisPoints,
  hash: caseOddsTables.hash,
};

/**
 * Every case with a current table, priority ascending (docs/games/cases.md "Numbers"), with its
 * item count; the ones an admin disabled only with `all` (the console).
 */
export async function listCases(db: Executor, options: { all?: boolean } = {}) {
  return db
    .select({
      ...caseColumns,
      source: caseOddsTables.source,
      itemsCount: sql<number>`jsonb_array_length(${caseOddsTables.entries})`.mapWith(Number),
    })
    .from(cases)
    .innerJoin(caseOddsTables, currentTable)
    .where(options.all ? undefined : eq(cases.enabled, true))
    .orderBy(asc(cases.priority), asc(cases.id));
}

/** One case with its current table and entries; undefined when unknown or not seeded yet. */
export async function findCase(db: Executor, caseId: number) {
  const [row] = await db
    .select({ ...caseColumns, entries: caseOddsTables.entries })
    .from(cases)
    .innerJoin(caseOddsTables, currentTable)
    .where(eq(cases.id, caseId));
  return row;
}
export type CaseRow = NonNullable<Awaited<ReturnType<typeof findCase>>>;

/** What a case's table shows of each of its items: name, look and rarity (price comes from the table). */
export async function findCaseItems(db: Executor, itemIds: number[]) {
  if (itemIds.length === 0) return [];
  return db
    .select({
      id: items.id,
      name: items.name,
      marketHashName: items.marketHashName,
      image: items.image,
      rarity: items.rarity,
      rarityColor: items.rarityColor,
    })
    .from(items)
    .where(inArray(items.id, itemIds));
}

/** A catalog item as the storehouse shows it (the won item's market fields). */
export async function findMarketItem(db: Executor, itemId: number) {
  const [row] = await db.select(marketItemColumns).from(items).where(eq(items.id, itemId));
  return row;
}

/** The opener as a live drop shows them, and whether they may play. */
export async function findOpener(db: Executor, userId: number) {
  const [row] = await db
    .select({
      id: users.id,
      username: users.username,
      avatar: users.avatar,
      isDemo: users.isDemo,
      banned: banInForce,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

export async function insertOpening(db: Executor, row: typeof caseOpenings.$inferInsert) {
  const [inserted] = await db
    .insert(caseOpenings)
    .values(row)
    .returning({ id: caseOpenings.id, createdAt: caseOpenings.createdAt });
  if (!inserted) throw new Error('case opening insert failed');
  return inserted;
}

export const openingColumns = {
  id: caseOpenings.id,
  caseId: caseOpenings.caseId,
  caseSlug: cases.slug,
  caseName: cases.name,
  serverSeedHash: caseSeeds.serverSeedHash,
  serverSeed: caseSeeds.serverSeed,
  revealedAt: caseSeeds.revealedAt,
  clientSeed: caseOpenings.clientSeed,
  nonce: caseOpenings.nonce,
  ticket: caseOpenings.ticket,
  tableVersion: caseOddsTables.version,
  tableHash: caseOddsTables.hash,
  rtpBasisPoints: caseOddsTables.rtpBasisPoints,
  itemId: caseOpenings.itemId,
  itemName: items.marketHashName,
  itemPrice: caseOpenings.itemPrice,
  price: caseOpenings.price,
  createdAt: caseOpenings.createdAt,
};

export function openingsOf(db: Executor) {
  return db
    .select({ ...openingColumns, entries: caseOddsTables.entries })
    .from(caseOpenings)
    .innerJoin(cases, eq(cases.id, caseOpenings.caseId))
    .innerJoin(caseSeeds, eq(caseSeeds.id, caseOpenings.seedId))
    .innerJoin(caseOddsTables, eq(caseOddsTables.id, caseOpenings.tableId))
    .innerJoin(items, eq(items.id, caseOpenings.itemId));
}

/** One of the user's openings with the table it used; undefined when not theirs. */
export async function findOpening(db: Executor, userId: number, openingId: number) {
  const [row] = await openingsOf(db).where(and(eq(caseOpenings.id, openingId), eq(caseOpenings.userId, userId)));
  return row;
}
export type OpeningRow = NonNullable<Awaited<ReturnType<typeof findOpening>>>;

/** The user's latest openings, newest first (the tables stay out: the list does not show them). */
export async function listOpenings(db: Executor, userId: number, limit: number) {
  return db
    .select(openingColumns)
    .from(caseOpenings)
    .innerJoin(cases, eq(cases.id, caseOpenings.caseId))
    .innerJoin(caseSeeds, eq(caseSeeds.id, caseOpenings.seedId))
    .innerJoin(caseOddsTables, eq(caseOddsTables.id, caseOpenings.tableId))
    .innerJoin(items, eq(items.id, caseOpenings.itemId))
    .where(eq(caseOpenings.userId, userId))
    .orderBy(desc(caseOpenings.id))
    .limit(limit);
}

// Seeding (cases.seeder.ts).

/** Nodes starting together seed one after another (the table versions of a case stay a sequence). */
export async function lockCaseSeeding(tx: Executor): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended('cases:seed', 0))`);
}

/** Inserts a case or refreshes its name, image and priority; answers its id and current version. */
export async function upsertCase(
  tx: Executor,
  row: { slug: string; name: string; image: string; priority: number },
): Promise<{ id: number; currentTableVersion: number | null }> {
  const [saved] = await tx
    .insert(cases)
    .values(row)
    .onConflictDoUpdate({ target: cases.slug, set: { name: row.name, image: row.image, priority: row.priority } })
    .returning({ id: cases.id, currentTableVersion: cases.currentTableVersion });
  if (!saved) throw new Error(`case ${row.slug} upsert failed`);
  return saved;
}

/** Catalog listings by market hash name: their ids and prices. */
export async function findListings(tx: Executor, names: string[]) {
  if (names.length === 0) return [];
  return tx
    .select({ id: items.id, marketHashName: items.marketHashName, price: items.price })
    .from(items)
    .where(inArray(items.marketHashName, names));
}

/** The hash of a case's table `version` and who wrote it (the seeder or the editor), or undefined. */
export async function findTableHash(
  tx: Executor,
  caseId: number,
  version: number,
): Promise<{ hash: string; source: 'seed' | 'editor' } | undefined> {
  const [row] = await tx
    .select({ hash: caseOddsTables.hash, source: caseOddsTables.source })
    .from(caseOddsTables)
    .where(and(eq(caseOddsTables.caseId, caseId), eq(caseOddsTables.version, version)));
  return row;
}

/** Writes a case's next table version and makes it the current one; answers the version. */
export async function insertCurrentTable(
  tx: Executor,
  caseId: number,
  table: {
    price: number;
    ticketValueCents: number;
    rtpBasisPoints: number;
    entries: CaseTableEntry[];
    hash: string;
    /** Set for a version an admin published in the case editor. */
    publishedBy?: number;
  },
): Promise<number> {
  const [latest] = await tx
    .select({ version: max(caseOddsTables.version) })
    .from(caseOddsTables)
    .where(eq(caseOddsTables.caseId, caseId));
  const version = (latest?.version ?? 0) + 1;
  const { publishedBy, ...columns } = table;
  await tx
    .insert(caseOddsTables)
    .values({ caseId, version, ...columns, ...(publishedBy === undefined ? {} : { source: 'editor', publishedBy }) });
  await tx.update(cases).set({ currentTableVersion: version }).where(eq(cases.id, caseId));
  return version;
}
