import { sql } from 'drizzle-orm';
import type { LedgerMismatch } from '@skinbet/shared/schemas/admin-money.schemas';
import type { Executor } from '../../../db/client';

async function rowsOf<T>(db: Executor, query: ReturnType<typeof sql>): Promise<T[]> {
  // Both drivers answer raw SQL with `{ rows }`.
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * Re-checks the whole ledger from its transfers (`/api/admin/ledger/check`, and every test's
 * teardown): each account's balance against the sum of its transfers, the zero sum over all
 * accounts, each balance-after chain against the running sum, and each user's cached balances
 * against their accounts. An empty `mismatches` list means the books hold.
 */
export async function checkLedger(
  db: Executor,
): Promise<{ accounts: number; transfers: number; mismatches: LedgerMismatch[] }> {
  const [counts] = await rowsOf<{ accounts: number; transfers: number; total: number }>(
    db,
    sql`SELECT (SELECT count(*) FROM accounts)::int AS accounts, (SELECT count(*) FROM transfers)::int AS transfers,
          (SELECT COALESCE(sum(balance), 0) FROM accounts)::bigint AS total`,
  );
  const mismatches: LedgerMismatch[] = [];
  if (Number(counts?.total ?? 0) !== 0) {
    mismatches.push({ check: 'zero_sum', account: null, expected: 0, actual: Number(counts?.total) });
  }

  const sums = await rowsOf<{ code: string; balance: number; summed: number }>(
    db,
    sql`SELECT a.code, a.balance,
          (COALESCE((SELECT sum(amount) FROM transfers WHERE credit_account_id = a.id), 0)
           - COALESCE((SELECT sum(amount) FROM transfers WHERE debit_account_id = a.id), 0))::bigint AS summed
        FROM accounts a`,
  );
  for (const row of sums) {
    if (Number(row.balance) !== Number(row.summed)) {
      mismatches.push({
        check: 'account_sum',
        account: row.code,
        expected: Number(row.summed),
        actual: Number(row.balance),
      });
    }
  }

  // Each side's balance_after must be the running sum of its account, in transfer order.
  const chains = await rowsOf<{ code: string; id: number; balance_after: number; running: number }>(
    db,
    sql`WITH moves AS (
          SELECT id, debit_account_id AS account_id, -amount AS delta, debit_balance_after AS balance_after FROM transfers
          UNION ALL
          SELECT id, credit_account_id, amount, credit_balance_after FROM transfers
        ), running AS (
          SELECT account_id, id, balance_after, sum(delta) OVER (PARTITION BY account_id ORDER BY id) AS running FROM moves
        )
        SELECT a.code, r.id, r.balance_after, r.running::bigint AS running
        FROM running r JOIN accounts a ON a.id = r.account_id
        WHERE r.balance_after <> r.running
        LIMIT 100`,
  );
  for (const row of chains) {
    mismatches.push({
      check: 'balance_after',
      account: `${row.code}#${row.id}`,
      expected: Number(row.running),
      actual: Number(row.balance_after),
    });
  }

  const caches = await rowsOf<{ id: number; type: string; cached: number; account: number }>(
    db,
    sql`SELECT u.id, t.type, t.cached, COALESCE(a.balance, 0)::bigint AS account
        FROM users u
        CROSS JOIN LATERAL (VALUES ('available', u.balance), ('held', u.held), ('cashback', u.cashback)) AS t(type, cached)
        LEFT JOIN accounts a ON a.code = 'user:' || u.id || ':' || t.type
        WHERE t.cached <> COALESCE(a.balance, 0)`,
  );
  for (const row of caches) {
    mismatches.push({
      check: 'user_cache',
      account: `user:${row.id}:${row.type}`,
      expected: Number(row.account),
      actual: Number(row.cached),
    });
  }
  return { accounts: Number(counts?.accounts ?? 0), transfers: Number(counts?.transfers ?? 0), mismatches };
}

/** The mismatches alone: what every integration test's teardown expects to be `[]`. */
export async function findLedgerMismatches(db: Executor): Promise<LedgerMismatch[]> {
  return (await checkLedger(db)).mismatches;
}
