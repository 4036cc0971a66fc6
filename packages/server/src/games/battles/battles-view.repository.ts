import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { battleCases, battleRolls, battles, battleSeats, caseOddsTables, cases, items, users } from '../../db/schema';
import { battleColumns, type BattleRow, type BattleStatusValue } from './battles.repository';

/**
 * What every view of a battle is presented from (battles.presenter.ts): its row, rounds, seats
 * taken, and for `get` its rolls and tables; the lobby's pages.
 */

/** The battles of a lobby page, newest first, with how many there are in all. */
export async function listBattleIds(db: Executor, statuses: BattleStatusValue[], limit: number, offset: number) {
  const where = inArray(battles.status, statuses);
  // One after another: `db` may be a transaction, whose one connection runs one query at a time.
  const rows = await db
    .select({ id: battles.id })
    .from(battles)
    .where(where)
    .orderBy(desc(battles.id))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ count: count() }).from(battles).where(where);
  return { ids: rows.map((row) => row.id), total: total?.count ?? 0 };
}

/** What a battle is presented from: its row, rounds, seats taken, and (`full`) its rolls and tables. */
export interface LoadedBattle {
  battle: BattleRow;
  cases: Awaited<ReturnType<typeof selectCases>>;
  seats: Awaited<ReturnType<typeof selectSeats>>;
  /**
   * Every roll written (the presenter shows the revealed ones); a summary has them only once
   * finished (its tie is told from the totals).
   */
  rolls: Awaited<ReturnType<typeof listRolls>>;
  /** The distinct table versions of its rounds with their items' names; empty for a summary. */
  tables: Awaited<ReturnType<typeof selectTables>>;
  itemNames: Map<number, string>;
  /** The database clock, epoch ms. */
  serverTime: number;
}

function selectCases(db: Executor, ids: number[]) {
  return db
    .select({
      battleId: battleCases.battleId,
      round: battleCases.round,
      caseId: battleCases.caseId,
      name: cases.name,
      image: cases.image,
      price: battleCases.price,
      tableId: battleCases.tableId,
      tableVersion: caseOddsTables.version,
    })
    .from(battleCases)
    .innerJoin(cases, eq(cases.id, battleCases.caseId))
    .innerJoin(caseOddsTables, eq(caseOddsTables.id, battleCases.tableId))
    .where(inArray(battleCases.battleId, ids))
    .orderBy(asc(battleCases.battleId), asc(battleCases.round));
}

function selectSeats(db: Executor, ids: number[]) {
  return db
    .select({
      battleId: battleSeats.battleId,
      id: battleSeats.id,
      seat: battleSeats.seat,
      userId: battleSeats.userId,
      username: users.username,
      avatar: users.avatar,
      clientSeed: battleSeats.clientSeed,
    })
    .from(battleSeats)
    .leftJoin(users, eq(users.id, battleSeats.userId))
    .where(and(inArray(battleSeats.battleId, ids), isNull(battleSeats.leftAt)))
    .orderBy(asc(battleSeats.battleId), asc(battleSeats.seat));
}

/** The rolls of the battles `ids`, battle by battle, round by round, seat by seat, with their items. */
export function listRolls(db: Executor, ids: number[]) {
  return db
    .select({
      battleId: battleRolls.battleId,
      round: battleRolls.round,
      seat: battleRolls.seat,
      ticket: battleRolls.ticket,
      itemId: battleRolls.itemId,
      itemPrice: battleRolls.itemPrice,
      toSeat: battleRolls.toSeat,
      name: items.name,
      marketHashName: items.marketHashName,
      image: items.image,
      rarityColor: items.rarityColor,
    })
    .from(battleRolls)
    .innerJoin(items, eq(items.id, battleRolls.itemId))
    .where(inArray(battleRolls.battleId, ids))
    .orderBy(asc(battleRolls.battleId), asc(battleRolls.round), asc(battleRolls.seat));
}

function selectTables(db: Executor, battleId: number) {
  return db
    .selectDistinct({
      tableId: caseOddsTables.id,
      caseId: caseOddsTables.caseId,
      version: caseOddsTables.version,
      slug: cases.slug,
      price: caseOddsTables.price,
      rtpBasisPoints: caseOddsTables.rtpBasisPoints,
      hash: caseOddsTables.hash,
      entries: caseOddsTables.entries,
    })
    .from(battleCases)
    .innerJoin(caseOddsTables, eq(caseOddsTables.id, battleCases.tableId))
    .innerJoin(cases, eq(cases.id, caseOddsTables.caseId))
    .where(eq(battleCases.battleId, battleId))
    .orderBy(asc(caseOddsTables.id));
}

/** The database clock, epoch ms: the views' `server_time`, and the times they show are of the same clock. */
const databaseNow = sql<number>`floor(extract(epoch from now()) * 1000)::float8`.mapWith(Number);

/**
 * Battles as the lobby shows them (no rolls, no tables), in the order of `ids`; unknown ids are
 * left out.
 */
export async function loadBattleSummaries(db: Executor, ids: number[]): Promise<LoadedBattle[]> {
  if (ids.length === 0) return [];
  // One after another: the announcer loads battles inside the changing transaction.
  const rows = await db
    .select({ ...battleColumns, serverTime: databaseNow })
    .from(battles)
    .where(inArray(battles.id, ids));
  const caseRows = await selectCases(db, ids);
  const seatRows = await selectSeats(db, ids);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const finished = rows.filter((row) => row.status === 'finished').map((row) => row.id);
  const rollRows = finished.length === 0 ? [] : await listRolls(db, finished);
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const { serverTime, ...battle } = row;
    return [
      {
        battle,
        cases: caseRows.filter((row) => row.battleId === id),
        seats: seatRows.filter((row) => row.battleId === id),
        rolls: rollRows.filter((row) => row.battleId === id),
        tables: [],
        itemNames: new Map(),
        serverTime,
      },
    ];
  });
}

/**
 * One battle with everything a view of it may show: its rolls (all of them: the presenter keeps
 * the revealed ones) and, once it ended, its tables with their items' names. Undefined when unknown.
 */
export async function loadBattle(db: Executor, battleId: number): Promise<LoadedBattle | undefined> {
  const [summary] = await loadBattleSummaries(db, [battleId]);
  if (!summary) return undefined;
  const ended = summary.battle.status === 'finished' || summary.battle.status === 'cancelled';
  const rolls = summary.battle.status === 'finished' ? summary.rolls : await listRolls(db, [battleId]);
  const tables = ended ? await selectTables(db, battleId) : [];
  const itemIds = [...new Set(tables.flatMap((table) => table.entries.map((entry) => entry.itemId)))];
  const names =
    itemIds.length === 0
      ? []
      : await db
          .select({ id: items.id, marketHashName: items.marketHashName })
          .from(items)
          .where(inArray(items.id, itemIds));
  return { ...summary, rolls, tables, itemNames: new Map(names.map((item) => [item.id, item.marketHashName])) };
}
