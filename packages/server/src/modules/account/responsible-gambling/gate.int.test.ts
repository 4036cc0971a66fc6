import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rgExclusions, rgLimits, rgPlayers } from '../../../db/schema';
import { inTransaction } from '../../../db/transaction';
import { createUser } from '../../../test/factories';
import { useTestServer } from '../../../test/use-test-server';

/** The gate of every stake (docs/product/responsible-gambling.md "Limits"), through the service. */
describe('responsible-gambling gate', () => {
  const server = useTestServer();
  let bets = 0;
  const stake = (userId: number, amount: number, betRef = `gate-${++bets}`) =>
    inTransaction(server.ctx.db, (tx) =>
      server.ctx.services.responsibleGambling.admitStake(tx, { userId, game: 'wheel', betRef, amount }),
    );
  const refusal = (promise: Promise<unknown>) =>
    promise.then(
      () => undefined,
      (error: { key?: string; params?: unknown }) => ({ key: error.key, params: error.params }),
    );
  async function limit(userId: number, kind: string, period: string, amount: number) {
    await server.ctx.db.insert(rgPlayers).values({ userId }).onConflictDoNothing();
    await server.ctx.db.insert(rgLimits).values({ userId, kind, period, amount });
  }

  it('admits a player without limits, and records the stake', async () => {
    const { user } = await createUser(server.ctx);
    await stake(user.id, 10_000);
    const rows = await server.ctx.db.execute(sql`SELECT amount FROM rg_stakes WHERE user_id = ${user.id}`);
    expect((rows as unknown as { rows: unknown[] }).rows).toEqual([{ amount: 10_000 }]);
  });

  it('accepts a wager exactly at the limit and refuses one cent over with what is left', async () => {
    const { user } = await createUser(server.ctx);
    await limit(user.id, 'wager', 'day', 1_000);
    await stake(user.id, 600);
    expect(await refusal(stake(user.id, 401))).toEqual({ key: 'rg_api.wager_limit', params: { left: 4 } });
    await stake(user.id, 400);
    expect(await refusal(stake(user.id, 1))).toEqual({ key: 'rg_api.wager_limit', params: { left: 0 } });
  });

  it('refuses every stake while a time-out runs', async () => {
    const { user } = await createUser(server.ctx);
    await server.ctx.db
      .insert(rgExclusions)
      .values({ userId: user.id, kind: 'timeout', days: 1, until: sql`now() + interval '1 day'` });
    const refused = await refusal(stake(user.id, 1));
    expect(refused?.key).toBe('rg_api.excluded');
  });
});
