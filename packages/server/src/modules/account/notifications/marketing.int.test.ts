import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notifications } from '../../../db/schema';
import { inTransaction } from '../../../db/transaction';
import { createUser } from '../../../test/factories';
import { useTestServer } from '../../../test/use-test-server';
import { MARKETING_NOTICES } from './marketing';

/**
 * Marketing stops while a time-out or self-exclusion runs (docs/money/settlement.md
 * "Responsible-gambling gate"): a promotion's notice about itself is not stored or sent to an
 * excluded player; a notice about their own account still is.
 */
describe('marketing notices', () => {
  const server = useTestServer();

  const send = (userId: number, name: string) =>
    inTransaction(server.ctx.db, (tx, afterCommit) =>
      server.ctx.services.notifications.notify(tx, afterCommit, { userId, name, params: { amount: 1 } }),
    );
  const namesOf = async (userId: number) =>
    (await server.ctx.db.select().from(notifications).where(eq(notifications.userId, userId)))
      .map((row) => row.name)
      .sort();

  it('skips every marketing notice for a player with a time-out, and still sends account notices', async () => {
    const excluded = await createUser(server.ctx);
    const open = await createUser(server.ctx);
    const timeOut = await server.post('/api/user/exclusion/set', { kind: 'timeout', days: 1 }, excluded.token);
    expect(timeOut.status).toBe(200);

    for (const name of [...MARKETING_NOTICES, 'notification.deposit_credited']) {
      await send(excluded.user.id, name);
      await send(open.user.id, name);
    }

    expect(await namesOf(excluded.user.id)).toEqual(['notification.deposit_credited']);
    expect(await namesOf(open.user.id)).toEqual([...MARKETING_NOTICES, 'notification.deposit_credited'].sort());
  });
});
