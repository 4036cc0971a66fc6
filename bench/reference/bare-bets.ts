import crypto from 'node:crypto';
import { PGlite, type Transaction as PgliteTransaction } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { PlannedBet } from '../lib/bet-storm/plan';
import type { ReferenceCommand, ReferenceReport, StormResult } from '../lib/bet-storm/protocol';

/**
 * The yardstick of bet-storm: the bare minimum a crash bet must do in the database, per bet one
 * transaction through the same driver our server uses (PGlite in this process, or node-postgres
 * with our pool size), with no framework, no HTTP, no sockets and no checks beyond the SQL:
 *
 *   lock the round open for bets → move the staked skin by a conditional update → insert the bet
 *   and its staked skin → post a transfer (both accounts moved, the transfer row written).
 *
 * The tables are ours (the committed migrations, applied once at start, not measured), so every
 * statement meets the same indexes and constraints. A storm starts every bet at once, as the
 * bench's sockets do, and answers each bet's latency and the storm's span.
 *
 * Environment: DATA_DIR (PGlite) or ADMIN_DATABASE_URL (a fresh database is created next to it and
 * dropped on exit), POOL_SIZE, PLAYERS, SKINS_PER_PLAYER. Run with `node --import tsx` and IPC.
 */
if (!process.send) {
  console.error('bare-bets: must be started with an IPC channel');
  process.exit(2);
}
const report = (message: ReferenceReport) => process.send!(message);

const MIGRATIONS = new URL('../../packages/server/src/db/migrations', import.meta.url).pathname;
const players = Number(process.env.PLAYERS);
const skinsPerPlayer = Number(process.env.SKINS_PER_PLAYER);
const poolSize = Number(process.env.POOL_SIZE ?? 10);
/** Skin prices (cents) of the reference's catalog, as cheap as the ones our players stake. */
const PRICES = [110, 135, 170, 220, 260, 300];

pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

type Query = (text: string, params?: unknown[]) => Promise<{ rows: Array<Record<string, unknown>> }>;

interface Driver {
  /** One transaction: BEGIN, `work`, COMMIT (ROLLBACK if it throws). */
  transaction<T>(work: (query: Query) => Promise<T>): Promise<T>;
  query: Query;
  close(): Promise<void>;
}

