import { describe, expect, it } from 'vitest';
import { publicUserSchema } from '@skinbet/shared/schemas/user.schemas';
import {
  HISTORY_PAGE_SIZE,
  historyEntrySchema,
  historyResponse,
  type HistoryResponse,
} from '@skinbet/shared/schemas/profile-history.schemas';
import type { Game } from '@skinbet/shared/ledger';
import { findUserById } from '../users/users.repository';
import { createUser } from '../../../test/factories';
import { settleWager } from '../../../test/settle-wager';
import { useTestServer } from '../../../test/use-test-server';

/** `POST /api/user/history` and `POST /api/user/getUserHistory` (issue 16), read from `wagers`. */

const strictHistory = historyResponse.extend({ entries: historyEntrySchema.strict().array() }).strict();

/** Every key anywhere in a JSON value (a public answer must hold no balance, at any depth). */
function keysIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysIn);
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) => [key, ...keysIn(inner)]);
}

describe('bet history', () => {
  const server = useTestServer();

  async function own(token: string | undefined, game: Game, page?: number): Promise<HistoryResponse> {
    const answer = await server.post('/api/user/history', page === undefined ? { game } : { game, page }, token);
    expect(answer.status).toBe(200);
    return strictHistory.parse(answer.body);
  }

  async function ofPlayer(userId: number, page?: number): Promise<HistoryResponse> {
    const answer = await server.post(
      '/api/user/getUserHistory',
      page === undefined ? { user_id: userId } : { user_id: userId, page },
    );
    expect(answer.status).toBe(200);
    return strictHistory.parse(answer.body);
  }

  /** Settles `count` wagers of `game`: stakes 100, 101, … cents; every other one won at 2.5×. */
  async function play(userId: number, game: Game, count: number, firstStake = 100) {
    for (let index = 0; index < count; index += 1) {
      const stakeCents = firstStake + index;
      const won = index % 2 === 0;
      await settleWager(server.ctx, {
        game,
        userId,
        stakeCents,
        outcome: won ? 'won' : 'lost',
        payout: won ? { items: 0, money: Math.floor(stakeCents * 2.5) } : undefined,
      });
    }
  }

  it('pages one game of the signed-in player, 20 a page, newest first', async () => {
    const { user, token } = await createUser(server.ctx);
    const other = await createUser(server.ctx);
    await play(user.id, 'crash', HISTORY_PAGE_SIZE + 5);
    await play(user.id, 'wheel', 3, 500);
    await play(other.user.id, 'crash', 2);

    const first = await own(token, 'crash');
    expect(first).toMatchObject({ page: 1, pages: 2, total: HISTORY_PAGE_SIZE + 5 });
    expect(first.entries).toHaveLength(HISTORY_PAGE_SIZE);
    const second = await own(token, 'crash', 2);
    expect(second).toMatchObject({ page: 2, pages: 2, total: HISTORY_PAGE_SIZE + 5 });
    expect(second.entries).toHaveLength(5);
    const all = [...first.entries, ...second.entries];
    // Newest first, every one a crash bet of this player (the other player's are not there).
    expect(all.map((entry) => entry.id)).toEqual([...all.map((entry) => entry.id)].sort((a, b) => b - a));
    expect(new Set(all.map((entry) => entry.game))).toEqual(new Set(['crash']));
    // The oldest bet: 1.00 staked, won 2.50 (2.5×); the next one lost.
    expect(all.at(-1)).toMatchObject({ stake: 1, payout: 2.5, outcome: 'won', multiplier: 2.5, detail: null });
    expect(all.at(-2)).toMatchObject({ stake: 1.01, payout: 0, outcome: 'lost', multiplier: null });
    expect(all.at(-3)).toMatchObject({ stake: 1.02, payout: 2.55, multiplier: 2.5 });
    expect(Date.parse(all[0]!.created_at)).toBeGreaterThan(Date.now() - 60_000);

    // Past the last page: no entries, the same totals.
    expect(await own(token, 'crash', 3)).toEqual({ page: 3, pages: 2, total: HISTORY_PAGE_SIZE + 5, entries: [] });
    const wheel = await own(token, 'wheel');
    expect(wheel).toMatchObject({ page: 1, pages: 1, total: 3 });
    expect(wheel.entries.map((entry) => entry.stake)).toEqual([5.02, 5.01, 5]);
    expect(await own(token, 'cases')).toEqual({ page: 1, pages: 1, total: 0, entries: [] });
  });

  it('refuses guests and requests it cannot read', async () => {
    const { token } = await createUser(server.ctx);
    expect((await server.post('/api/user/history', { game: 'crash' })).status).toBe(401);
    for (const body of [{ game: 'poker' }, { game: 'crash', page: 0 }, { game: 'crash', page: 1.5 }, {}]) {
      const answer = await server.post('/api/user/history', body, token);
      expect(answer).toEqual({ status: 400, body: { status: 'error', message: 'app_api.invalid_request' } });
    }
  });

  it("shows anyone a player's recent bets of every game, with no balance", async () => {
    const { user, token } = await createUser(server.ctx, { balance: 12_345 });
    await play(user.id, 'jackpot', 2, 300);
    await play(user.id, 'cases', 1, 700);
    await play(user.id, 'crash', 1, 900);
    // 10.00 for 3.00: 3.333…×, shown rounded down, never above what was paid.
    await settleWager(server.ctx, {
      game: 'wheel',
      userId: user.id,
      stakeCents: 300,
      outcome: 'won',
      payout: { items: 1_000, money: 0 },
    });

    const shown = await ofPlayer(user.id);
    expect(shown).toMatchObject({ page: 1, pages: 1, total: 5 });
    expect(shown.entries[0]).toMatchObject({ game: 'wheel', stake: 3, payout: 10, multiplier: 3.33 });
    expect(shown.entries.slice(1).map((entry) => [entry.game, entry.stake])).toEqual([
      ['crash', 9],
      ['cases', 7],
      ['jackpot', 3.01],
      ['jackpot', 3],
    ]);
    // A signed-in visitor, even the player, gets the same public answer.
    const signedIn = await server.post('/api/user/getUserHistory', { user_id: user.id }, token);
    expect(signedIn.body).toEqual(shown);
    expect(keysIn(shown).filter((key) => /balance|cashback|trade_link|notification/i.test(key))).toEqual([]);
    expect(await ofPlayer(user.id, 2)).toEqual({ page: 2, pages: 1, total: 5, entries: [] });

    // The public profile beside it: statistics, never the balance (docs/community/profiles.md "Profile").
    const profile = await server.post('/api/user/getUser', { user_id: user.id });
    expect(profile.status).toBe(200);
    const dto = publicUserSchema.strict().parse(profile.body);
    expect(dto.stats).toMatchObject({ games_played: 5, games_won: 4 });
    expect(dto.experience).toBe((await findUserById(server.ctx.db, user.id))!.experience);
    expect(keysIn(profile.body).filter((key) => /balance|cashback|trade_link|notification/i.test(key))).toEqual([]);
  });

  it('answers user_api.not_found for a player who does not exist', async () => {
    expect(await server.post('/api/user/getUserHistory', { user_id: 2_000_000_000 })).toEqual({
      status: 404,
      body: { status: 'error', message: 'user_api.not_found' },
    });
    const answer = await server.post('/api/user/getUserHistory', { user_id: 1, page: 1_001 });
    expect(answer.status).toBe(400);
  });
});
