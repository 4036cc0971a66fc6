import { centsToAmount } from '@skinbet/shared/money';
import type { Game } from '@skinbet/shared/games/registry';
import type { SocketCleanup } from '../../realtime/realtime.int-support';
import { openSocket } from '../../realtime/realtime.int-support';
import type { TestServer, TestSocket } from '../../test/test-server';
import { casePlayer, cheapestCase, openCase } from '../cases/cases.int-support';
import { createUser } from '../../test/factories';
import { openRound, placeBet } from '../crash/crash-bets.int-support';
import { freshRound as freshJackpotRound, setBet as setJackpotBet } from '../jackpot/jackpot.int-support';
import { skinHolder } from '../round-games.int-support';
import { freshRound as freshWheelRound, setBet as setWheelBet } from '../wheel/wheel.int-support';

/**
 * Helpers of the responsible-gambling gate's integration tests (not a test file itself): one way
 * to stake in each game, so a test runs the same rule over every game of the registry.
 */

/** How a stake ended: accepted, or refused with its key and params (HTTP body or `errorBet`). */
export type StakeAnswer = { ok: true } | { ok: false; message: string; params?: Record<string, unknown> };

/** A signed-in player ready to stake in one game: `stake()` places one stake of the game's amount. */
export interface Staker {
  userId: number;
  token: string;
  /** Cents each `stake()` puts at risk (skins by value; a case's price). */
  cents: number;
  stake(): Promise<StakeAnswer>;
}

/** One game's way to stake: a fresh round (where the game has rounds) and its players. */
export interface GameStakes {
  game: Game;
  /** Starts a round open for bets (the previous one voided or played out), or nothing for cases. */
  freshRound(): Promise<number | null>;
  /**
   * A player able to stake `times` stakes of the game's amount: `cents` split into two skins (a
   * stake counts skins by their value), or the price of the cheapest case for cases.
   */
  player(cents: number, times?: number): Promise<Staker>;
  /** Voids the round in play (every stake refunded), where the game has rounds. */
  voidRound?(roundId: number): Promise<void>;
}

const fromHttp = (answer: { status: number; body: { message?: string; params?: Record<string, unknown> } }) =>
  answer.status === 200
    ? ({ ok: true } as const)
    : { ok: false as const, message: answer.body.message ?? `status ${answer.status}`, params: answer.body.params };

/** Two skins worth `cents` together (a stake is counted by the skins' value, not their number). */
const split = (cents: number): [number, number] => [Math.ceil(cents / 2), Math.floor(cents / 2)];

type HttpAnswer = Parameters<typeof fromHttp>[0];

/** Every game, in the registry's order, with its way to stake. */
export function gameStakes(server: TestServer, cleanup: SocketCleanup): GameStakes[] {
  /** A round game staked over HTTP with two skins a stake (jackpot, wheel). */
  const skinRoundGame = (
    game: Game,
    way: {
      freshRound(): Promise<number>;
      bet(token: string, items: number[]): Promise<HttpAnswer>;
      voidRound(roundId: number): Promise<void>;
    },
  ): GameStakes => ({
    game,
    freshRound: way.freshRound,
    async player(cents, times = 1) {
      const holder = await skinHolder(server, { prices: Array.from({ length: times }, () => split(cents)).flat() });
      let next = 0;
      return {
        userId: holder.user.id,
        token: holder.token,
        cents,
        async stake() {
          const items = holder.myIds.slice(next * 2, ++next * 2);
          return fromHttp(await way.bet(holder.token, items));
        },
      };
    },
    voidRound: way.voidRound,
  });
  // Voids as an operator does, through each game's kernel (audited under this admin).
  const voider = async () => (await createUser(server.ctx, { isAdmin: true })).user.id;
  return [
    {
      game: 'crash',
      freshRound: () => openRound(server.ctx),
      async player(cents, times = 1) {
        const prices = Array.from({ length: times }, () => split(cents)).flat();
        const holder = await skinHolder(server, { prices });
        // A socket per stake: one socket's requests run one after another, several sockets' at once.
        const sockets: TestSocket[] = [];
        for (let index = 0; index < times; index++) {
          sockets.push((await openSocket(server, { token: holder.token }, cleanup)).socket);
        }
        let next = 0;
        // A player's bets of one round stop at different multipliers (docs/games/crash.md "Rules").
        const targets = [2, 3, 4];
        return {
          userId: holder.user.id,
          token: holder.token,
          cents,
          async stake() {
            const index = next++;
            const items = holder.myIds.slice(index * 2, index * 2 + 2);
            const request = { items, sum: centsToAmount(cents), autoWithdraw: targets[index % targets.length]! };
            const answer = await placeBet(sockets[index]!, request);
            return answer.ok ? { ok: true } : answer;
          },
        };
      },
      async voidRound(roundId) {
        await server.ctx.services.crashRounds.voidCurrent(await voider(), 'test: void', roundId);
      },
    },
    skinRoundGame('jackpot', {
      freshRound: async () => (await freshJackpotRound(server.ctx)).id,
      bet: (token, items) => setJackpotBet(server, token, items),
      voidRound: async (roundId) => {
        await server.ctx.services.jackpotRounds.voidCurrent(await voider(), 'test: void', roundId);
      },
    }),
    skinRoundGame('wheel', {
      freshRound: async () => (await freshWheelRound(server.ctx)).id,
      bet: (token, items) => setWheelBet(server, token, { items, color: 'black' }),
      voidRound: async (roundId) => {
        await server.ctx.services.wheelRounds.voidCurrent(await voider(), 'test: void', roundId);
      },
    }),
    {
      game: 'cases',
      freshRound: async () => null,
      async player(_cents, times = 1) {
        const box = await cheapestCase(server);
        const price = Math.round(box.price * 100);
        const opener = await casePlayer(server, price * times);
        return {
          userId: opener.id,
          token: opener.token,
          cents: price,
          stake: async () => fromHttp(await openCase(server, opener.token, box.id)),
        };
      },
    },
  ];
}
