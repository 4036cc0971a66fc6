import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { msToReach } from '@skinbet/shared/fairness/crash';
import { GAME_RESULT_ACCOUNT, GAMES, houseAccountCode } from '@skinbet/shared/ledger';
import { ggrReportResponseSchema, ledgerCheckResponseSchema } from '@skinbet/shared/schemas/admin-money.schemas';
import { accounts, wagers } from '../../../db/schema';
import {
  betOf,
  closeBetting,
  crashRound,
  openRound,
  placeBet,
  playerWithSkins,
  startRound,
  take,
  voidRound,
} from '../../../games/crash/crash-bets.int-support';
import {
  betOf as jackpotBetOf,
  freshRound,
  jackpotPlayer,
  pay,
  setBet,
  spin,
} from '../../../games/jackpot/jackpot.int-support';
import type { SocketCleanup } from '../../../realtime/realtime.int-support';
import { createUser, settleTestWager } from '../../../test/factories';
import { useTestServer } from '../../../test/use-test-server';

/** Wire amounts are units with two decimals; the books are cents. */
const cents = (amount: number) => Math.round(amount * 100);
const day = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

/**
 * The operator's reports (docs/money/accounts.md "Ledger check"): after real crash and jackpot
 * rounds — wins paid in skins and money, takes, losses, a void — the GGR report's totals per game
 * equal the game's result account in the ledger, to the cent, and the ledger check is clean.
 */
