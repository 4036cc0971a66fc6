import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../db/schema';
import { eventually } from '../../../realtime/realtime.int-support';
import { createUser } from '../../../test/factories';
import { settleWager } from '../../../test/settle-wager';
import { useTestServer } from '../../../test/use-test-server';
import { TOURNAMENT_PRIZE_NOTICE } from './tournament-finish';
import { createTournamentEngine } from './tournament.engine';
import {
  createTournament,
  expireTournament,
  join,
  membersOf,
  noticesOf,
  prizeTransfers,
  tournamentRow,
} from './tournaments.int-support';
import { createTournamentsService, DEMO_TOURNAMENT } from './tournaments.service';

/**
 * The end of a tournament (issue 16): places stored, prizes 1–5 paid from marketing once — however
 * many finishes race (the timer on two nodes, a retry after a restart, the operator's end) — the
 * leader's timer finishing it at its end time, and the demo tournament kept running.
 */
describe('tournament finish', () => {
  const server = useTestServer();
  // A second node of the same site: its own services over the same database.
  const second = useTestServer({}, { shareDatabaseWith: server });
  let admin: Awaited<ReturnType<typeof createUser>>;

  beforeAll(async () => {
    admin = await createUser(server.ctx, { isAdmin: true });
  });

  const balanceOf = async (userId: number) => {
    const [row] = await server.ctx.db.select({ balance: users.balance }).from(users).where(eq(users.id, userId));
    return row!.balance;
  };

  /** Six members: five score 600, 500, …, 100 points; the sixth never bets. */
  async function playedTournament(prizes?: number[]) {
    const id = await createTournament(server, admin.token, prizes ? { prizes } : {});
    const players = await Promise.all(Array.from({ length: 6 }, () => createUser(server.ctx)));
    for (const player of players) expect((await join(server, player.token)).status).toBe(200);
    for (const [index, player] of players.slice(0, 5).entries()) {
      await settleWager(server.ctx, {
        game: 'crash',
        userId: player.user.id,
        stakeCents: 600 - index * 100,
        outcome: 'lost',
      });
    }
    return { id, players };
  }

  it('pays places 1–5 once when the finish runs on two nodes at the same time', async () => {
    const { id, players } = await playedTournament();
    await expireTournament(server, id);
    const before = await Promise.all(players.map((player) => balanceOf(player.user.id)));

    const finished = await Promise.all([
      server.ctx.services.tournaments.finishDue(),
      second.ctx.services.tournaments.finishDue(),
      server.ctx.services.tournaments.finishDue(),
    ]);
    expect(finished.reduce((sum, count) => sum + count, 0)).toBe(1);
    // Run again, as a restarted leader would: nothing left to do.
    expect(await second.ctx.services.tournaments.finishDue()).toBe(0);

    const after = await Promise.all(players.map((player) => balanceOf(player.user.id)));
    expect(after.map((balance, index) => balance - before[index]!)).toEqual([5000, 2500, 1000, 500, 250, 0]);
    expect((await prizeTransfers(server, id)).map((row) => [row.idempotencyKey, row.amount]).sort()).toEqual([
      [`tournament:${id}:1`, 5000],
      [`tournament:${id}:2`, 2500],
      [`tournament:${id}:3`, 1000],
      [`tournament:${id}:4`, 500],
      [`tournament:${id}:5`, 250],
    ]);
    expect((await membersOf(server, id)).map((row) => [row.userId, row.place, row.prizeCents])).toEqual([
      ...players.slice(0, 5).map((player, index) => [player.user.id, index + 1, [5000, 2500, 1000, 500, 250][index]]),
      [players[5]!.user.id, 6, null],
    ]);
    expect(await tournamentRow(server, id)).toMatchObject({ status: 1 });
    const [notice] = await noticesOf(server, players[0]!.user.id, TOURNAMENT_PRIZE_NOTICE);
    expect(notice?.params).toEqual({ place: 1, amount: 50, tournament: 'Test cup' });

    // Finished: the page shows nothing, and later bets score nothing.
    expect((await server.post('/api/tournaments/get', {})).body.tournament).toBeNull();
    await settleWager(server.ctx, { game: 'crash', userId: players[0]!.user.id, stakeCents: 700, outcome: 'lost' });
    expect((await membersOf(server, id))[0]!.points).toBe(600);
  });

  it('ranks the points it has: bets settling during the finish land before the ranking or not at all', async () => {
    // Still running (not expired): the bets score until the operator's end takes the tournament.
    const { id, players } = await playedTournament();
    const bets = players.flatMap((player, index) =>
      Array.from({ length: 8 }, (_, round) =>
        settleWager(second.ctx, {
          game: 'crash',
          userId: player.user.id,
          stakeCents: 37 + index * 11 + round,
          outcome: 'lost',
        }),
      ),
    );
    const [ended] = await Promise.all([server.ctx.services.tournaments.end(admin.user.id, id), ...bets]);
    expect(ended.winners).toHaveLength(5);
    // Points were frozen at the ranking: the stored places are exactly the order of the final points.
    const rows = await membersOf(server, id);
    const ranked = [...rows].sort(
      (a, b) => b.points - a.points || a.pointsAt.getTime() - b.pointsAt.getTime() || a.userId - b.userId,
    );
    expect(rows.map((row) => row.userId)).toEqual(ranked.map((row) => row.userId));
    expect(rows.map((row) => row.place)).toEqual([1, 2, 3, 4, 5, 6]);
    const paid = await prizeTransfers(server, id);
    for (const row of rows.slice(0, 5)) {
      if (row.points > 0) expect(paid.some((transfer) => transfer.idempotencyKey.endsWith(`:${row.place}`))).toBe(true);
    }
  });

  it('lets the operator end it early, once, and refuses an unknown id', async () => {
    // Fewer scoring players than prizes: the unclaimed prizes stay with marketing.
    const id = await createTournament(server, admin.token);
    const player = await createUser(server.ctx);
    expect((await join(server, player.token)).status).toBe(200);
    await settleWager(server.ctx, { game: 'wheel', userId: player.user.id, stakeCents: 100, outcome: 'lost' });

    const ends = await Promise.all([
      server.post('/api/admin/tournaments/end', { id }, admin.token),
      second.post('/api/admin/tournaments/end', { id }, admin.token),
    ]);
    const ok = ends.find((answer) => answer.status === 200)!;
    expect(ok.body).toEqual({
      status: 'success',
      id,
      winners: [{ place: 1, user_id: player.user.id, points: 100, prize: 50 }],
    });
    expect(ends.find((answer) => answer.status !== 200)?.body).toEqual({
      status: 'error',
      message: 'tournament_api.already_finished',
    });
    expect(await prizeTransfers(server, id)).toHaveLength(1);
    const unknown = await server.post('/api/admin/tournaments/end', { id: id + 1000 }, admin.token);
    expect(unknown.body).toEqual({ status: 'error', message: 'tournament_api.not_found' });
    expect((await server.post('/api/admin/tournaments/end', { id }, player.token)).status).toBe(403);
  });

  it("is finished by the leader's timer at its end time", async () => {
    const { id, players } = await playedTournament([1, 0, 0, 0, 0]);
    const engine = createTournamentEngine({
      tournaments: server.ctx.services.tournaments,
      log: server.ctx.log,
      lookMs: 50,
    });
    engine.start();
    try {
      await expireTournament(server, id);
      await eventually('the timer finished the tournament', async () => (await tournamentRow(server, id)).status === 1);
    } finally {
      await engine.stop();
    }
    expect((await prizeTransfers(server, id)).map((row) => row.amount)).toEqual([100]);
    expect((await noticesOf(server, players[0]!.user.id, TOURNAMENT_PRIZE_NOTICE)).length).toBe(1);
  });

  it('keeps a demo tournament running on a demo site', async () => {
    const demo = createTournamentsService({
      db: server.ctx.db,
      emitter: server.ctx.emitter,
      money: server.ctx.services.money,
      notifications: server.ctx.services.notifications,
      demo: { enabled: true, durationS: 60, prizesCents: [500, 400, 300, 200, 100] },
    });
    const engine = createTournamentEngine({ tournaments: demo, log: server.ctx.log, lookMs: 50 });
    engine.start();
    try {
      let firstId = 0;
      await eventually('a demo tournament opened', async () => {
        firstId = (await server.post('/api/tournaments/get', {})).body.tournament?.id ?? 0;
        return firstId > 0;
      });
      const { tournament } = (await server.post('/api/tournaments/get', {})).body;
      // Its title and text come from the player's language (text_key), not one bilingual string.
      expect(tournament).toMatchObject({ name: DEMO_TOURNAMENT.name, text_key: 'weekly', prize_1: 5, prize_5: 1 });
      expect(`${tournament.name} ${tournament.description}`).not.toMatch(/[A-Za-z]{3}/);
      expect((await server.ctx.services.tournaments.conditions(undefined)).min_payment.is_active).toBe(false);
      // Its end opens the next one.
      await expireTournament(server, firstId);
      await eventually('the next demo tournament opened', async () => {
        const id = (await server.post('/api/tournaments/get', {})).body.tournament?.id ?? 0;
        return id > firstId;
      });
      expect(await demo.ensureDemo()).toBe(false);
    } finally {
      await engine.stop();
    }
    const { id } = (await server.post('/api/tournaments/get', {})).body.tournament;
    expect((await server.post('/api/admin/tournaments/end', { id }, admin.token)).status).toBe(200);
  });
});
