import { and, eq, inArray, like, sql } from 'drizzle-orm';
import type { WheelColour } from '@skinbet/shared/fairness/wheel';
import type { WheelBetDto } from '@skinbet/shared/schemas/wheel.schemas';
import { describe, expect, it } from 'vitest';
import { accounts, itemEvents, ledgerEntries, wagers } from '../../db/schema';
import { useTestServer } from '../../test/use-test-server';
import { instancesOf } from '../round-games.int-support';
import {
  closeBetting,
  finish,
  freshRound,
  setBet,
  storedBets,
  storedRound,
  wagersOf,
  wheelPlayer,
  type WheelPlayer,
} from './wheel.int-support';

/**
 * Many players bet at once, over the same skins, colours and limits, and against the close of
 * betting: whatever order the database lets them in, every skin ends in exactly one place and
 * every cent is accounted for. Two rounds in a row, the second one's bets racing its close.
 */
const PLAYERS = 8;
const REFUSALS = [
  'wheel_api.only_two_colors',
  'wheel_api.limit_exceeded',
  'wheel_api.item_not_found',
  'wheel_api.game_started',
];

interface Attempt {
  player: WheelPlayer;
  items: number[];
  color: WheelColour;
}

/** Each player's requests: three colours (one too many), a bet reusing a skin, a fourth bet (one too many). */
function attemptsOf(player: WheelPlayer): Attempt[] {
  const [a, b, c, d, e] = player.myIds as [number, number, number, number, number];
  return [
    { player, items: [a], color: 'black' },
    { player, items: [b], color: 'red' },
    { player, items: [c], color: 'green' },
    { player, items: [a, d], color: 'black' },
    { player, items: [e], color: 'red' },
  ];
}

