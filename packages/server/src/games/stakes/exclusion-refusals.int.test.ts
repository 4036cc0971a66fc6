import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { SocketCleanup } from '../../realtime/realtime.int-support';
import { fundedPlayer } from '../../modules/wallet/withdrawals/withdrawals.int-support';
import { useTestServer } from '../../test/use-test-server';
import { seedEverything } from '../cases/cases.int-support';
import { gameStakes } from './stake-gate.int-support';

/**
 * A time-out closes play (docs/money/settlement.md "Responsible-gambling gate"): a stake in every
 * game of the registry, and every route that is play (chat, giveaways, the tournament, promo
 * codes, cashback, deposits), answer `rg_api.excluded` with the time-out's end, while the player
 * can still withdraw their balance and read their history.
 */
describe('a time-out', () => {
  const cleanup: SocketCleanup = [];
  const server = useTestServer({}, { sockets: cleanup });
  const games = () => gameStakes(server, cleanup);

  beforeAll(async () => {
    await seedEverything(server);
  });
  afterEach(() => {
    for (const socket of cleanup.splice(0)) socket.close();
  });

  /** Takes a 24-hour time-out; answers its end as the API says it. */
  async function timeOut(token: string): Promise<string> {
    const answer = await server.post('/api/user/exclusion/set', { kind: 'timeout', days: 1 }, token);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ kind: 'timeout' });
    return answer.body.until as string;
  }

  it.each(['crash', 'jackpot', 'wheel', 'cases'] as const)('refuses a stake in %s', async (game) => {
    const stakes = games().find((entry) => entry.game === game)!;
    await stakes.freshRound();
    const open = await stakes.player(1_000);
    const closed = await stakes.player(1_000);
    const until = await timeOut(closed.token);

    expect(await closed.stake()).toEqual({ ok: false, message: 'rg_api.excluded', params: { until } });
    // The same stake by a player without one is accepted: the refusal is the time-out's.
    expect(await open.stake()).toEqual({ ok: true });
  });

  const PLAY_ROUTES: Array<[path: string, body: unknown]> = [
    ['/api/chat/sendMessage', { message: 'hello' }],
    ['/api/giveaways/setMyActive', {}],
    ['/api/tournaments/setActive', {}],
    ['/api/user/usePromo', { promocode: 'WELCOME' }],
    ['/api/user/cashback/take', {}],
    ['/api/payment/sum/create', { sum: 10, system: 1 }],
    ['/api/payment/card/create', { sum: 10, receipt: '12345678901' }],
  ];

  it.each(PLAY_ROUTES)('refuses %s', async (path, body) => {
    const { token } = await fundedPlayer(server.ctx);
    const until = await timeOut(token);
    expect(await server.post(path, body, token)).toEqual({
      status: 403,
      body: { status: 'error', message: 'rg_api.excluded', params: { until } },
    });
  });

  it('still lets the player withdraw their balance and read their history and profile', async () => {
    const { token } = await fundedPlayer(server.ctx);
    await timeOut(token);

    const withdrawal = await server.post(
      '/api/user/createWithdraw',
      { sum: 12.34, wallet: '4111 1111 1111 1111', system: 5 },
      token,
    );
    expect(withdrawal.status).toBe(200);
    expect(withdrawal.body).toMatchObject({ status: 'success', withdraw: { amount: 12.34 } });
    for (const [path, body] of [
      ['/api/user/history', { game: 'crash', page: 1 }],
      ['/api/user/withdraws', {}],
      ['/api/user/get', {}],
      ['/api/user/exclusion/get', {}],
    ] as const) {
      const answer = await server.post(path, body, token);
      expect(answer.status, path).toBe(200);
    }
  });
});
