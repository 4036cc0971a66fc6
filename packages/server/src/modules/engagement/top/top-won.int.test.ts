import { describe, expect, it } from 'vitest';
import { topResponse } from '@skinbet/shared/schemas/top.schemas';
import { userSchema } from '@skinbet/shared/schemas/user.schemas';
import { createUser } from '../../../test/factories';
import { settleWager } from '../../../test/settle-wager';
import { useTestServer } from '../../../test/use-test-server';

/**
 * "Won" has one definition (docs/engagement/top.md "Rules"): everything a bet with a stake paid
 * back, skins by value plus money, whether it came out ahead or not. `/api/top` and the profile's
 * statistics agree.
 */
describe('won, on the top list and in the profile', () => {
  const server = useTestServer();

  it('counts a case drop cheaper than its case and a game win the same on /api/top and in the profile', async () => {
    const { user, token } = await createUser(server.ctx);
    // A $2.50 case dropping a $1.96 skin (a "lost" opening that still paid), then a crash win of $12.00.
    await settleWager(server.ctx, {
      game: 'cases',
      userId: user.id,
      stakeCents: 250,
      outcome: 'lost',
      payout: { items: 196, money: 0 },
    });
    await settleWager(server.ctx, {
      game: 'crash',
      userId: user.id,
      stakeCents: 600,
      outcome: 'won',
      payout: { items: 0, money: 1_200 },
    });

    server.ctx.services.top.forget();
    const top = topResponse.parse((await server.post('/api/top', { by: 'won', period: 'all' })).body);
    const row = top.players.find((player) => player.user.id === user.id);
    const profile = userSchema.parse((await server.post('/api/user/get', {}, token)).body);

    expect(profile.stats).toMatchObject({ total_won: 13.96, games_played: 2 });
    expect(row).toMatchObject({ won: 13.96, games: 2 });
  });
});