describe('wheel bets racing each other and the close', () => {
  const server = useTestServer({ WHEEL_BETTING_MS: '60000', WHEEL_MAX_BETS_PER_ROUND: '3', WHEEL_MIN_BET: '1' });

  /** Everything of value, in cents: the players' balances and skins (catalog prices), the stock, the wins paid in money. */
  async function valueOf(userIds: number[], betIds: number[]) {
    const sum = async (query: ReturnType<typeof sql>) => {
      const result = (await server.ctx.db.execute(query)) as unknown as { rows: Array<{ total: unknown }> };
      return Number(result.rows[0]?.total ?? 0);
    };
    const ids = sql.join(
      userIds.map((id) => sql`${id}`),
      sql`, `,
    );
    const [balances, skins, stock] = await Promise.all([
      sum(sql`SELECT COALESCE(SUM(balance), 0)::bigint AS total FROM users WHERE id IN (${ids})`),
      sum(sql`SELECT COALESCE(SUM(i.price), 0)::bigint AS total FROM inventory_items ii JOIN items i ON i.id = ii.item_id
              WHERE ii.user_id IN (${ids}) AND ii.status IN ('available', 'in_bet')`),
      sum(sql`SELECT COALESCE(SUM(price * market_count), 0)::bigint AS total FROM items`),
    ]);
    const credited =
      betIds.length === 0
        ? []
        : await server.ctx.db
            .select({ delta: ledgerEntries.delta })
            .from(ledgerEntries)
            .where(
              and(
                eq(ledgerEntries.kind, 'win'),
                inArray(
                  ledgerEntries.reference,
                  betIds.map((id) => `wheel_bet:${id}`),
                ),
              ),
            );
    return { held: balances + skins + stock, credited: credited.reduce((total, row) => total + row.delta, 0) };
  }

  async function playRound(options: { raceTheClose: boolean }) {
    const round = await freshRound(server.ctx);
    const players = await Promise.all(
      Array.from({ length: PLAYERS }, () => wheelPlayer(server, { prices: [300, 400, 500, 600, 700], marketCount: 3 })),
    );
    const userIds = players.map((player) => player.user.id);
    const before = await valueOf(userIds, []);

    const attempts = players.flatMap(attemptsOf);
    const send = (attempt: Attempt) =>
      setBet(server, attempt.player.token, { items: attempt.items, color: attempt.color });
    const close = async () => {
      await closeBetting(server.ctx, round.id);
      return server.ctx.services.wheelRounds.spinRound(round.id);
    };
    // Racing the close: the first half of the requests, then the rest together with the close and the spin.
    const early = options.raceTheClose ? await Promise.all(attempts.slice(0, PLAYERS * 2).map(send)) : [];
    const [late, spun] = await Promise.all([
      Promise.all(attempts.slice(early.length).map(send)),
      options.raceTheClose ? close() : Promise.resolve(undefined),
    ]);
    if (!options.raceTheClose) expect(await close()).toBeDefined();
    else expect(spun).toBeDefined();
    const answers = [...early, ...late];

    // Every answer is a bet or one of the expected refusals; the rules held for every player.
    const accepted: Array<{ attempt: Attempt; bet: WheelBetDto }> = [];
    answers.forEach((answer, index) => {
      if (answer.status === 200) accepted.push({ attempt: attempts[index]!, bet: answer.body.bet });
      else expect(REFUSALS).toContain(answer.body.message);
    });
    for (const player of players) {
      const own = accepted.filter(({ attempt }) => attempt.player === player);
      expect(own.length).toBeLessThanOrEqual(3);
      expect(new Set(own.map(({ bet }) => bet.color)).size).toBeLessThanOrEqual(2);
    }
    // No skin in two bets; the stored round holds exactly the accepted bets and their totals.
    const staked = accepted.flatMap(({ bet }) => bet.items.map((item) => item.id));
    expect(new Set(staked).size).toBe(staked.length);
    const stored = await storedBets(server.ctx, round.id);
    expect(stored.map((bet) => bet.id).sort((a, b) => a - b)).toEqual(
      accepted.map(({ bet }) => bet.id).sort((a, b) => a - b),
    );
    const spinning = await storedRound(server.ctx, round.id);
    expect(spinning.phase).toBe('spinning');
    expect(spinning.totalBank).toBe(stored.reduce((sum, bet) => sum + bet.bank, 0));
    expect(spinning.totalItems).toBe(staked.length);

    await finish(server.ctx, round.id);

    // Every skin in exactly one place: a staked one left its player once (to the stock), the rest stayed.
    const allIds = players.flatMap((player) => player.myIds);
    const rows = await instancesOf(server.ctx, allIds);
    for (const row of rows) expect(row.status).toBe(staked.includes(row.id) ? 'lost' : 'available');
    const events = await server.ctx.db
      .select({ id: itemEvents.inventoryItemId, from: itemEvents.fromStatus, to: itemEvents.toStatus })
      .from(itemEvents)
      .where(and(inArray(itemEvents.inventoryItemId, allIds), like(itemEvents.reason, 'wheel_%')))
      .orderBy(itemEvents.id);
    for (const id of allIds) {
      const moves = events.filter((event) => event.id === id).map((event) => `${event.from}→${event.to}`);
      expect(moves).toEqual(staked.includes(id) ? ['available→in_bet', 'in_bet→lost'] : []);
    }

    // Every cent: skins only moved between players and stock; what appeared is the money the wins paid.
    const after = await valueOf(
      userIds,
      stored.map((bet) => bet.id),
    );
    expect(after.held - before.held).toBe(after.credited);
    const settled = await wagersOf(
      server.ctx,
      stored.map((bet) => bet.id),
    );
    expect(settled).toHaveLength(stored.length);
    return accepted.length;
  }

  it('conserves every skin and every cent when many players bet at once, over two rounds', async () => {
    const placed = [await playRound({ raceTheClose: false }), await playRound({ raceTheClose: true })];
    expect(placed[0]).toBeGreaterThanOrEqual(PLAYERS * 2);

    // The game's result account is exactly what its wagers staked minus what they paid.
    const [wheelAccount] = await server.ctx.db
      .select({ balance: accounts.balance })
      .from(accounts)
      .where(eq(accounts.code, 'house:game:wheel'));
    const [totals] = await server.ctx.db
      .select({
        staked: sql<number>`COALESCE(SUM(${wagers.stakeItems} + ${wagers.stakeMoney}), 0)::bigint`.mapWith(Number),
        paid: sql<number>`COALESCE(SUM(${wagers.payoutItems} + ${wagers.payoutMoney}), 0)::bigint`.mapWith(Number),
      })
      .from(wagers)
      .where(eq(wagers.game, 'wheel'));
    expect(Number(wheelAccount?.balance ?? 0)).toBe(totals!.staked - totals!.paid);
  });
});
