import { describe, expect, it } from 'vitest';
import { inTransaction } from '../db/transaction';
import { findLedgerMismatches } from '../modules/ledger/money/ledger-check.repository';
import { createCatalogItem, createUser, changeBalance } from '../test/factories';
import { disconnection, openSocket, recordEvents, useRedisNodes } from './realtime.int-support';

const REDIS_URL = process.env.REDIS_URL;

/** Two nodes of one site behind a load balancer: the Redis adapter carries emits between them. */
describe.skipIf(!REDIS_URL)('sockets across two nodes (Redis adapter)', () => {
  const two = useRedisNodes(REDIS_URL!, async (nodeA) => expect(await findLedgerMismatches(nodeA.ctx.db)).toEqual([]));

  it('delivers updateBalance to a socket on node B for a buy made on node A', async () => {
    const item = await createCatalogItem(two.nodeA.ctx, { price: 1250, marketCount: 3 });
    const buyer = await createUser(two.nodeA.ctx, { balance: 4000 });
    const bystander = await createUser(two.nodeA.ctx, { balance: 100 });
    const { socket, hello } = await openSocket(two.nodeB, { token: buyer.token }, two.cleanup);
    expect(hello.userId).toBe(buyer.user.id);
    const onB = recordEvents(socket, 'updateBalance');
    const onA = recordEvents(
      (await openSocket(two.nodeA, { token: buyer.token }, two.cleanup)).socket,
      'updateBalance',
    );
    const bystanderOnB = recordEvents(
      (await openSocket(two.nodeB, { token: bystander.token }, two.cleanup)).socket,
      'updateBalance',
    );

    const bought = await two.nodeA.post('/api/user/buy', { buyIds: [item.id] }, buyer.token);
    expect(bought.status).toBe(200);
    // The opening credit's own emit (balance 40) goes through Redis too and may reach a socket that
    // joined after it was sent; node A publishes in order, so it can only come before the buy's.
    const boughtAt = { onA: 0, onB: 0 };
    for (const [name, events] of [
      ['onA', onA],
      ['onB', onB],
    ] as const) {
      const received = await events.untilSome((payload) => payload.balance === 27.5);
      boughtAt[name] = received.findIndex((payload) => payload.balance === 27.5);
      expect(received.slice(0, boughtAt[name]).filter((payload) => payload.balance !== 40)).toEqual([]);
    }

    // And the other way round, for a sale on node B; the bystander hears only its own change.
    const sold = await two.nodeB.post('/api/user/sell', { sellIds: bought.body.bought }, buyer.token);
    expect(sold.status).toBe(200);
    expect((await onA.until(boughtAt.onA + 2)).slice(boughtAt.onA)).toEqual([{ balance: 27.5 }, { balance: 40 }]);
    expect((await onB.until(boughtAt.onB + 2)).slice(boughtAt.onB)).toEqual([{ balance: 27.5 }, { balance: 40 }]);
    await inTransaction(two.nodeA.ctx.db, (tx, afterCommit) =>
      changeBalance(two.nodeA.ctx.services.money, tx, afterCommit, {
        userId: bystander.user.id,
        delta: 7,
        kind: 'adjustment',
      }),
    );
    expect(await bystanderOnB.until(1)).toEqual([{ balance: 1.07 }]);
  });

  it('follows identity switches made on node B when the emit comes from node A', async () => {
    const { user, token } = await createUser(two.nodeA.ctx, { balance: 500 });
    const { socket } = await openSocket(two.nodeB, {}, two.cleanup);
    const events = recordEvents(socket, 'updateBalance');
    expect(await socket.emitWithAck('identity', { apiToken: token })).toEqual({ ok: true, userId: user.id });

    const item = await createCatalogItem(two.nodeA.ctx, { price: 125, marketCount: 1 });
    expect((await two.nodeA.post('/api/user/buy', { buyIds: [item.id] }, token)).status).toBe(200);
    // The opening credit's own emit (balance 5) travels through Redis too and may arrive after the
    // switch on a loaded machine: it may precede the buy's, nothing else may.
    const received = await events.untilSome((payload) => payload.balance === 3.75);
    expect(received.filter((payload) => payload.balance !== 5)).toEqual([{ balance: 3.75 }]);
  });

  it('disconnects the socket on node B when its session logs out on node A', async () => {
    const { user, token } = await createUser(two.nodeA.ctx, { balance: 100 });
    const signedOut = (await openSocket(two.nodeB, { token }, two.cleanup)).socket;
    const switched = (await openSocket(two.nodeB, {}, two.cleanup)).socket;
    expect(await switched.emitWithAck('identity', { apiToken: token })).toEqual({ ok: true, userId: user.id });
    const otherDevice = recordEvents(
      (await openSocket(two.nodeB, { token: await two.nodeA.ctx.services.sessions.create(user.id) }, two.cleanup))
        .socket,
      'updateBalance',
    );
    const cuts = [signedOut, switched].map(disconnection);

    expect((await two.nodeA.post('/api/auth/logout', {}, token)).status).toBe(200);
    expect(await Promise.all(cuts)).toEqual(['io server disconnect', 'io server disconnect']);
    // The user's other session on node B is untouched.
    await inTransaction(two.nodeA.ctx.db, (tx, afterCommit) =>
      changeBalance(two.nodeA.ctx.services.money, tx, afterCommit, { userId: user.id, delta: 5, kind: 'adjustment' }),
    );
    expect(await otherDevice.until(1)).toEqual([{ balance: 1.05 }]);
    // Back with the same token, the socket is a guest's.
    const hello = new Promise((resolve) => signedOut.once('hello', resolve));
    signedOut.connect();
    expect(await hello).toMatchObject({ userId: null });
  });

  it('disconnects every socket of a user on node B once node A bans them', async () => {
    const { user, token } = await createUser(two.nodeA.ctx);
    const admin = await createUser(two.nodeA.ctx, { isAdmin: true });
    const sessions = [token, await two.nodeA.ctx.services.sessions.create(user.id)];
    const sockets = await Promise.all(
      sessions.map(async (session) => openSocket(two.nodeB, { token: session }, two.cleanup)),
    );
    const cuts = sockets.map(({ socket }) => disconnection(socket));
    const banned = await two.nodeA.post(
      '/api/admin/users/ban',
      { user_id: user.id, reason: 'multi-accounting' },
      admin.token,
    );
    expect(banned.status).toBe(200);
    expect(await Promise.all(cuts)).toEqual(['io server disconnect', 'io server disconnect']);
    expect((await two.nodeB.post('/api/cases/open', { id: 1 }, token)).body).toEqual({
      status: 'error',
      message: 'auth_api.banned',
    });
  });
});
