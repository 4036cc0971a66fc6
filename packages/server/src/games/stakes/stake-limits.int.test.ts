import { centsToAmount } from '@skinbet/shared/money';
import type { LimitKind } from '@skinbet/shared/schemas/responsible-gambling.schemas';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { SocketCleanup } from '../../realtime/realtime.int-support';
import { useTestServer } from '../../test/use-test-server';
import { seedEverything } from '../cases/cases.int-support';
import { gameStakes, type GameStakes } from './stake-gate.int-support';

const GAMES = ['crash', 'jackpot', 'wheel', 'cases'] as const;
const KINDS = ['loss', 'wager'] as const satisfies LimitKind[];
const REFUSALS = { loss: 'rg_api.loss_limit', wager: 'rg_api.wager_limit' } as const;

/**
 * Loss and wager limits hold at their edge in every game (docs/money/settlement.md
 * "Responsible-gambling gate"): a stake that brings the window exactly to the limit is accepted,
 * one a cent bigger is refused with what is `{left}`; skins count by their value; a player's
 * stakes placed at the same time never cross the limit together; a voided round gives its stakes back.
 */
describe('stake limits in every game', () => {
  const cleanup: SocketCleanup = [];
  const server = useTestServer({ WHEEL_MAX_BETS_PER_ROUND: '10' }, { sockets: cleanup });
  const stakesOf = (game: (typeof GAMES)[number]): GameStakes =>
    gameStakes(server, cleanup).find((entry) => entry.game === game)!;
  const setLimit = async (token: string, kind: LimitKind, cents: number) => {
    const answer = await server.post(
      '/api/user/limits/set',
      { kind, period: 'day', amount: centsToAmount(cents) },
      token,
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  };

  beforeAll(async () => {
    await seedEverything(server);
  });
  afterEach(() => {
    for (const socket of cleanup.splice(0)) socket.close();
  });

  describe.each(GAMES)('%s', (game) => {
    it.each(KINDS)('accepts a stake exactly at the %s limit and refuses one a cent over', async (kind) => {
      const stakes = stakesOf(game);
      await stakes.freshRound();
      // Two skins of 1 001 and 1 000 cents for the skin games: the limit counts their value.
      const atEdge = await stakes.player(2_001);
      await setLimit(atEdge.token, kind, atEdge.cents);
      const over = await stakes.player(2_001);
      await setLimit(over.token, kind, over.cents - 1);

      expect(await atEdge.stake()).toEqual({ ok: true });
      expect(await over.stake()).toEqual({
        ok: false,
        message: REFUSALS[kind],
        params: { left: centsToAmount(over.cents - 1) },
      });
    });

    // A case opening settles at once: its loss is the price less the drop, so only its wager is used up whole.
    it.each(game === 'cases' ? (['wager'] as const) : KINDS)(
      'refuses the stake after one that used the %s limit up, with nothing left',
      async (kind) => {
        const stakes = stakesOf(game);
        await stakes.freshRound();
        const player = await stakes.player(1_000, 2);
        await setLimit(player.token, kind, player.cents);

        expect(await player.stake()).toEqual({ ok: true });
        expect(await player.stake()).toEqual({ ok: false, message: REFUSALS[kind], params: { left: 0 } });
      },
    );

    it('accepts only the stakes that fit when several arrive at once', async () => {
      const stakes = stakesOf(game);
      await stakes.freshRound();
      const player = await stakes.player(1_000, 3);
      await setLimit(player.token, 'wager', player.cents * 2);

      const answers = await Promise.all([player.stake(), player.stake(), player.stake()]);
      expect(answers.filter((answer) => answer.ok)).toHaveLength(2);
      expect(answers.filter((answer) => !answer.ok)).toEqual([
        { ok: false, message: 'rg_api.wager_limit', params: { left: 0 } },
      ]);
    });
  });

  describe.each(['crash', 'jackpot', 'wheel'] as const)('%s', (game) => {
    it('gives a voided round its stakes back: they count neither as wagered nor as lost', async () => {
      const stakes = stakesOf(game);
      const roundId = (await stakes.freshRound())!;
      const player = await stakes.player(1_000, 2);
      await setLimit(player.token, 'wager', player.cents);
      await setLimit(player.token, 'loss', player.cents);
      expect(await player.stake()).toEqual({ ok: true });
      // At both limits now: one more stake in this round would be refused.
      await stakes.voidRound!(roundId);

      await stakes.freshRound();
      expect(await player.stake()).toEqual({ ok: true });
      const limits = await server.post('/api/user/limits/get', {}, player.token);
      const used = (limits.body.limits as Array<{ kind: string; period: string; used: number }>)
        .filter((limit) => limit.period === 'day' && limit.kind !== 'deposit')
        .map((limit) => [limit.kind, limit.used]);
      expect(Object.fromEntries(used)).toEqual({
        loss: centsToAmount(player.cents),
        wager: centsToAmount(player.cents),
      });
    });
  });
});
