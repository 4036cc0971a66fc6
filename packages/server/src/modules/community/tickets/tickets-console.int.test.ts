import { beforeAll, describe, expect, it } from 'vitest';
import { adminTicketsListResponse } from '@skinbet/shared/schemas/tickets.schemas';
import { createUser } from '../../../test/factories';
import { useTestServer } from '../../../test/use-test-server';
import { listAuditByActor } from '../../site/audit/audit.repository';
import { openTicket, settleRoundWager } from './tickets.int-support';

/**
 * The console's support queue (docs/operations/console.md "Support"): filtered and paged on the
 * server, each ticket with its player and whether it waits for staff; every staff action audited
 * under its call's name with the player it concerns.
 */
describe('support tickets: the console queue', () => {
  const server = useTestServer();
  let admin: Awaited<ReturnType<typeof createUser>>;
  let moderator: Awaited<ReturnType<typeof createUser>>;

  beforeAll(async () => {
    admin = await createUser(server.ctx, { isAdmin: true });
    moderator = await createUser(server.ctx, { isModerator: true });
  });

  const list = async (body: object, token = moderator.token) => {
    const response = await server.post('/api/admin/tickets/list', body, token);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return adminTicketsListResponse.parse(response.body);
  };

  it('filters by player, fairness and waiting for staff, and pages with a total', async () => {
    const { user, token } = await createUser(server.ctx);
    const first = await openTicket(server, token, { title: 'First question', message: 'Hello there' });
    await server.post('/api/tickets/close', { id: first.id }, token);
    const round = 800_000 + Math.floor(Math.random() * 90_000);
    await settleRoundWager(server, { game: 'crash', roundId: round, userId: user.id, stakeCents: 100 });
    const second = await openTicket(server, token, { title: 'Crash mismatch', game: 'crash', round_id: round });

    const mine = await list({ user_id: user.id });
    expect(mine.total).toBe(2);
    // Open first, then closed.
    expect(mine.tickets.map((ticket) => ticket.id)).toEqual([second.id, first.id]);
    expect(mine.tickets[0]).toMatchObject({ user: { id: user.id }, last_from_staff: false, round_id: round });

    const paged = await list({ user_id: user.id, page: 2, page_size: 1 });
    expect(paged).toMatchObject({ total: 2, page: 2, page_size: 1 });
    expect(paged.tickets.map((ticket) => ticket.id)).toEqual([first.id]);
    expect((await list({ user_id: user.id, fairness: true })).tickets.map((ticket) => ticket.id)).toEqual([second.id]);
    expect((await list({ user_id: user.id, status: 0, awaiting_staff: true })).total).toBe(1);

    await server.post('/api/admin/tickets/reply', { id: second.id, message: 'Looking into it' }, moderator.token);
    const answered = await list({ user_id: user.id, status: 0 });
    expect(answered.tickets[0]).toMatchObject({ id: second.id, last_from_staff: true, messages_count: 2 });
    expect((await list({ user_id: user.id, status: 0, awaiting_staff: true })).total).toBe(0);
    expect((await server.post('/api/admin/tickets/list', { page_size: 500 }, moderator.token)).status).toBe(400);
  });

  it('audits reply, close and compensation under their call names with the player and before/after', async () => {
    const { user, token } = await createUser(server.ctx);
    const round = 700_000 + Math.floor(Math.random() * 90_000);
    await settleRoundWager(server, { game: 'crash', roundId: round, userId: user.id, stakeCents: 200 });
    const ticket = await openTicket(server, token, { title: 'Crash mismatch', game: 'crash', round_id: round });
    await server.post('/api/admin/tickets/reply', { id: ticket.id, message: 'Checking the round' }, moderator.token);
    expect((await server.post('/api/admin/tickets/compensate', { id: ticket.id }, admin.token)).status).toBe(200);
    expect((await server.post('/api/admin/tickets/close', { id: ticket.id }, admin.token)).status).toBe(200);

    const target = `ticket:${ticket.id}`;
    const moderatorRows = (await listAuditByActor(server.ctx.db, moderator.user.id)).filter(
      (row) => row.target === target,
    );
    expect(moderatorRows.map((row) => row.action)).toEqual(['tickets.reply']);
    expect(moderatorRows[0]).toMatchObject({ targetUserId: user.id, after: { message: 'Checking the round' } });
    const adminRows = (await listAuditByActor(server.ctx.db, admin.user.id)).filter((row) => row.target === target);
    expect(adminRows.map((row) => row.action)).toEqual(['tickets.compensate', 'tickets.close']);
    expect(adminRows[0]).toMatchObject({
      targetUserId: user.id,
      before: { compensated_cents: null },
      after: { compensated_cents: 600 },
    });
    expect(adminRows[1]).toMatchObject({ targetUserId: user.id, before: { status: 0 }, after: { status: 1 } });
  });

  it('is for staff: players are refused the queue, moderators may read it', async () => {
    const player = await createUser(server.ctx);
    expect((await server.post('/api/admin/tickets/list', { page: 1 }, player.token)).status).toBe(403);
    expect((await server.post('/api/admin/tickets/list', { page: 1 })).status).toBe(401);
    expect((await list({ page: 1 }, moderator.token)).page).toBe(1);
  });
});
