import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  tournamentConditionsResponse,
  tournamentGetResponse,
  tournamentSetActiveResponse,
} from '@skinbet/shared/schemas/tournaments.schemas';
import { recordEvents } from '../../../realtime/realtime.int-support';
import { createUser } from '../../../test/factories';
import { settleWager } from '../../../test/settle-wager';
import { useTestServer } from '../../../test/use-test-server';
import { listAuditByActor } from '../../site/audit/audit.repository';
import { credit } from '../../wallet/trades/trades.int-support';
import { createTournament, getJson, join, PRIZES } from './tournaments.int-support';

/**
 * The running tournament through HTTP (docs/engagement/tournament.md "Rules",
 * docs/api/http.md "Calls"): the operator's create (one at a time), the conditions with their
 * keys, joining with each refusal, points from settled wagers of any game after joining, the
 * table's order with ties to who reached the points first.
 */
describe('tournament', () => {
  const server = useTestServer();
  let admin: Awaited<ReturnType<typeof createUser>>;

  beforeAll(async () => {
    admin = await createUser(server.ctx, { isAdmin: true });
  });
  afterEach(async () => {
    // One tournament runs at a time: each test ends the one it started.
    const running = await server.post('/api/tournaments/get', {});
    const id = running.body.tournament?.id;
    if (id) expect((await server.post('/api/admin/tournaments/end', { id }, admin.token)).status).toBe(200);
  });

  const get = (token?: string) => server.post('/api/tournaments/get', {}, token);
  const conditions = (token?: string) => getJson(server, '/api/tournaments/get-conditions', token);

  it('answers with nothing running, and refuses to join with none_running', async () => {
    const { token } = await createUser(server.ctx);
    const table = await get(token);
    expect(table.status).toBe(200);
    expect(tournamentGetResponse.parse(table.body)).toMatchObject({ tournament: null, me: null });
    expect((await conditions(token)).body).toEqual({
      tournament_id: null,
      is_member: false,
      min_payment: { is_active: false, is_completed: false, required: 0, total: 0 },
    });
    expect((await join(server, token)).body).toEqual({ status: 'error', message: 'tournament_api.none_running' });
  });

  it('lets only an operator create one, one at a time, audited', async () => {
    const { token } = await createUser(server.ctx);
    const body = { name: 'Cup', ends_in_s: 600, prizes: PRIZES };
    expect((await server.post('/api/admin/tournaments/create', body, token)).status).toBe(403);

    const id = await createTournament(server, admin.token);
    const second = await server.post('/api/admin/tournaments/create', body, admin.token);
    expect(second.status).toBe(409);
    expect(second.body.message).toBe('tournament_api.already_running');

    const { tournament } = tournamentGetResponse.parse((await get()).body);
    expect(tournament).toMatchObject({ id, name: 'Test cup', status: 0, users: [], members: 0 });
    expect([
      tournament!.prize_1,
      tournament!.prize_2,
      tournament!.prize_3,
      tournament!.prize_4,
      tournament!.prize_5,
    ]).toEqual(PRIZES);
    const endsIn = Date.parse(tournament!.end_time) - Date.parse(tournament!.created_at);
    expect(Math.abs(endsIn - 3600_000)).toBeLessThan(5_000);

    const audit = await listAuditByActor(server.ctx.db, admin.user.id);
    expect(audit.some((entry) => entry.action === 'tournaments.create' && entry.target === `tournament:${id}`)).toBe(
      true,
    );
  });

  it('shows the minimum payment as total / required and admits a member once it is paid', async () => {
    const id = await createTournament(server, admin.token, { min_payment: 10 });
    const { user, token } = await createUser(server.ctx);

    // A guest sees the condition but has made no progress.
    const guest = tournamentConditionsResponse.parse((await conditions()).body);
    expect(guest).toEqual({
      tournament_id: id,
      is_member: false,
      min_payment: { is_active: true, is_completed: false, required: 10, total: 0 },
    });

    // Demo credit or adjustments are not payments; a deposit is.
    await credit(server.ctx, user.id, 2000, 'adjustment');
    await credit(server.ctx, user.id, 400, 'deposit');
    expect((await conditions(token)).body.min_payment).toEqual({
      is_active: true,
      is_completed: false,
      required: 10,
      total: 4,
    });
    expect((await join(server, token)).body).toEqual({ status: 'error', message: 'tournament_api.min_payment' });

    await credit(server.ctx, user.id, 600, 'deposit');
    expect((await conditions(token)).body.min_payment).toMatchObject({ is_completed: true, total: 10 });
    const joined = await join(server, token);
    expect(tournamentSetActiveResponse.parse(joined.body)).toEqual({ status: 'success', tournament_id: id });
    expect((await conditions(token)).body.is_member).toBe(true);
    expect((await join(server, token)).body).toEqual({ status: 'error', message: 'tournament_api.already_member' });
  });

  it('counts only deposits made since the tournament started', async () => {
    const { user, token } = await createUser(server.ctx);
    await credit(server.ctx, user.id, 5000, 'deposit');
    await createTournament(server, admin.token, { min_payment: 1 });
    expect((await conditions(token)).body.min_payment).toMatchObject({ is_completed: false, total: 0 });
    expect((await join(server, token)).body.message).toBe('tournament_api.min_payment');
  });

  it('adds one member once, however many joins race', async () => {
    const id = await createTournament(server, admin.token);
    const { token } = await createUser(server.ctx);
    const answers = await Promise.all(Array.from({ length: 6 }, () => join(server, token)));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.body.message === 'tournament_api.already_member')).toHaveLength(5);
    expect(tournamentGetResponse.parse((await get()).body).tournament).toMatchObject({ id, members: 1 });
  });

  it('scores 1 point per cent staked in any game after joining, live', async () => {
    const id = await createTournament(server, admin.token);
    const member = await createUser(server.ctx);
    const outsider = await createUser(server.ctx);
    // Before joining: not counted.
    await settleWager(server.ctx, { game: 'crash', userId: member.user.id, stakeCents: 999, outcome: 'lost' });
    expect((await join(server, member.token)).status).toBe(200);

    const socket = await server.socket();
    const updates = recordEvents(socket, 'tournamentUpdate');
    await settleWager(server.ctx, { game: 'crash', userId: member.user.id, stakeCents: 500, outcome: 'lost' });
    expect(await updates.until(1)).toEqual([{ tournament_id: id }]);
    await settleWager(server.ctx, {
      game: 'wheel',
      userId: member.user.id,
      stakeCents: 250,
      outcome: 'won',
      payout: { items: 0, money: 500 },
    });
    await settleWager(server.ctx, { game: 'jackpot', userId: member.user.id, stakeCents: 125, outcome: 'lost' });
    await settleWager(server.ctx, { game: 'cases', userId: member.user.id, stakeCents: 25, outcome: 'lost' });
    await settleWager(server.ctx, { game: 'crash', userId: outsider.user.id, stakeCents: 5000, outcome: 'lost' });
    // Three changes within the second after the first: one more broadcast, at the end of it.
    expect(await updates.until(2)).toEqual([{ tournament_id: id }, { tournament_id: id }]);

    const table = tournamentGetResponse.parse((await get(member.token)).body);
    expect(table.tournament!.users).toEqual([
      {
        user: { id: member.user.id, username: member.user.username, avatar: member.user.avatar, is_demo: false },
        points: 900,
        place: 1,
        prize: 50,
      },
    ]);
    expect(table.me).toEqual({ points: 900, place: 1 });
    expect(tournamentGetResponse.parse((await get(outsider.token)).body).me).toBeNull();
  });

  it('ranks by points, ties going to who reached them first', async () => {
    await createTournament(server, admin.token);
    const players = await Promise.all(Array.from({ length: 4 }, () => createUser(server.ctx)));
    for (const player of players) expect((await join(server, player.token)).status).toBe(200);
    const [first, second, third, idle] = players as [
      (typeof players)[0],
      (typeof players)[0],
      (typeof players)[0],
      (typeof players)[0],
    ];
    // `third` reaches 1000 last; `second` reaches 1000 before `first` does.
    await settleWager(server.ctx, { game: 'crash', userId: third.user.id, stakeCents: 400, outcome: 'lost' });
    await settleWager(server.ctx, { game: 'crash', userId: second.user.id, stakeCents: 1000, outcome: 'lost' });
    await settleWager(server.ctx, { game: 'crash', userId: first.user.id, stakeCents: 1000, outcome: 'lost' });
    await settleWager(server.ctx, { game: 'crash', userId: third.user.id, stakeCents: 600, outcome: 'lost' });

    const table = tournamentGetResponse.parse((await get(third.token)).body);
    expect(table.tournament!.users.map((row) => [row.user.id, row.points, row.place, row.prize])).toEqual([
      [second.user.id, 1000, 1, 50],
      [first.user.id, 1000, 2, 25],
      [third.user.id, 1000, 3, 10],
      // A member who has not scored is listed, but wins no prize.
      [idle.user.id, 0, 4, 0],
    ]);
    expect(table.me).toEqual({ points: 1000, place: 3 });
    expect(tournamentGetResponse.parse((await get(idle.token)).body).me).toEqual({ points: 0, place: 4 });
  });
});
