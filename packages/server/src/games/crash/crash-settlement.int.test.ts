import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { msToReach, payoutCents } from '@skinbet/shared/fairness/crash';
import { crashBets, ledgerEntries } from '../../db/schema';
import { findLedgerMismatches } from '../../modules/ledger/money/ledger-check.repository';
import { openSocket, type SocketCleanup } from '../../realtime/realtime.int-support';
import { createCatalogItem, createUser, grantItems } from '../../test/factories';
import { statusesOf, stockOf, userRow } from '../../test/rows.int-support';
import { useTestServer } from '../../test/use-test-server';
import {
  betOf,
  crashRound,
  openRound,
  placeBet,
  startRound,
  take,
  valueSnapshot,
  voidRound,
  type Answer,
} from './crash-bets.int-support';

/** A small seeded generator: the random run is the same on every machine and every rerun. */
function mulberry32(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('crash settlement', () => {
  const cleanup: SocketCleanup = [];
  const server = useTestServer({}, { sockets: cleanup });
  const open = async (token?: string) => (await openSocket(server, { token }, cleanup)).socket;

  async function player(prices: number[]) {
    const { user, token } = await createUser(server.ctx);
    const catalog = await Promise.all(prices.map((price) => createCatalogItem(server.ctx, { price, marketCount: 2 })));
    const myIds = await grantItems(
      server.ctx,
      user.id,
      catalog.map((item) => item.id),
    );
    return { user, token, catalog, myIds, socket: await open(token) };
  }

  it('settles by the rules: target below the crash wins, at or above loses, untaken manual loses', async () => {
    const roundId = await openRound(server.ctx);
    const a = await player([400, 600, 800]);
    const b = await player([1_000, 300]);
    const bet = async (who: typeof a, index: number, autoWithdraw: number) =>
      betOf(
        await placeBet(who.socket, {
          items: [who.myIds[index]!],
          sum: who.catalog[index]!.price / 100,
          autoWithdraw,
        }),
      );
    const below = await bet(a, 0, 2.49);
    const exactly = await bet(a, 1, 2.5);
    const manual = await bet(a, 2, 0);
    const above = await bet(b, 0, 3);
    const takenManual = await bet(b, 1, 0);
    const before = { a: await userRow(server.ctx, a.user.id), b: await userRow(server.ctx, b.user.id) };
    const stock = await Promise.all([...a.catalog, ...b.catalog].map((item) => stockOf(server.ctx, item.id)));

    await startRound(server.ctx, roundId, { elapsedMs: 5_000, crashPoint: 250 });
    const taken = betOf(await take(b.socket, { id: takenManual.id }));
    const settled = await crashRound(server.ctx, roundId);

    // The bet taken earlier was closed (and paid) by its take, not again here.
    expect(settled.map((each) => each.id)).toEqual([below.id, exactly.id, manual.id, above.id]);
    expect(settled.map((each) => [each.is_win, each.multiplier, each.win])).toEqual([
      [1, 2.49, payoutCents(400, 249) / 100],
      [2, null, null],
      [2, null, null],
      [2, null, null],
    ]);
    expect(settled[0]!.winItem).not.toBeNull();
    expect(await statusesOf(server.ctx, [...a.myIds, ...b.myIds])).toEqual(Array(5).fill('lost'));

    const after = { a: await userRow(server.ctx, a.user.id), b: await userRow(server.ctx, b.user.id) };
    // Every bet reports its wager once: a three times, b twice (once at the take).
    expect(after.a.gamesPlayed - before.a.gamesPlayed).toBe(3);
    expect(after.a.gamesWon - before.a.gamesWon).toBe(1);
    expect(after.a.totalWagered - before.a.totalWagered).toBe(1_800);
    expect(after.a.totalWon - before.a.totalWon).toBe(payoutCents(400, 249));
    expect(after.b.gamesPlayed - before.b.gamesPlayed).toBe(2);
    expect(after.b.totalWagered - before.b.totalWagered).toBe(1_300);
    expect(after.b.totalWon - before.b.totalWon).toBe(Math.round(taken.win! * 100));

    // Each staked unit went back to the storehouse; each won unit came out of it.
    const wonCatalogIds = await server.ctx.db.execute(
      sql`SELECT ii.item_id FROM crash_bets cb JOIN inventory_items ii ON ii.id = cb.win_inventory_item_id
          WHERE cb.round_id = ${roundId}`,
    );
    const taking = new Map<number, number>();
    for (const row of (wonCatalogIds as unknown as { rows: Array<{ item_id: number }> }).rows) {
      taking.set(Number(row.item_id), (taking.get(Number(row.item_id)) ?? 0) + 1);
    }
    const stockAfter = await Promise.all([...a.catalog, ...b.catalog].map((item) => stockOf(server.ctx, item.id)));
    expect(stockAfter).toEqual(
      [...a.catalog, ...b.catalog].map((item, index) => stock[index]! + 1 - (taking.get(item.id) ?? 0)),
    );

    // Settling (or voiding) again changes nothing.
    expect(await crashRound(server.ctx, roundId)).toEqual([]);
    expect(await voidRound(server.ctx, roundId)).toEqual([]);
    expect(await userRow(server.ctx, a.user.id)).toEqual(after.a);
  });

  it('a void refunds every active stake once; the bets show as refunded', async () => {
    const roundId = await openRound(server.ctx);
    const a = await player([500, 500]);
    const bets = [
      betOf(await placeBet(a.socket, { items: [a.myIds[0]!], sum: 5, autoWithdraw: 0 })),
      betOf(await placeBet(a.socket, { items: [a.myIds[1]!], sum: 5, autoWithdraw: 1.21 })),
    ];
    const before = await userRow(server.ctx, a.user.id);
    await startRound(server.ctx, roundId, { elapsedMs: 30_000, crashPoint: 9_000 });

    const refunded = await voidRound(server.ctx, roundId);
    expect(refunded.map((bet) => [bet.id, bet.is_win, bet.win])).toEqual(bets.map((bet) => [bet.id, 3, null]));
    expect(await statusesOf(server.ctx, a.myIds)).toEqual(['available', 'available']);
    expect(await voidRound(server.ctx, roundId)).toEqual([]);
    // A refund is no game played: progression is untouched.
    expect(await userRow(server.ctx, a.user.id)).toEqual(before);
  });

  it('a run of random rounds, bets and takes keeps the ledger, the skins and every cent conserved', async () => {
    const random = mulberry32(20_240_607);
    const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
    // Stock of every price band the wins may reach.
    await Promise.all(
      [150, 420, 999, 1_500, 2_600, 4_100, 7_777, 12_000, 30_000].map((price) =>
        createCatalogItem(server.ctx, { price, marketCount: 4 }),
      ),
    );
    const players = await Promise.all(
      Array.from({ length: 6 }, () =>
        player(Array.from({ length: 32 }, (_, index) => [200, 350, 500, 700, 900, 1_200, 1_800, 2_500][index % 8]!)),
      ),
    );
    const userIds = players.map(({ user }) => user.id);
    const unitsBefore = await unitsPerCatalogItem();
    const valueBefore = await valueSnapshot(server.ctx, userIds);
    const roundIds: number[] = [];

    for (let round = 0; round < 16; round += 1) {
      const roundId = await openRound(server.ctx);
      roundIds.push(roundId);
      // Everyone bets at once, up to four attempts each (the fourth is always refused).
      const attempts = await Promise.all(
        players.map(async (each) => {
          const available = await availableOf(each.user.id);
          const answers: Answer[] = [];
          for (let attempt = 0; attempt < 1 + Math.floor(random() * 4) && available.length > 0; attempt += 1) {
            const count = Math.min(available.length, 1 + Math.floor(random() * 2));
            const stake = available.splice(0, count);
            const autoWithdraw = pick([0, 0, 1.21, 1.5, 2, 3.33, 10]);
            answers.push(
              await placeBet(each.socket, {
                items: stake.map((row) => row.id),
                sum: stake.reduce((sum, row) => sum + row.price, 0) / 100,
                autoWithdraw,
              }),
            );
          }
          return answers;
        }),
      );
      const placed = attempts
        .flat()
        .filter((answer) => answer.ok)
        .map(betOf);

      const crashPoint = pick([100, 105, 130, 199, 250, 420, 1_000]);
      const elapsedMs = Math.floor(random() * msToReach(crashPoint) * 1.5);
      await startRound(server.ctx, roundId, { elapsedMs, crashPoint });
      // Every fifth round is voided: a fixed schedule, because the order of the concurrent bets above
      // (and so of the random draws) differs from run to run.
      if (round % 5 === 3) {
        await voidRound(server.ctx, roundId);
        continue;
      }
      const manual = placed.filter((bet) => bet.autoWithdraw === 0 && random() < 0.7);
      // Takes race each other across players, each sent twice (the second is already_taken or late).
      await Promise.all(
        manual.flatMap((bet) => {
          const owner = players.find(({ user }) => user.id === bet.user.id)!;
          return [take(owner.socket, { id: bet.id }), take(owner.socket, { id: bet.id })];
        }),
      );
      await crashRound(server.ctx, roundId);
    }

    const bets = await server.ctx.db.select().from(crashBets).where(inArray(crashBets.roundId, roundIds));
    expect(bets.length).toBeGreaterThan(80);
    expect(bets.filter((bet) => bet.status === 'won').length).toBeGreaterThan(20);
    expect(bets.filter((bet) => bet.status === 'lost').length).toBeGreaterThan(20);
    expect(bets.every((bet) => bet.status !== 'active')).toBe(true);
    // Takes won, voids refunded: every path of the rules ran.
    expect(bets.filter((bet) => bet.status === 'won' && bet.autoWithdraw === 0).length).toBeGreaterThan(3);
    expect(bets.filter((bet) => bet.status === 'refunded').length).toBeGreaterThan(0);

    // Each won bet was paid exactly its win: the unit's price plus the remainder credited.
    const remainders = await server.ctx.db
      .select({ reference: ledgerEntries.reference, delta: ledgerEntries.delta })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.kind, 'crash_win_remainder'));
    const remainderOf = new Map(remainders.map((row) => [row.reference, row.delta]));
    expect(remainders).toHaveLength(remainderOf.size);
    const unitPrices = await wonUnitPrices(
      bets.flatMap((bet) => (bet.winInventoryItemId ? [bet.winInventoryItemId] : [])),
    );
    for (const bet of bets.filter((each) => each.status === 'won')) {
      const paid = (unitPrices.get(bet.winInventoryItemId ?? -1) ?? 0) + (remainderOf.get(`crash_bet:${bet.id}`) ?? 0);
      expect(paid).toBe(payoutCents(bet.bank, bet.cashedOutMultiplier!));
      expect(bet.payout).toBe(paid);
    }

    // Value: what went into the site (lost and won stakes) minus what came out (the wins) is
    // exactly what the players lost; skins only moved between players and the storehouse.
    const staked = bets.filter((bet) => bet.status !== 'refunded').reduce((sum, bet) => sum + bet.bank, 0);
    const paidOut = bets.reduce((sum, bet) => sum + (bet.status === 'won' ? bet.payout! : 0), 0);
    const valueAfter = await valueSnapshot(server.ctx, userIds);
    expect(valueAfter.players - valueBefore.players).toBe(paidOut - staked);
    expect(valueAfter.players - valueBefore.players + (valueAfter.stock - valueBefore.stock)).toBe(
      valueAfter.credited - valueBefore.credited,
    );
    // Skins: per catalog item, storehouse units + units players hold never change.
    expect(await unitsPerCatalogItem()).toEqual(unitsBefore);
    expect(await findLedgerMismatches(server.ctx.db)).toEqual([]);
  });

  async function availableOf(userId: number) {
    const result = (await server.ctx.db.execute(
      sql`SELECT ii.id, i.price FROM inventory_items ii JOIN items i ON i.id = ii.item_id
          WHERE ii.user_id = ${userId} AND ii.status = 'available' AND NOT ii.is_won_item ORDER BY ii.id`,
    )) as unknown as { rows: Array<{ id: number; price: number }> };
    return result.rows.map((row) => ({ id: Number(row.id), price: Number(row.price) }));
  }

  async function wonUnitPrices(instanceIds: number[]): Promise<Map<number, number>> {
    if (instanceIds.length === 0) return new Map();
    const result = (await server.ctx.db.execute(
      sql`SELECT ii.id, i.price FROM inventory_items ii JOIN items i ON i.id = ii.item_id
          WHERE ii.id IN (${sql.join(
            instanceIds.map((id) => sql`${id}`),
            sql`, `,
          )})`,
    )) as unknown as { rows: Array<{ id: number; price: number }> };
    return new Map(result.rows.map((row) => [Number(row.id), Number(row.price)]));
  }

  /** Storehouse stock plus instances players still hold, per catalog item. */
  async function unitsPerCatalogItem(): Promise<Record<string, number>> {
    const result = (await server.ctx.db.execute(
      sql`SELECT i.id, i.market_count + COUNT(ii.id) FILTER (WHERE ii.status IN ('available', 'in_bet')) AS units
          FROM items i LEFT JOIN inventory_items ii ON ii.item_id = i.id GROUP BY i.id`,
    )) as unknown as { rows: Array<{ id: number; units: number }> };
    return Object.fromEntries(result.rows.map((row) => [String(row.id), Number(row.units)]));
  }
});
