import { jackpotEdgeBasisPoints } from '@skinbet/shared/economy';
import { defineGame } from '../game-descriptor';
import { roundConsole } from '../kernel';
import { createJackpotBetsService } from './jackpot-bets.service';
import { createJackpotPayout } from './jackpot-payout';
import { createJackpotEngine } from './jackpot.engine';
import { createJackpotRounds } from './jackpot.rounds.service';
import { jackpotRoutes } from './jackpot.routes';

/**
 * The jackpot (docs/games/jackpot.md "Rules"): rounds driven by the leader, bets over HTTP. Its
 * history rows need no detail: the stake and the payout say it all.
 */
export const jackpotGame = defineGame({
  id: 'jackpot',
  houseEdge: (config) => jackpotEdgeBasisPoints(config.jackpot.commissionPercent),
  create({ config, db, emitter, log, inventory, settlement, fairness, stakeGate }) {
    const jackpotRounds = createJackpotRounds({
      db,
      emitter,
      fairness,
      payout: createJackpotPayout({ inventory, settlement, stakeGate }),
      settings: config.jackpot,
    });
    const services = {
      /** Jackpot rounds: phase changes (driven by the leader's engine), state, details, history, the admin's void. */
      jackpotRounds,
      /** Jackpot bets (any node); a bet that starts a round's timer wakes this node's engine. */
      jackpotBets: createJackpotBetsService({
        db,
        emitter,
        inventory,
        stakeGate,
        settings: config.jackpot,
        rounds: jackpotRounds,
      }),
    };
    return {
      id: 'jackpot',
      services,
      console: {
        limits: {
          min_bet_cents: config.jackpot.minBetCents,
          max_bet_cents: config.jackpot.maxBetCents,
          max_items_per_bet: config.jackpot.maxItemsPerBet,
          max_items_per_round: config.jackpot.maxItemsPerRound,
          commission_percent: config.jackpot.commissionPercent,
          min_level: config.jackpot.minLevel,
          betting_ms: config.jackpot.bettingMs,
        },
        rounds: roundConsole(jackpotRounds.kernel, {
          detail: async (id) => ({ game: 'jackpot', round: await jackpotRounds.game(id) }),
          voidCurrent: jackpotRounds.voidCurrent,
        }),
      },
      routes: (scope) => jackpotRoutes(scope, services),
      sockets: () => [],
      leaderTask() {
        const engine = createJackpotEngine({
          rounds: jackpotRounds,
          log,
          timings: { resultMs: config.jackpot.resultMs },
        });
        return {
          name: 'jackpot',
          start() {
            void fairness.warm('jackpot').catch(() => undefined);
            engine.start();
          },
          stop: () => engine.stop(),
        };
      },
    };
  },
});
