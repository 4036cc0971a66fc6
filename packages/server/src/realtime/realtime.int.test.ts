import { describe, expect, it } from 'vitest';
import { PROTOCOL_VERSION } from '@skinbet/shared/events';
import { inTransaction } from '../db/transaction';
import { createCatalogItem, createUser, grantItems, changeBalance } from '../test/factories';
import { useTestServer } from '../test/use-test-server';
import { openSocket, recordEvents, type SocketCleanup } from './realtime.int-support';

describe('sockets', () => {
  const cleanup: SocketCleanup = [];
  const server = useTestServer({}, { sockets: cleanup });
  const open = (options: Parameters<typeof openSocket>[1] = {}) => openSocket(server, options, cleanup);

  /** A committed balance change for a user, straight through the money service. */
  const credit = (userId: number, delta: number) =>
    inTransaction(server.ctx.db, (tx, afterCommit) =>
      changeBalance(server.ctx.services.money, tx, afterCommit, { userId, delta, kind: 'adjustment' }),
    );

  // First in the file, while nothing has warmed the server's caches yet.
  it('answers an identity sent the moment the socket connects, before hello', async () => {
    const { user, token } = await createUser(server.ctx);
    // The timeout only turns a lost message into a failure instead of a hang.
    const ack = await openSocket(server, {}, cleanup, (socket) =>
      socket.timeout(10_000).emitWithAck('identity', { apiToken: token }),
    );
    expect(ack.early).toEqual({ ok: true, userId: user.id });
  });

  it('says hello with the user id and protocol version for a token in auth', async () => {
    const { user, token } = await createUser(server.ctx);
    const { hello } = await open({ token });
    expect(hello).toEqual({ protocol: PROTOCOL_VERSION, userId: user.id, maintenance: false });
  });

  it('authenticates by the session cookie as well', async () => {
    const { user, token } = await createUser(server.ctx);
    const { hello } = await open({ headers: { cookie: `sid=${token}`, origin: server.url } });
    expect(hello).toMatchObject({ protocol: PROTOCOL_VERSION, userId: user.id });
  });

  it('treats no token and an unknown token as a guest, and signs a banned player in as themselves', async () => {
    expect((await open()).hello).toEqual({ protocol: PROTOCOL_VERSION, userId: null, maintenance: false });
    // A banned player keeps their own notices (docs/product/overview.md "Accounts and sign-in").
    const banned = await createUser(server.ctx, { banned: true, balance: 500 });
    expect((await open({ token: banned.token })).hello.userId).toBe(banned.user.id);
    const { socket, hello } = await open({ token: 'x'.repeat(43) });
    expect(hello.userId).toBeNull();

    // Another user's balance change does not reach a guest: when the socket later signs in as
    // someone else, that user's event is the only one it has heard.
    const events = recordEvents(socket, 'updateBalance');
    await credit(banned.user.id, 100);
    const other = await createUser(server.ctx, { balance: 200 });
    expect(await socket.emitWithAck('identity', { apiToken: other.token })).toEqual({
      ok: true,
      userId: other.user.id,
    });
    await credit(other.user.id, 1);
    expect(await events.until(1)).toEqual([{ balance: 2.01 }]);
  });

  it('refuses a connection from a foreign Origin', async () => {
    const { token } = await createUser(server.ctx);
    const refused = openSocket(server, { token, headers: { origin: 'https://evil.example' } }, cleanup);
    await expect(refused).rejects.toBeInstanceOf(Error);
    expect(cleanup.at(-1)?.connected).toBe(false);
  });

  it("sends a buyer's new balance to the buyer's sockets only", async () => {
    const item = await createCatalogItem(server.ctx, { price: 1999, marketCount: 5 });
    const buyer = await createUser(server.ctx, { balance: 5000 });
    const bystander = await createUser(server.ctx, { balance: 300 });
    const buyerTab1 = recordEvents((await open({ token: buyer.token })).socket, 'updateBalance');
    const buyerTab2 = recordEvents((await open({ token: buyer.token })).socket, 'updateBalance');
    const bystanderEvents = recordEvents((await open({ token: bystander.token })).socket, 'updateBalance');
    const guestEvents = recordEvents((await open()).socket, 'updateBalance');

    const bought = await server.post('/api/user/buy', { buyIds: [item.id] }, buyer.token);
    expect(bought.status).toBe(200);
    expect(await buyerTab1.until(1)).toEqual([{ balance: 30.01 }]);
    expect(await buyerTab2.until(1)).toEqual([{ balance: 30.01 }]);

    // Had the bystander heard the buy, that event would come before the bystander's own.
    await credit(bystander.user.id, 50);
    expect(await bystanderEvents.until(1)).toEqual([{ balance: 3.5 }]);
    expect(guestEvents.received).toEqual([]);
  });

  it('tells the player once, with the final balance, when an exchange sells and buys in one transaction', async () => {
    const owned = await createCatalogItem(server.ctx, { price: 4000, marketCount: 0 });
    const wanted = await createCatalogItem(server.ctx, { price: 4500, marketCount: 1 });
    const player = await createUser(server.ctx, { balance: 600 });
    const [myId] = await grantItems(server.ctx, player.user.id, [owned.id]);
    const events = recordEvents((await open({ token: player.token })).socket, 'updateBalance');

    const exchanged = await server.post('/api/user/buy', { buyIds: [wanted.id], sellIds: [myId] }, player.token);
    expect(exchanged.status).toBe(200);
    // A later credit proves nothing else was queued: had the sale been announced too, it would come first.
    await credit(player.user.id, 1);
    expect(await events.until(2)).toEqual([{ balance: 1 }, { balance: 1.01 }]);
  });

  it('switches a guest socket to a user with identity {apiToken} and its ack', async () => {
    const { user, token } = await createUser(server.ctx, { balance: 100 });
    const { socket } = await open();
    const events = recordEvents(socket, 'updateBalance');

    expect(await socket.emitWithAck('identity', { apiToken: token })).toEqual({ ok: true, userId: user.id });
    await credit(user.id, 23);
    expect(await events.until(1)).toEqual([{ balance: 1.23 }]);
  });

  it('leaves the old user behind when identity switches or fails', async () => {
    const first = await createUser(server.ctx, { balance: 100 });
    const second = await createUser(server.ctx, { balance: 100 });
    const { socket } = await open({ token: first.token });
    const events = recordEvents(socket, 'updateBalance');

    expect(await socket.emitWithAck('identity', { apiToken: second.token })).toEqual({
      ok: true,
      userId: second.user.id,
    });
    await credit(first.user.id, 1);
    await credit(second.user.id, 2);
    expect(await events.until(1)).toEqual([{ balance: 1.02 }]);

    // A bad token (or a malformed payload) signs the socket out rather than keeping the old user.
    expect(await socket.emitWithAck('identity', { apiToken: 'y'.repeat(43) })).toEqual({ ok: false, userId: null });
    expect(await socket.emitWithAck('identity', { apiToken: 42 } as never)).toEqual({ ok: false, userId: null });
    const banned = await createUser(server.ctx, { banned: true });
    expect(await socket.emitWithAck('identity', { apiToken: banned.token })).toEqual({
      ok: true,
      userId: banned.user.id,
    });
    await credit(second.user.id, 3);
    expect(await socket.emitWithAck('identity', { apiToken: first.token })).toMatchObject({ ok: true });
    await credit(first.user.id, 4);
    expect(await events.until(2)).toEqual([{ balance: 1.02 }, { balance: 1.05 }]);
  });
});