async function openDriver(): Promise<Driver> {
  const adminUrl = process.env.ADMIN_DATABASE_URL;
  if (!adminUrl) {
    const client = await PGlite.create(process.env.DATA_DIR!, { parsers: { 20: (value) => Number(value) } });
    await migratePglite(drizzlePglite({ client }), { migrationsFolder: MIGRATIONS });
    return {
      transaction: (work) =>
        client.transaction((tx: PgliteTransaction) => work((text, params) => tx.query(text, params))),
      query: (text, params) => client.query(text, params),
      close: () => client.close(),
    };
  }
  const name = `skinbet_bench_ref_${crypto.randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: poolSize });
  await migratePg(drizzlePg({ client: pool }), { migrationsFolder: MIGRATIONS });
  return {
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work((text, params) => client.query(text, params));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    query: (text, params) => pool.query(text, params),
    async close() {
      await pool.end();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

const driver = await openDriver();
const numbers = (rows: Array<Record<string, unknown>>, column: string) => rows.map((row) => Number(row[column]));

/** Players, their skins and accounts, the catalog, a hash chain: what a bet needs to exist. */
async function seed(): Promise<{ skins: number[][]; accounts: number[]; house: number; chainId: number }> {
  const { query } = driver;
  const items = numbers(
    (
      await query(
        `INSERT INTO items (market_hash_name, name, weapon, skin_id, category, rarity, rarity_color, price, image, market_count)
         SELECT 'Bench Skin ' || p || ' (Field-Tested)', 'Bench Skin ' || p, 'AK-47', 'bench-' || p, 'Rifles', 'Classified',
           '#d32ce6', p, '/bench.png', 100000 FROM unnest($1::bigint[]) AS p RETURNING id`,
        [PRICES],
      )
    ).rows,
    'id',
  );
  const users = numbers(
    (
      await query(
        `INSERT INTO users (demo_key, username, avatar, is_demo, referral_code)
         SELECT 'bench-ref-' || n, 'bench ref ' || n, '/avatars/0.svg', true, 'benchref' || n
         FROM generate_series(1, $1::int) AS n RETURNING id`,
        [players],
      )
    ).rows,
    'id',
  );
  const skins: number[][] = [];
  const accounts: number[] = [];
  for (const userId of users) {
    const owned = await query(
      `INSERT INTO inventory_items (user_id, item_id)
       SELECT $1, ($2::int[])[1 + (n % array_length($2::int[], 1))] FROM generate_series(1, $3::int) AS n RETURNING id`,
      [userId, items, skinsPerPlayer],
    );
    skins.push(numbers(owned.rows, 'id'));
    const account = await query(
      `INSERT INTO accounts (code, user_id, type, balance) VALUES ($1, $2, 'available', 1000000000) RETURNING id`,
      [`user:${userId}:available`, userId],
    );
    accounts.push(Number(account.rows[0]!.id));
  }
  // The house holds what the players were given, so the accounts sum to zero as ours must.
  const house = await query(`UPDATE accounts SET balance = balance + $1 WHERE code = 'house:game:crash' RETURNING id`, [
    -1_000_000_000 * players,
  ]);
  const chain = await query(
    `INSERT INTO fairness_chains (game, seed, length, anchor) VALUES ('crash-bench', $1, 1000000, $2) RETURNING id`,
    [crypto.randomBytes(32).toString('hex'), crypto.randomBytes(32).toString('hex')],
  );
  return { skins, accounts, house: Number(house.rows[0]!.id), chainId: Number(chain.rows[0]!.id) };
}

const world = await seed();
const nextSkin = Array<number>(players).fill(0);
let roundNumber = 0;

/** A new round open for bets, as the engine opens one (the previous one has crashed). */
async function openRound(): Promise<void> {
  roundNumber += 1;
  await driver.query(`UPDATE crash_rounds SET phase = 'crashed', ended_at = now() WHERE phase = 'waiting'`);
  await driver.query(
    `INSERT INTO crash_rounds (chain_id, chain_round, secret_hash, public_hash, day_of_month, crash_point, phase, betting_ends_at)
     VALUES ($1, $2, $3, $4, 1, 200, 'waiting', now() + interval '1 hour')`,
    [world.chainId, roundNumber, crypto.randomBytes(32).toString('hex'), crypto.randomBytes(32).toString('hex')],
  );
}

/** The minimal transaction of one bet. */
function placeBet(player: number, skinId: number, target: number): Promise<void> {
  return driver.transaction(async (query) => {
    const round = await query(
      `SELECT id, betting_ends_at > now() AS open FROM crash_rounds WHERE phase = 'waiting'
       ORDER BY id DESC LIMIT 1 FOR UPDATE`,
    );
    const roundId = Number(round.rows[0]?.id);
    if (!round.rows[0]?.open) throw new Error('refused: game_started');
    const staked = await query(
      `UPDATE inventory_items ii SET status = 'in_bet', updated_at = now() FROM items i
       WHERE ii.id = $1 AND ii.status = 'available' AND i.id = ii.item_id RETURNING ii.id, ii.user_id, i.price`,
      [skinId],
    );
    const skin = staked.rows[0];
    if (!skin) throw new Error('refused: items_not_found');
    const bank = Number(skin.price);
    const bet = await query(
      `INSERT INTO crash_bets (round_id, user_id, bank, auto_withdraw) VALUES ($1, $2, $3, $4) RETURNING id`,
      [roundId, skin.user_id, bank, target],
    );
    const betId = Number(bet.rows[0]!.id);
    await query(`INSERT INTO crash_bet_items (bet_id, inventory_item_id, price) VALUES ($1, $2, $3)`, [
      betId,
      skinId,
      bank,
    ]);
    const debit = await query(
      `UPDATE accounts SET balance = balance - $1 WHERE id = $2 AND balance >= $1 RETURNING balance`,
      [bank, world.accounts[player]],
    );
    if (!debit.rows[0]) throw new Error('refused: insufficient_funds');
    const credit = await query(`UPDATE accounts SET balance = balance + $1 WHERE id = $2 RETURNING balance`, [
      bank,
      world.house,
    ]);
    await query(
      `INSERT INTO transfers (kind, debit_account_id, credit_account_id, amount, debit_balance_after, credit_balance_after,
         reference, idempotency_key) VALUES ('bet', $1, $2, $3, $4, $5, $6, $7)`,
      [
        world.accounts[player],
        world.house,
        bank,
        debit.rows[0].balance,
        credit.rows[0]!.balance,
        `crash_bet:${betId}`,
        `bench-ref:${betId}`,
      ],
    );
  });
}

async function storm(bets: PlannedBet[]): Promise<StormResult> {
  await openRound();
  // Each bet's skin is chosen before the storm, as the bench's players choose theirs.
  const chosen = bets.map((bet) => {
    const skin = world.skins[bet.player]![nextSkin[bet.player]!];
    nextSkin[bet.player]! += 1;
    if (skin === undefined) throw new Error(`player ${bet.player} has no skin left: raise SKINS_PER_PLAYER`);
    return skin;
  });
  const latenciesMs: number[] = [];
  const refused: Record<string, number> = {};
  const startedAt = performance.now();
  let lastAt = startedAt;
  await Promise.all(
    bets.map(async (bet, index) => {
      const sentAt = performance.now();
      try {
        await placeBet(bet.player, chosen[index]!, bet.target);
        lastAt = performance.now();
        latenciesMs.push(lastAt - sentAt);
      } catch (error) {
        lastAt = performance.now();
        const key = error instanceof Error ? error.message : String(error);
        refused[key] = (refused[key] ?? 0) + 1;
      }
    }),
  );
  return { latenciesMs, spanMs: lastAt - startedAt, accepted: latenciesMs.length, refused };
}

process.on('message', (raw) => {
  const command = raw as ReferenceCommand;
  const run = async () => {
    if (command.type === 'storm') report({ type: 'storm', result: await storm(command.bets) });
    if (command.type === 'check') {
      const sums = await driver.query(
        `SELECT (SELECT COALESCE(sum(balance), 0) FROM accounts)::bigint AS total, (SELECT count(*) FROM transfers)::int AS n`,
      );
      report({ type: 'checked', zeroSum: Number(sums.rows[0]!.total) === 0, transfers: Number(sums.rows[0]!.n) });
    }
  };
  run().catch((error: unknown) =>
    report({ type: 'error', message: error instanceof Error ? error.stack! : String(error) }),
  );
});

const shutdown = () => {
  void driver.close().finally(() => process.exit(0));
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
process.on('disconnect', shutdown);
report({ type: 'ready', skinsPerPlayer });
