import { sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { AppContext } from '../app-context';
import { findInstances } from '../modules/items/inventory/inventory.repository';
import { createCatalogItem, createUser, grantItems } from '../test/factories';
import type { TestServer } from '../test/test-server';

/** Helpers the round games' integration tests share (jackpot, wheel, crash bets; not a test file itself). */

/**
 * A player holding skins priced `prices` (cents; one new catalog item per distinct price, with
 * `marketCount` units in stock), `myIds` in the order of `prices`.
 */
export async function skinHolder(server: Pick<TestServer, 'ctx'>, options: { prices: number[]; marketCount?: number }) {
  const { user, token } = await createUser(server.ctx);
  const catalog = new Map<number, number>();
  for (const price of new Set(options.prices)) {
    const item = await createCatalogItem(server.ctx, { price, marketCount: options.marketCount ?? 5 });
    catalog.set(price, item.id);
  }
  const myIds = await grantItems(
    server.ctx,
    user.id,
    options.prices.map((price) => catalog.get(price)!),
  );
  return { user, token, myIds, catalog };
}

/** The accepted bet of a `setBet` answer (fails the test on a refusal). */
export function acceptedBet<Bet>(answer: { status: number; body: { bet?: Bet; message?: string } }): Bet {
  if (answer.status !== 200 || !answer.body.bet) throw new Error(`expected a bet, got ${JSON.stringify(answer.body)}`);
  return answer.body.bet;
}

/**
 * `(ctx, roundId)` that moves the round's deadline in `column` (a rounds table's `bettingEndsAt`,
 * `spinEndsAt` …) just into the past: the clock has passed it, and no engine has acted on it yet.
 */
export const passDeadline = (column: PgColumn) => async (ctx: AppContext, roundId: number) => {
  await ctx.db.execute(
    sql`UPDATE ${column.table} SET ${sql.identifier(column.name)} = now() - interval '1 millisecond' WHERE id = ${roundId}`,
  );
};

/** Owner, status and won flag of each instance, by id (`missing` for an unknown id). */
export async function instancesOf(ctx: AppContext, ids: number[]) {
  const rows = await findInstances(ctx.db, ids);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => byId.get(id) ?? { id, userId: null, status: 'missing', isWonItem: null });
}
