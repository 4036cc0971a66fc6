import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { crashBetSchema } from '@skinbet/shared/schemas/crash.schemas';
import { users } from '../../db/schema';
import { openSocket, recordEvents, type SocketCleanup } from '../../realtime/realtime.int-support';
import { createCatalogItem, createUser, grantItems } from '../../test/factories';
import { statusesOf } from '../../test/rows.int-support';
import { listBetsById } from './crash-bets.presenter';
import { useTestServer } from '../../test/use-test-server';
import {
  betOf,
  closeBetting,
  openRound,
  playerWithSkins,
  placeBet,
  refusalOf,
  startRound,
  voidRound,
} from './crash-bets.int-support';

describe('crash bets', () => {
  const cleanup: SocketCleanup = [];
  const server = useTestServer({}, { sockets: cleanup });
  const open = async (token?: string) => (await openSocket(server, { token }, cleanup)).socket;

  const player = (count = 3, price = 1_000) => playerWithSkins(server, cleanup, { count, price });

  it('places a bet: the bettor gets successBet, everyone newBets, the skins are in the bet', async () => {
    const roundId = await openRound(server.ctx);
    const { user, token, myIds, socket } = await player(2, 1_234);
    const watcher = await open();
    const heard = recordEvents(watcher, 'newBets');

    const bet = betOf(await placeBet(socket, { items: myIds, sum: 24.68, autoWithdraw: 1.5, apiToken: 'ignored' }));

    expect(crashBetSchema.parse(bet)).toEqual(bet);
    expect(bet).toMatchObject({
      round_id: roundId,
      user: { id: user.id, username: user.username },
      bank: 24.68,
      autoWithdraw: 1.5,
      is_win: 0,
      multiplier: null,
      win: null,
      winItem: null,
    });
    expect(bet.items.map((item) => item.id).sort()).toEqual([...myIds].sort());
    expect(await heard.until(1)).toEqual([{ bets: [bet] }]);
    expect(await statusesOf(server.ctx, myIds)).toEqual(['in_bet', 'in_bet']);

    const mine = await server.post('/api/crash/myBet', {}, token);
    expect(mine).toEqual({ status: 200, body: { userBet: [bet] } });
    await voidRound(server.ctx, roundId);
  });

  it('answers and broadcasts the very bet the database reads back (dearest skin first, the player’s avatar)', async () => {
    const roundId = await openRound(server.ctx);
    const { user, token } = await createUser(server.ctx);
    await server.ctx.db.update(users).set({ avatar: 'https://example.test/a.png' }).where(eq(users.id, user.id));
    const [cheap, dear] = [
      await createCatalogItem(server.ctx, { price: 300 }),
      await createCatalogItem(server.ctx, { price: 700 }),
    ];
    const ids = await grantItems(server.ctx, user.id, [cheap.id, dear.id, cheap.id, dear.id]);
    const { socket } = await openSocket(server, { token }, cleanup);
    const watcher = await open();
    const heard = recordEvents(watcher, 'newBets');

    const bet = betOf(await placeBet(socket, { items: ids, sum: 20, autoWithdraw: 2 }));

    expect(bet.user.avatar).toBe('https://example.test/a.png');
    expect(bet.items.map((item) => item.price)).toEqual([7, 7, 3, 3]);
    expect(await listBetsById(server.ctx.db, [bet.id])).toEqual([bet]);
    expect(await heard.until(1)).toEqual([{ bets: [bet] }]);
    await voidRound(server.ctx, roundId);
  });

  it('refuses guests and malformed payloads without crashing, and changes nothing', async () => {
    const roundId = await openRound(server.ctx);
    const { myIds, socket } = await player(2);
    const guest = await open();
    expect(refusalOf(await placeBet(guest, { items: myIds, sum: 20, autoWithdraw: 2 }))).toBe(
      'user_api.unauthenticated',
    );

    const malformed: unknown[] = [
      undefined,
      null,
      'newBet',
      42,
      [],
      {},
      { items: myIds.map(String), sum: 20, autoWithdraw: 2 },
      { items: myIds, sum: '20', autoWithdraw: 2 },
      { items: myIds, sum: 20, autoWithdraw: '2' },
      { items: myIds, sum: -1, autoWithdraw: 2 },
      { items: myIds, sum: 20, autoWithdraw: 1.505 },
      { items: myIds, sum: 20, autoWithdraw: 10_000 },
      { items: myIds, sum: 20, autoWithdraw: -2 },
      { items: [], sum: 0, autoWithdraw: 2 },
      { items: Array.from({ length: 5_000 }, (_, index) => index + 1), sum: 20, autoWithdraw: 2 },
      { items: [0], sum: 20, autoWithdraw: 2 },
      { items: [1.5], sum: 20, autoWithdraw: 2 },
      { items: myIds, sum: 20, autoWithdraw: 2, apiToken: 'x'.repeat(5_000) },
    ];
    // One at a time: a socket may have only a few requests waiting.
    for (const payload of malformed) {
      expect(refusalOf(await placeBet(socket, payload)), JSON.stringify(payload)?.slice(0, 80)).toBe(
        'app_api.invalid_request',
      );
    }
    // NaN and Infinity do not survive JSON; sent as numbers they arrive as null and are refused too.
    expect(refusalOf(await placeBet(socket, { items: myIds, sum: Number.NaN, autoWithdraw: Infinity }))).toBe(
      'app_api.invalid_request',
    );
    expect(await statusesOf(server.ctx, myIds)).toEqual(['available', 'available']);

    // The socket still works.
    expect(betOf(await placeBet(socket, { items: myIds, sum: 20, autoWithdraw: 2 })).bank).toBe(20);
    await voidRound(server.ctx, roundId);
  });

  it('refuses bets once the countdown has ended, while running, and with no round at all', async () => {
    const roundId = await openRound(server.ctx);
    const { myIds, socket } = await player(1);
    await closeBetting(server.ctx, roundId);
    expect(refusalOf(await placeBet(socket, { items: myIds, sum: 10, autoWithdraw: 2 }))).toBe(
      'crash_api.game_started',
    );
    await startRound(server.ctx, roundId, { elapsedMs: 100, crashPoint: 500 });
    expect(refusalOf(await placeBet(socket, { items: myIds, sum: 10, autoWithdraw: 0 }))).toBe(
      'crash_api.game_started',
    );
    await voidRound(server.ctx, roundId);
    expect(refusalOf(await placeBet(socket, { items: myIds, sum: 10, autoWithdraw: 0 }))).toBe(
      'crash_api.game_started',
    );
    expect(await statusesOf(server.ctx, myIds)).toEqual(['available']);
  });

  it('enforces 3 bets per round, one manual, and the forbidden and invalid targets', async () => {
    const roundId = await openRound(server.ctx);
    const { myIds, socket } = await player(6, 500);
    const bet = (index: number, autoWithdraw: number) =>
      placeBet(socket, { items: [myIds[index]!], sum: 5, autoWithdraw });

    for (const [target, key] of [
      [1.1, 'crash_api.target_forbidden'],
      [1.01, 'crash_api.target_forbidden'],
      [1.2, 'crash_api.target_forbidden'],
      [1, 'crash_api.target_invalid'],
      [0.5, 'crash_api.target_invalid'],
    ] as const) {
      expect(refusalOf(await bet(0, target)), String(target)).toBe(key);
    }
    expect(betOf(await bet(0, 0)).autoWithdraw).toBe(0);
    expect(refusalOf(await bet(1, 0))).toBe('crash_api.one_manual_bet');
    expect(betOf(await bet(1, 1.21)).autoWithdraw).toBe(1.21);
    expect(betOf(await bet(2, 9999.99)).autoWithdraw).toBe(9999.99);
    expect(refusalOf(await bet(3, 2))).toBe('crash_api.max_bets');
    expect(refusalOf(await bet(3, 0))).toBe('crash_api.max_bets');

    expect(await statusesOf(server.ctx, myIds)).toEqual([
      'in_bet',
      'in_bet',
      'in_bet',
      'available',
      'available',
      'available',
    ]);
    await voidRound(server.ctx, roundId);
    expect(await statusesOf(server.ctx, myIds)).toEqual(Array(6).fill('available'));
  });

  it('refuses a second bet on the same multiplier, also when both are sent at once', async () => {
    const roundId = await openRound(server.ctx);
    const { token, myIds, socket } = await player(6, 500);
    const bet = (index: number, autoWithdraw: number, on = socket) =>
      placeBet(on, { items: [myIds[index]!], sum: 5, autoWithdraw });

    expect(betOf(await bet(0, 2)).autoWithdraw).toBe(2);
    expect(refusalOf(await bet(1, 2))).toBe('crash_api.same_multiplier');
    expect(betOf(await bet(1, 2.01)).autoWithdraw).toBe(2.01);
    expect(await statusesOf(server.ctx, myIds.slice(0, 3))).toEqual(['in_bet', 'in_bet', 'available']);
    await voidRound(server.ctx, roundId);

    // Two sockets, one target, at the same instant: the player's row lock lets exactly one through.
    const next = await openRound(server.ctx);
    const other = await open(token);
    const answers = await Promise.all([bet(3, 3.5), bet(4, 3.5, other)]);
    expect(answers.filter((answer) => answer.ok)).toHaveLength(1);
    expect(answers.filter((answer) => !answer.ok).map(refusalOf)).toEqual(['crash_api.same_multiplier']);
    const staked = await statusesOf(server.ctx, [myIds[3]!, myIds[4]!]);
    expect(staked.filter((status) => status === 'in_bet')).toHaveLength(1);
    await voidRound(server.ctx, next);
  });

  it('refuses skins that are unknown, not owned or already staked, and a wrong sum; stakes a won skin', async () => {
    const roundId = await openRound(server.ctx);
    const { user, myIds, socket, item } = await player(3, 700);
    const other = await player(1, 700);
    const [wonId] = await grantItems(server.ctx, user.id, [item.id], { isWonItem: true });
    const bet = (items: number[], sum: number) => placeBet(socket, { items, sum, autoWithdraw: 3 });

    expect(refusalOf(await bet([999_999_999], 7))).toBe('crash_api.items_not_found');
    expect(refusalOf(await bet([other.myIds[0]!], 7))).toBe('crash_api.items_not_found');
    expect(refusalOf(await bet([myIds[0]!, myIds[0]!], 14))).toBe('crash_api.items_not_found');
    // The server prices the stake; a client that saw another total is refused and nothing moves.
    expect(refusalOf(await bet([myIds[0]!, myIds[1]!], 14.01))).toBe('crash_api.sum_mismatch');
    expect(refusalOf(await bet([myIds[0]!], 7.001))).toBe('crash_api.sum_mismatch');
    expect(await statusesOf(server.ctx, [...myIds, wonId!, other.myIds[0]!])).toEqual(Array(5).fill('available'));

    expect(betOf(await bet([myIds[0]!], 7)).bank).toBe(7);
    // On another multiplier: a second bet on x3 would be refused for that first (docs/games/crash.md "Rules").
    const again = await placeBet(socket, { items: [myIds[0]!, myIds[1]!], sum: 14, autoWithdraw: 4 });
    expect(refusalOf(again)).toBe('crash_api.items_not_found');
    expect(await statusesOf(server.ctx, myIds)).toEqual(['in_bet', 'available', 'available']);
    // A won skin is staked like any other (issue 15), here on a third multiplier.
    const won = await placeBet(socket, { items: [wonId!], sum: 7, autoWithdraw: 5 });
    expect(betOf(won)).toMatchObject({ bank: 7, autoWithdraw: 5 });
    expect(await statusesOf(server.ctx, [wonId!])).toEqual(['in_bet']);
    await voidRound(server.ctx, roundId);
  });

  it('closes betting to players during maintenance, not to admins', async () => {
    const roundId = await openRound(server.ctx);
    const { myIds, socket } = await player(1);
    const admin = await createUser(server.ctx, { isAdmin: true });
    const adminItems = await grantItems(server.ctx, admin.user.id, [(await createCatalogItem(server.ctx)).id]);
    const adminSocket = await open(admin.token);

    await server.ctx.services.settings.setMaintenance(admin.user.id, true);
    try {
      expect(refusalOf(await placeBet(socket, { items: myIds, sum: 10, autoWithdraw: 2 }))).toBe('app_api.maintenance');
      expect(betOf(await placeBet(adminSocket, { items: adminItems, sum: 5, autoWithdraw: 2 })).bank).toBe(5);
    } finally {
      await server.ctx.services.settings.setMaintenance(admin.user.id, false);
    }
    expect(await statusesOf(server.ctx, myIds)).toEqual(['available']);
    await voidRound(server.ctx, roundId);
  });

  it('refuses a player banned after the socket connected', async () => {
    const roundId = await openRound(server.ctx);
    const { user, myIds, socket } = await player(1);
    await server.ctx.db.update(users).set({ banned: true }).where(eq(users.id, user.id));
    expect(refusalOf(await placeBet(socket, { items: myIds, sum: 10, autoWithdraw: 2 }))).toBe('auth_api.banned');
    expect(await statusesOf(server.ctx, myIds)).toEqual(['available']);
    await voidRound(server.ctx, roundId);
  });

  it('myBet needs a session and lists only the caller’s bets of the current round', async () => {
    expect((await server.post('/api/crash/myBet', {})).body).toEqual({
      status: 'error',
      message: 'user_api.unauthenticated',
    });
    const first = await openRound(server.ctx);
    const me = await player(2);
    const someone = await player(1);
    const mine = betOf(await placeBet(me.socket, { items: [me.myIds[0]!], sum: 10, autoWithdraw: 0 }));
    betOf(await placeBet(someone.socket, { items: someone.myIds, sum: 10, autoWithdraw: 0 }));
    expect((await server.post('/api/crash/myBet', {}, me.token)).body).toEqual({ userBet: [mine] });

    await voidRound(server.ctx, first);
    const second = await openRound(server.ctx);
    expect((await server.post('/api/crash/myBet', {}, me.token)).body).toEqual({ userBet: [] });
    expect((await server.post('/api/crash/myBet', [], me.token)).body.message).toBe('app_api.invalid_request');
    await voidRound(server.ctx, second);
  });

  it('concurrent bets from many players (several sockets each) all land consistently', async () => {
    const roundId = await openRound(server.ctx);
    const players = await Promise.all(Array.from({ length: 12 }, () => player(5, 300)));
    const extraSockets = await Promise.all(players.map(({ token }) => open(token)));

    // Each player fires 5 bets at once over two sockets: 3 auto and 2 manual.
    const answers = await Promise.all(
      players.flatMap(({ myIds, socket }, index) =>
        myIds.map((myId, betIndex) =>
          placeBet(betIndex % 2 ? extraSockets[index]! : socket, {
            items: [myId],
            sum: 3,
            autoWithdraw: betIndex < 2 ? 0 : 1.5 + betIndex,
          }),
        ),
      ),
    );

    const expected = new Set(['crash_api.max_bets', 'crash_api.one_manual_bet']);
    for (const [index, { myIds }] of players.entries()) {
      const own = answers.slice(index * 5, index * 5 + 5);
      const placed = own.filter((answer) => answer.ok).map(betOf);
      expect(placed).toHaveLength(3);
      expect(placed.filter((bet) => bet.autoWithdraw === 0).length).toBeLessThanOrEqual(1);
      expect(own.filter((answer) => !answer.ok).every((answer) => expected.has(refusalOf(answer)))).toBe(true);
      const statuses = await statusesOf(server.ctx, myIds);
      const staked = new Set(placed.flatMap((bet) => bet.items.map((item) => item.id)));
      expect(statuses).toEqual(myIds.map((id) => (staked.has(id) ? 'in_bet' : 'available')));
    }
    const refunded = await voidRound(server.ctx, roundId);
    expect(refunded).toHaveLength(36);
    expect(refunded.every((bet) => bet.is_win === 3)).toBe(true);
  });
});
