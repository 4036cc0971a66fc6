import { beforeAll, describe, expect, it } from 'vitest';
import { openSocket, type SocketCleanup } from '../realtime/realtime.int-support';
import { createCatalogItem, grantItems } from './factories';
import { useTestServer } from './use-test-server';
import { betOf as crashBetOf, openRound, placeBet } from '../games/crash/crash-bets.int-support';
import { betOf as jackpotBetOf, freshRound, pay, setBet, spin } from '../games/jackpot/jackpot.int-support';
import { send, sent } from '../modules/community/chat/chat.int-support';

/**
 * Demo accounts are marked in every public view (issue 12): the public profile, chat messages,
 * crash bets and jackpot bets, participants and winners carry `is_demo`, true only for accounts
 * the demo sign-in made — so a demo "admin" never passes for the real one. (It sits in test/, not
 * modules/account/users/: it places crash and jackpot bets, and modules/ never import games/.)
 */
describe('the demo badge in public views', () => {
  const cleanup: SocketCleanup = [];
  const server = useTestServer({}, { sockets: cleanup });
  const players: Array<{ id: number; token: string; demo: boolean }> = [];

  beforeAll(async () => {
    const login = await fetch(`${server.url}/api/auth/test-login?name=Demo%20Dora`);
    const demoToken = ((await login.json()) as { api_token: string }).api_token;
    const demo = (await server.post('/api/user/get', {}, demoToken)).body as { id: number };
    const steam = await server.ctx.services.auth.signInWithSteam('76561198000000777');
    players.push({ id: demo.id, token: demoToken, demo: true });
    players.push({ id: steam.id, token: await server.ctx.services.sessions.create(steam.id), demo: false });
  });

  /** Gives a player `count` new skins priced `price` cents; answers their instance ids. */
  async function skinsFor(userId: number, count: number, price: number): Promise<number[]> {
    const item = await createCatalogItem(server.ctx, { price });
    return grantItems(server.ctx, userId, Array(count).fill(item.id));
  }

  it('on the public profile', async () => {
    for (const player of players) {
      const profile = await server.post('/api/user/getUser', { user_id: player.id });
      expect(profile.body).toMatchObject({ id: player.id, is_demo: player.demo });
    }
  });

  it('on chat messages, as sent and in the history', async () => {
    for (const player of players) {
      const message = sent(await send(server, player.token, `hello from ${player.id}`));
      expect(message.user).toMatchObject({ id: player.id, is_demo: player.demo });
    }
    const history = (await server.post('/api/chat/getMessages')).body.messages.slice(-2);
    expect(history.map((message: { user: { is_demo: boolean } }) => message.user.is_demo)).toEqual([true, false]);
  });

  it('on crash bets, as placed and in the round', async () => {
    const roundId = await openRound(server.ctx);
    for (const player of players) {
      const myIds = await skinsFor(player.id, 1, 1_000);
      const { socket } = await openSocket(server, { token: player.token }, cleanup);
      const bet = crashBetOf(await placeBet(socket, { items: myIds, sum: 10, autoWithdraw: 2 }));
      expect(bet.user).toMatchObject({ id: player.id, is_demo: player.demo });
    }
    const game = await server.post('/api/crash/getGame', { id: roundId });
    const flags = game.body.bets.map((bet: { user: { id: number; is_demo: boolean } }) => bet.user);
    expect(flags).toEqual(players.map((player) => expect.objectContaining({ id: player.id, is_demo: player.demo })));
  });

  it('on jackpot bets, participants, the winner and the history', async () => {
    const round = await freshRound(server.ctx);
    for (const player of players) {
      const bet = jackpotBetOf(await setBet(server, player.token, await skinsFor(player.id, 1, 1_000)));
      expect(bet.user).toMatchObject({ id: player.id, is_demo: player.demo });
    }
    const state = (await server.post('/api/jackpot/get')).body;
    for (const player of players) {
      const participant = state.participants.find((p: { user: { id: number } }) => p.user.id === player.id);
      expect(participant.user.is_demo).toBe(player.demo);
    }
    await spin(server.ctx, round.id);
    const paid = await pay(server.ctx, round.id);
    const winner = players.find((player) => player.id === paid.winnerUserId)!;
    const game = (await server.post('/api/jackpot/getGame', { id: round.id })).body;
    expect(game.winner).toMatchObject({ id: winner.id, is_demo: winner.demo });
    const history = (await server.post('/api/jackpot/history')).body.history;
    expect(history[0].winner).toMatchObject({ id: winner.id, is_demo: winner.demo });
  });
});
