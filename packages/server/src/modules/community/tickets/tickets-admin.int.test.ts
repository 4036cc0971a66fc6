import { beforeAll, describe, expect, it } from 'vitest';
import {
  adminTicketCompensateResponse,
  adminTicketsListResponse,
  ticketSendMessageResponse,
  ticketWithMessagesSchema,
} from '@skinbet/shared/schemas/tickets.schemas';
import { recordEvents } from '../../../realtime/realtime.int-support';
import { createUser } from '../../../test/factories';
import { useTestServer } from '../../../test/use-test-server';
import { listAuditByActor } from '../../site/audit/audit.repository';
import {
  balanceOf,
  debitedAccount,
  entriesOf,
  getJson,
  openTicket,
  sendForm,
  settleRoundWager,
} from './tickets.int-support';

/**
 * Staff's side of support tickets (docs/community/tickets.md "Rules"): the queue, replies the
 * player gets live and as a notice, closing, and the x3 fairness compensation
 * (docs/community/tickets.md "Rules") paid once through the ledger — every action audited.
 */
describe('support tickets: staff', () => {
  const server = useTestServer();
  let admin: Awaited<ReturnType<typeof createUser>>;
  let moderator: Awaited<ReturnType<typeof createUser>>;
  const refusal = (message: string) => ({ status: 'error', message });
  const actionsOf = async (actorId: number) =>
    (await listAuditByActor(server.ctx.db, actorId)).map((row) => [row.action, row.target]);

  beforeAll(async () => {
    admin = await createUser(server.ctx, { isAdmin: true });
    moderator = await createUser(server.ctx, { isModerator: true });
  });

  it('lets a moderator answer a ticket the player sees live, then close it (audited)', async () => {
    const { user, token } = await createUser(server.ctx);
    const ticket = await openTicket(server, token, { title: 'Withdrawal stuck', message: 'It has been a day' });
    const socket = await server.socket({ token });
    const messages = recordEvents(socket, 'ticketMessage');
    const notices = recordEvents(socket, 'notification');

    const queue = adminTicketsListResponse.parse(
      (await server.post('/api/admin/tickets/list', { status: 0 }, moderator.token)).body,
    );
    expect(queue.tickets.find((row) => row.id === ticket.id)).toMatchObject({
      subject: 'Withdrawal stuck',
      content: 'It has been a day',
      status: 0,
      user: { id: user.id, username: user.username },
      messages_count: 1,
    });

    const reply = await server.post(
      '/api/admin/tickets/reply',
      { id: ticket.id, message: '  We are on it  ' },
      moderator.token,
    );
    expect(reply.status).toBe(200);
    const staffMessage = ticketSendMessageResponse.parse(reply.body).message;
    expect(staffMessage).toMatchObject({ ticket_id: ticket.id, is_staff: true, message: 'We are on it', image: null });
    expect(staffMessage.user.id).toBe(moderator.user.id);
    expect(await messages.until(1)).toEqual([staffMessage]);
    expect((await notices.until(1))[0]).toMatchObject({
      name: 'notification.ticket_reply',
      params: { id: ticket.id },
    });

    // The player answers back on the same ticket.
    const answer = await sendForm(server, '/api/tickets/sendMessage', { id: ticket.id, message: 'Thanks!' }, { token });
    expect(answer.status).toBe(200);
    const read = ticketWithMessagesSchema.parse(
      (await server.post('/api/tickets/getById', { id: ticket.id }, token)).body,
    );
    expect(read.messages.map((message) => [message.is_staff, message.message])).toEqual([
      [false, 'It has been a day'],
      [true, 'We are on it'],
      [false, 'Thanks!'],
    ]);

    expect(await server.post('/api/admin/tickets/close', { id: ticket.id }, moderator.token)).toEqual({
      status: 200,
      body: { status: 'success' },
    });
    expect((await getJson(server, `/api/tickets/${ticket.id}/messages`, token)).body.status).toBe(1);
    expect(await server.post('/api/admin/tickets/reply', { id: ticket.id, message: 'late' }, moderator.token)).toEqual({
      status: 409,
      body: refusal('ticket_api.already_closed'),
    });
    expect(await server.post('/api/admin/tickets/close', { id: ticket.id }, moderator.token)).toEqual({
      status: 409,
      body: refusal('ticket_api.already_closed'),
    });
    const target = `ticket:${ticket.id}`;
    expect(await actionsOf(moderator.user.id)).toEqual(
      expect.arrayContaining([
        ['tickets.reply', target],
        ['tickets.close', target],
      ]),
    );
    const closedQueue = await server.post('/api/admin/tickets/list', { status: 1 }, moderator.token);
    expect(closedQueue.body.tickets.find((row: { id: number }) => row.id === ticket.id)).toMatchObject({
      status: 1,
      messages_count: 3,
    });
  });

  it('keeps the staff calls to staff, and compensation to admins', async () => {
    const { token } = await createUser(server.ctx);
    const ticket = await openTicket(server, token);
    for (const [path, body] of [
      ['/api/admin/tickets/list', {}],
      ['/api/admin/tickets/reply', { id: ticket.id, message: 'I am staff, trust me' }],
      ['/api/admin/tickets/close', { id: ticket.id }],
    ] as const) {
      expect((await server.post(path, body, token)).status).toBe(403);
    }
    expect(await server.post('/api/admin/tickets/compensate', { id: ticket.id }, moderator.token)).toEqual({
      status: 403,
      body: refusal('admin_api.forbidden'),
    });
    expect(await server.post('/api/admin/tickets/reply', { id: 2_000_000_000, message: 'hello' }, admin.token)).toEqual(
      {
        status: 404,
        body: refusal('ticket_api.ticket_not_found'),
      },
    );
    expect(await server.post('/api/admin/tickets/reply', { id: ticket.id, message: ' ' }, admin.token)).toEqual({
      status: 400,
      body: refusal('ticket_api.message_empty'),
    });
  });

  it('pays the x3 compensation of a fairness mismatch from the game, once, through the ledger (audited)', async () => {
    const { user, token } = await createUser(server.ctx);
    const other = await createUser(server.ctx);
    const round = 900_000 + Math.floor(Math.random() * 90_000);
    // Two bets of the player in the round, one in another round, and someone else's in the same round.
    await settleRoundWager(server, { game: 'crash', roundId: round, userId: user.id, stakeCents: 100 });
    await settleRoundWager(server, { game: 'crash', roundId: round, userId: user.id, stakeCents: 50 });
    await settleRoundWager(server, { game: 'crash', roundId: round + 1, userId: user.id, stakeCents: 700 });
    await settleRoundWager(server, { game: 'crash', roundId: round, userId: other.user.id, stakeCents: 900 });
    await settleRoundWager(server, { game: 'wheel', roundId: round, userId: user.id, stakeCents: 300 });

    const ticket = await openTicket(server, token, { title: 'Crash mismatch', game: 'crash', round_id: round });
    const socket = await server.socket({ token });
    const balances = recordEvents(socket, 'updateBalance');
    const before = await balanceOf(server, user.id);

    // Paid once however many operators click at the same time.
    const clicks = await Promise.all(
      [1, 2, 3].map(() => server.post('/api/admin/tickets/compensate', { id: ticket.id }, admin.token)),
    );
    expect(clicks.map((click) => click.status).sort()).toEqual([200, 409, 409]);
    const paid = clicks.find((click) => click.status === 200)!;
    expect(adminTicketCompensateResponse.parse(paid.body)).toEqual({
      status: 'success',
      ticket_id: ticket.id,
      amount: 4.5,
    });
    expect(clicks.filter((click) => click.status === 409).map((click) => click.body)).toEqual(
      Array(2).fill(refusal('ticket_api.already_compensated')),
    );

    expect(await balanceOf(server, user.id)).toBe(before + 450);
    expect(await balances.until(1)).toEqual([{ balance: (before + 450) / 100 }]);
    const key = `ticket:${ticket.id}:compensation`;
    expect(await entriesOf(server, user.id, 'fairness_compensation')).toMatchObject([
      { delta: 450, idempotencyKey: key, reference: `ticket:${ticket.id}` },
    ]);
    expect(await debitedAccount(server, key)).toEqual([{ code: 'house:game:crash', amount: 450 }]);

    const read = ticketWithMessagesSchema.parse(
      (await server.post('/api/tickets/getById', { id: ticket.id }, token)).body,
    );
    expect(read.compensated).toBe(4.5);
    const last = read.messages.at(-1)!;
    expect(last.is_staff).toBe(true);
    expect(last.message).toContain('$4.50');
    expect(await actionsOf(admin.user.id)).toEqual(
      expect.arrayContaining([['tickets.compensate', `ticket:${ticket.id}`]]),
    );

    // Even after the player closed the ticket, it is still paid only once.
    await server.post('/api/tickets/close', { id: ticket.id }, token);
    expect((await server.post('/api/admin/tickets/compensate', { id: ticket.id }, admin.token)).body).toEqual(
      refusal('ticket_api.already_compensated'),
    );
    const check = await server.post('/api/admin/ledger/check', {}, admin.token);
    expect(check.body.mismatches).toEqual([]);
  });

  it('refuses a compensation for a ticket that names no round, or a round the player did not bet in', async () => {
    const { user, token } = await createUser(server.ctx);
    const plain = await openTicket(server, token);
    expect(await server.post('/api/admin/tickets/compensate', { id: plain.id }, admin.token)).toEqual({
      status: 400,
      body: refusal('ticket_api.not_fairness'),
    });
    await server.post('/api/tickets/close', { id: plain.id }, token);

    const round = 990_000 + Math.floor(Math.random() * 9_000);
    await settleRoundWager(server, { game: 'jackpot', roundId: round, userId: user.id, stakeCents: 200 });
    const wrongGame = await openTicket(server, token, { game: 'wheel', round_id: round });
    expect(await server.post('/api/admin/tickets/compensate', { id: wrongGame.id }, admin.token)).toEqual({
      status: 400,
      body: refusal('ticket_api.no_wager'),
    });
    expect(await entriesOf(server, user.id, 'fairness_compensation')).toEqual([]);
  });
});
