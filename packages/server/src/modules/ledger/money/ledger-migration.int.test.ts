import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/client';
import * as schema from '../../../db/schema';
import { inTransaction } from '../../../db/transaction';
import { Emitter } from '../../../realtime/emitter';
import { createScratchDatabase } from '../../../test/test-database';
import { checkLedger } from './ledger-check.repository';
import { createMoneyService, houseAccount, userAccount } from './money.service';

/**
 * Migration 0006/0007 carries the single-entry ledger into the double-entry accounts (issue 13:
 * "a test builds the old shape, migrates, compares"). The database is migrated to 0005 only (the
 * shape before issue 13), filled with old-shape rows — every kind the old ledger wrote, keys and
 * no keys, cashback outside the ledger, and balances the ledger does not explain — then migrated
 * to the end, and everything a player or an operator could see is compared.
 */
const MIGRATIONS = new URL('../../../db/migrations', import.meta.url).pathname;
/** The last migration before issue 13. */
const OLD_SHAPE_LAST = 5;

type Row = Record<string, unknown>;

// As db/client.ts does for the app: bigint columns arrive as numbers from node-postgres too.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

/** A fresh database migrated with drizzle's migrator for the driver under test, to any folder. */
async function openBareDatabase() {
  if (process.env.TEST_DB !== 'postgres') {
    const client = await PGlite.create('memory://', { parsers: { 20: (value) => Number(value) } });
    const db = drizzlePglite({ client, schema });
    return {
      db: db as unknown as Database,
      migrate: (folder: string) => migratePglite(db, { migrationsFolder: folder }),
      close: () => client.close(),
    };
  }
  const scratch = await createScratchDatabase(process.env.DATABASE_URL!, 'skinbet_migration');
  const pool = new pg.Pool({ connectionString: scratch.url, max: 4 });
  const db = drizzlePg({ client: pool, schema });
  return {
    db: db as unknown as Database,
    migrate: (folder: string) => migratePg(db, { migrationsFolder: folder }),
    async close() {
      await pool.end();
      await scratch.drop();
    },
  };
}

/** A migrations folder holding only 0000…`last` (their SQL and a journal cut after them). */
function migrationsUpTo(last: number): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'skinbet-old-shape-'));
  fs.mkdirSync(path.join(folder, 'meta'));
  const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS, 'meta', '_journal.json'), 'utf8')) as {
    entries: Array<{ idx: number; tag: string }>;
  };
  journal.entries = journal.entries.filter((entry) => entry.idx <= last);
  for (const entry of journal.entries) {
    fs.copyFileSync(path.join(MIGRATIONS, `${entry.tag}.sql`), path.join(folder, `${entry.tag}.sql`));
  }
  fs.writeFileSync(path.join(folder, 'meta', '_journal.json'), JSON.stringify(journal));
  return folder;
}

async function rows(db: Database, query: ReturnType<typeof sql>): Promise<Row[]> {
  return ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
}

/**
 * The old ledger's rows, one player's chain at a time but interleaved by id (as real traffic
 * was), each with the balance after it. `player` indexes the users below.
 */
interface OldEntry {
  player: number;
  delta: number;
  kind: string;
  reference: string | null;
  key: string | null;
}
const OLD_ENTRIES: OldEntry[] = [
  { player: 0, delta: 10_000, kind: 'demo_credit', reference: 'demo-signup', key: null },
  { player: 1, delta: 10_000, kind: 'demo_credit', reference: 'demo-signup', key: null },
  { player: 0, delta: -2_500, kind: 'storehouse_buy', reference: 'catalog:3,3,7', key: null },
  { player: 1, delta: -4_000, kind: 'storehouse_buy', reference: 'catalog:9', key: null },
  { player: 0, delta: 1_200, kind: 'storehouse_sell', reference: 'items:41,42', key: null },
  { player: 0, delta: -500, kind: 'bet', reference: 'crash_bet:12', key: null },
  { player: 1, delta: 3_100, kind: 'storehouse_sell', reference: 'items:50', key: null },
  { player: 0, delta: 1_000, kind: 'win', reference: 'crash_bet:12', key: null },
  { player: 0, delta: 300, kind: 'refund', reference: 'crash_bet:13', key: null },
  { player: 0, delta: 45, kind: 'crash_win_remainder', reference: 'crash_bet:14', key: 'crash_payout:14' },
  { player: 0, delta: 5_000, kind: 'deposit', reference: 'freekassa:981', key: 'deposit:freekassa:981' },
  { player: 1, delta: 1_234, kind: 'deposit', reference: 'yoomoney:77', key: 'deposit:yoomoney:77' },
  { player: 0, delta: -4_000, kind: 'withdrawal', reference: 'withdrawal:5', key: 'withdrawal:5' },
  { player: 0, delta: -45, kind: 'adjustment', reference: 'support ticket 3', key: null },
  // Player 2's balance was set by hand to 10.00 before anything was booked: the ledger starts at −3.00.
  { player: 2, delta: -300, kind: 'storehouse_buy', reference: 'catalog:5', key: null },
  { player: 1, delta: -34, kind: 'storehouse_buy', reference: 'catalog:11', key: null },
];

