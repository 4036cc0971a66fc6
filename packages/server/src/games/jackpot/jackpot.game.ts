import { jackpotEdgeBasisPoints } from '@skinbet/shared/economy';
import { defineGame } from '../game-descriptor';
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
  create({ config, db, emitter, log, inventory, settlement, fairness }) {
    const jackpotRounds = createJackpotRounds({
      db,
      emitter,
      fairness,
      payout: createJackpotPayout({ inventory, settlement }),
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
        settings: config.jackpot,
        rounds: jackpotRounds,
      }),
    };
    return {
      id: 'jackpot',
      services,
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