describe('admin reports', () => {
  let admin: string;
  const cleanup: SocketCleanup = [];
  const server = useTestServer({}, { sockets: cleanup });

  beforeAll(async () => {
    admin = (await createUser(server.ctx, { isAdmin: true })).token;
  });

  const ledgerOf = async (code: string) => {
    const [row] = await server.ctx.db
      .select({ balance: accounts.balance })
      .from(accounts)
      .where(eq(accounts.code, code));
    return row?.balance ?? 0;
  };

  /** One crash round: three players, each with a manual bet, a x1.50 and a x3.00 bet; one takes. */
  async function playCrashRound(options: { crashPoint: number; price: number; voidAfterTake?: boolean }) {
    const roundId = await openRound(server.ctx);
    const players = [];
    for (let index = 0; index < 3; index += 1) {
      players.push(await playerWithSkins(server, cleanup, { count: 3, price: options.price + index * 37 }));
    }
    const manual: number[] = [];
    for (const player of players) {
      const sum = player.item.price / 100;
      manual.push(betOf(await placeBet(player.socket, { items: [player.myIds[0]!], sum, autoWithdraw: 0 })).id);
      betOf(await placeBet(player.socket, { items: [player.myIds[1]!], sum, autoWithdraw: 1.5 }));
      betOf(await placeBet(player.socket, { items: [player.myIds[2]!], sum, autoWithdraw: 3 }));
    }
    await closeBetting(server.ctx, roundId);
    // The first player takes at x1.10, below every crash point here.
    await startRound(server.ctx, roundId, { elapsedMs: msToReach(110), crashPoint: options.crashPoint });
    betOf(await take(players[0]!.socket, { id: manual[0] }));
    if (options.voidAfterTake) await voidRound(server.ctx, roundId);
    else await crashRound(server.ctx, roundId);
  }

  async function playJackpotRound(prices: number[][]) {
    const round = await freshRound(server.ctx);
    for (const stake of prices) {
      const player = await jackpotPlayer(server, { prices: stake, marketCount: 3 });
      jackpotBetOf(await setBet(server, player.token, player.myIds));
    }
    await spin(server.ctx, round.id);
    await pay(server.ctx, round.id);
  }

  const report = async (from: string, to: string, token = admin) =>
    server.post('/api/admin/reports/ggr', { from, to }, token);

  it('totals per game equal the game result accounts after crash and jackpot rounds', async () => {
    await playCrashRound({ crashPoint: 250, price: 1_000 });
    await playCrashRound({ crashPoint: 120, price: 733 });
    await playCrashRound({ crashPoint: 400, price: 2_512 });
    await playCrashRound({ crashPoint: 500, price: 911, voidAfterTake: true });
    await playJackpotRound([
      [2_000, 50],
      [1_500, 60],
      [1_000, 70],
    ]);
    await playJackpotRound([[5_000], [333, 45]]);

    const answer = await report(day(-1), day(1));
    expect(answer.status).toBe(200);
    const body = ggrReportResponseSchema.strict().parse(answer.body);
    expect(body.totals.map((total) => total.game)).toEqual([...GAMES]);

    const stored = (await server.ctx.db.execute(
      sql`SELECT game, count(*)::int AS n FROM wagers GROUP BY game`,
    )) as unknown as { rows: Array<{ game: string; n: number }> };
    const counts = new Map(stored.rows.map((row) => [row.game, Number(row.n)]));
    // 3 rounds settled × 9 bets, and the voided round's one take (its other bets were refunded).
    expect(counts.get('crash')).toBe(28);
    expect(counts.get('jackpot')).toBe(5);

    for (const total of body.totals) {
      const account = houseAccountCode(GAME_RESULT_ACCOUNT[total.game as (typeof GAMES)[number]]);
      const ledger = await ledgerOf(account);
      expect({ game: total.game, ggr: cents(total.ggr), ledger: cents(total.ledger), account: total.account }).toEqual({
        game: total.game,
        ggr: ledger,
        ledger,
        account,
      });
      expect(total.bets).toBe(counts.get(total.game) ?? 0);
      expect(cents(total.ggr)).toBe(cents(total.wagered) - cents(total.paid));
      // The days add up to the range.
      const days = body.rows.filter((row) => row.game === total.game);
      expect(days.reduce((sum, row) => sum + row.bets, 0)).toBe(total.bets);
      expect(days.reduce((sum, row) => sum + cents(row.wagered), 0)).toBe(cents(total.wagered));
      expect(days.reduce((sum, row) => sum + cents(row.paid), 0)).toBe(cents(total.paid));
    }
    const crash = body.totals.find((total) => total.game === 'crash')!;
    const jackpot = body.totals.find((total) => total.game === 'jackpot')!;
    // Both games really moved money: wins paid and stakes kept.
    expect(crash.paid).toBeGreaterThan(0);
    expect(crash.ggr).not.toBe(0);
    expect(jackpot.ggr).toBeGreaterThan(0);
    // Three settled rounds of three, and the voided round's taker.
    expect(crash.players).toBe(10);
    expect(jackpot.players).toBe(5);
    expect(crash.rtp).toBeCloseTo(crash.paid / crash.wagered, 5);
    expect(crash.published_rtp).toBe(0.96);
    expect(jackpot.published_rtp).toBe(1 - server.config.jackpot.commissionPercent / 100);
    expect(body.totals.find((total) => total.game === 'wheel')).toMatchObject({ bets: 0, rtp: null, ledger: 0 });
    // A case's expected value is CASES_RTP of its price (docs/games/cases.md "Numbers").
    expect(body.totals.find((total) => total.game === 'cases')).toMatchObject({
      published_rtp: server.config.cases.rtpBasisPoints / 10_000,
    });

    const check = await server.post('/api/admin/ledger/check', {}, admin);
    expect(check.status).toBe(200);
    const books = ledgerCheckResponseSchema.strict().parse(check.body);
    expect(books.mismatches).toEqual([]);
    expect(books.transfers).toBeGreaterThan(0);
  });

  it('cuts days at UTC midnight, both ends inclusive', async () => {
    const { user } = await createUser(server.ctx);
    await settleTestWager(server.ctx, user.id, 1_000, 0);
    await settleTestWager(server.ctx, user.id, 500, 700);
    const recent = await server.ctx.db
      .select({ id: wagers.id })
      .from(wagers)
      .where(eq(wagers.userId, user.id))
      .orderBy(wagers.id);
    await server.ctx.db
      .update(wagers)
      .set({ settledAt: new Date('2020-01-01T23:59:59.999Z') })
      .where(eq(wagers.id, recent[0]!.id));
    await server.ctx.db
      .update(wagers)
      .set({ settledAt: new Date('2020-01-02T00:00:00.000Z') })
      .where(eq(wagers.id, recent[1]!.id));

    const first = ggrReportResponseSchema.parse((await report('2020-01-01', '2020-01-01')).body);
    expect(first.rows).toEqual([
      {
        game: 'wheel',
        day: '2020-01-01',
        bets: 1,
        players: 1,
        wagered: 10,
        paid: 0,
        ggr: 10,
        rtp: 0,
        published_rtp: null,
      },
    ]);
    const both = ggrReportResponseSchema.parse((await report('2019-12-31', '2020-01-02')).body);
    expect(both.rows.map((row) => [row.day, row.ggr, row.rtp])).toEqual([
      ['2020-01-01', 10, 0],
      ['2020-01-02', -2, 1.4],
    ]);
    expect(both.totals.find((total) => total.game === 'wheel')).toMatchObject({
      bets: 2,
      players: 1,
      wagered: 15,
      paid: 7,
      ggr: 8,
    });
  });

  it('answers admins only, and refuses a bad range', async () => {
    const player = await createUser(server.ctx);
    for (const path of ['/api/admin/reports/ggr', '/api/admin/ledger/check']) {
      const body = { from: day(0), to: day(0) };
      expect(await server.post(path, body, player.token)).toMatchObject({
        status: 403,
        body: { status: 'error', message: 'admin_api.forbidden' },
      });
      expect(await server.post(path, body)).toMatchObject({ status: 401 });
    }
    for (const [from, to] of [
      ['2024-02-02', '2024-02-01'],
      ['2024-13-01', '2024-12-31'],
      ['2024-02-30', '2024-03-01'],
      ['2020-01-01', '2022-01-01'],
      ['yesterday', '2024-01-01'],
      ['2024-01-01T00:00:00Z', '2024-01-02'],
    ]) {
      expect({ from, to, ...(await report(from!, to!)) }).toMatchObject({
        from,
        to,
        status: 400,
        body: { status: 'error', message: 'app_api.invalid_request' },
      });
    }
    expect((await server.post('/api/admin/reports/ggr', { from: day(0) }, admin)).status).toBe(400);
  });
});