/**
 * The players: `opening` is a balance that the ledger never booked (set by hand), `extra` one
 * added by hand after the ledger's rows; both are what "a balance the ledger does not explain" is.
 */
const PLAYERS = [
  { name: 'played everything', cashback: 250, opening: 0, extra: 0 },
  { name: 'no cashback', cashback: 0, opening: 0, extra: 0 },
  { name: 'opening balance by hand', cashback: 0, opening: 1_000, extra: 0 },
  { name: 'balance with no ledger at all', cashback: 10, opening: 0, extra: 777 },
  { name: 'nothing at all', cashback: 0, opening: 0, extra: 0 },
];

/** The house account each old kind lands in (migration 0006). */
const HOUSE_OF: Record<string, string> = {
  demo_credit: 'house:marketing',
  adjustment: 'house:marketing',
  storehouse_buy: 'house:storehouse',
  storehouse_sell: 'house:storehouse',
  bet: 'house:game:crash',
  win: 'house:game:crash',
  refund: 'house:game:crash',
  crash_win_remainder: 'house:game:crash',
  deposit: 'house:clearing:manual',
  withdrawal: 'house:clearing:manual',
};

describe('migration of the single-entry ledger (0006, 0007)', () => {
  let database: Awaited<ReturnType<typeof openBareDatabase>>;
  let oldFolder: string;
  const userIds: number[] = [];
  let oldUsers: Row[] = [];
  let oldLedger: Row[] = [];

  beforeAll(async () => {
    database = await openBareDatabase();
    oldFolder = migrationsUpTo(OLD_SHAPE_LAST);
    await database.migrate(oldFolder);
    const { db } = database;
    expect(await rows(db, sql`SELECT to_regclass('accounts') AS accounts`)).toEqual([{ accounts: null }]);

    for (const [index, player] of PLAYERS.entries()) {
      const [row] = await rows(
        db,
        sql`INSERT INTO users (demo_key, username, avatar, is_demo, cashback)
            VALUES (${`old-${index}`}, ${player.name}, '/avatars/0.svg', true, ${player.cashback}) RETURNING id`,
      );
      userIds.push(Number(row!.id));
    }
    const running = PLAYERS.map((player) => player.opening);
    for (const [index, entry] of OLD_ENTRIES.entries()) {
      running[entry.player]! += entry.delta;
      const createdAt = new Date(Date.UTC(2026, 10, 1, 12, index, 7, 123)).toISOString();
      await db.execute(
        sql`INSERT INTO ledger_entries (user_id, delta, kind, reference, balance_after, idempotency_key, created_at)
            VALUES (${userIds[entry.player]}, ${entry.delta}, ${entry.kind}, ${entry.reference}, ${running[entry.player]},
                    ${entry.key}, ${createdAt})`,
      );
    }
    for (const [index, player] of PLAYERS.entries()) {
      await db.execute(sql`UPDATE users SET balance = ${running[index]! + player.extra} WHERE id = ${userIds[index]}`);
    }

    oldUsers = await rows(db, sql`SELECT id, balance, cashback FROM users ORDER BY id`);
    oldLedger = await rows(
      db,
      sql`SELECT id, user_id, delta, kind, reference, balance_after, idempotency_key, created_at
          FROM ledger_entries ORDER BY id`,
    );
    expect(oldLedger).toHaveLength(OLD_ENTRIES.length);

    await database.migrate(MIGRATIONS);
  });
  afterAll(async () => {
    await database?.close();
    if (oldFolder) fs.rmSync(oldFolder, { recursive: true, force: true });
  });

  it('keeps every balance and cashback, cached and in the accounts', async () => {
    const now = await rows(
      database.db,
      sql`SELECT u.id, u.balance, u.cashback, u.held,
            (SELECT balance FROM accounts WHERE code = 'user:' || u.id || ':available') AS available,
            (SELECT balance FROM accounts WHERE code = 'user:' || u.id || ':cashback') AS cashback_account,
            (SELECT balance FROM accounts WHERE code = 'user:' || u.id || ':held') AS held_account
          FROM users u ORDER BY u.id`,
    );
    expect(now).toEqual(
      oldUsers.map((user) => ({
        id: user.id,
        balance: user.balance,
        cashback: user.cashback,
        held: 0,
        available: user.balance,
        cashback_account: user.cashback,
        held_account: 0,
      })),
    );
  });

  it('turns every old row into one transfer with its id, kind, reference, time and key', async () => {
    const migrated = await rows(
      database.db,
      sql`SELECT t.id, t.kind, t.reference, t.idempotency_key, t.created_at, t.amount,
            d.code AS debit, c.code AS credit
          FROM transfers t JOIN accounts d ON d.id = t.debit_account_id JOIN accounts c ON c.id = t.credit_account_id
          WHERE t.id BETWEEN 1 AND ${Number(oldLedger.at(-1)!.id)} ORDER BY t.id`,
    );
    expect(migrated).toEqual(
      oldLedger.map((old) => {
        const user = `user:${Number(old.user_id)}:available`;
        const house = HOUSE_OF[String(old.kind)]!;
        const credit = Number(old.delta) > 0;
        return {
          id: old.id,
          kind: old.kind,
          reference: old.reference,
          idempotency_key: old.idempotency_key ?? `migrated:ledger_entry:${Number(old.id)}`,
          created_at: old.created_at,
          amount: Math.abs(Number(old.delta)),
          debit: credit ? house : user,
          credit: credit ? user : house,
        };
      }),
    );
  });

  it('explains what the ledger did not by one adjustment each, and cashback by one accrual each', async () => {
    const added = await rows(
      database.db,
      sql`SELECT t.kind, t.amount, t.reference, d.code AS debit, c.code AS credit
          FROM transfers t JOIN accounts d ON d.id = t.debit_account_id JOIN accounts c ON c.id = t.credit_account_id
          WHERE t.id NOT BETWEEN 1 AND ${Number(oldLedger.at(-1)!.id)} ORDER BY t.kind, c.code`,
    );
    const expected = PLAYERS.flatMap((player, index) => {
      const unexplained = player.opening + player.extra;
      const id = userIds[index]!;
      return [
        ...(unexplained > 0
          ? [
              {
                kind: 'adjustment',
                amount: unexplained,
                reference: 'migration',
                debit: 'house:marketing',
                credit: `user:${id}:available`,
              },
            ]
          : []),
        ...(player.cashback > 0
          ? [
              {
                kind: 'cashback_accrual',
                amount: player.cashback,
                reference: 'migration',
                debit: 'house:marketing',
                credit: `user:${id}:cashback`,
              },
            ]
          : []),
      ];
    }).sort((a, b) => a.kind.localeCompare(b.kind) || a.credit.localeCompare(b.credit));
    expect(added).toEqual(expected);
  });

  it('shows the same statement in the ledger_entries view: every old row, its delta and balance after', async () => {
    const view = await rows(
      database.db,
      sql`SELECT id, user_id, delta, kind, reference, balance_after, idempotency_key, created_at
          FROM ledger_entries WHERE id BETWEEN 1 AND ${Number(oldLedger.at(-1)!.id)} ORDER BY id`,
    );
    expect(view).toEqual(
      oldLedger.map((old) => ({
        ...old,
        idempotency_key: old.idempotency_key ?? `migrated:ledger_entry:${Number(old.id)}`,
      })),
    );
  });

  it('leaves books that hold: zero sum, every chain, every cache — and the money service carries on', async () => {
    const { db } = database;
    expect(await checkLedger(db)).toMatchObject({ mismatches: [] });
    expect(await rows(db, sql`SELECT COALESCE(sum(balance), 0)::bigint AS total FROM accounts`)).toEqual([
      { total: 0 },
    ]);

    // The next transfer gets an id after the migrated ones and chains on from their balances.
    const money = createMoneyService({ emitter: new Emitter(), invalidate: () => {} });
    const [userId] = userIds;
    const before = Number(oldUsers[0]!.balance);
    await inTransaction(db, (tx, afterCommit) =>
      money.transfer(tx, afterCommit, {
        kind: 'storehouse_buy',
        from: userAccount(userId!),
        to: houseAccount('storehouse'),
        amount: 99,
        idempotencyKey: 'after-migration',
      }),
    );
    const [latest] = await rows(db, sql`SELECT id, balance_after FROM ledger_entries ORDER BY id DESC LIMIT 1`);
    expect(Number(latest!.balance_after)).toBe(before - 99);
    expect(Number(latest!.id)).toBeGreaterThan(Number(oldLedger.at(-1)!.id));
    expect(await checkLedger(db)).toMatchObject({ mismatches: [] });
  });
});
