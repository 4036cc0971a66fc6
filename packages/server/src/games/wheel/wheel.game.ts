import { wheelEdgeBasisPoints } from '@skinbet/shared/economy';
import { defineGame } from '../game-descriptor';
import { roundConsole } from '../kernel';
import { createWheelBetsService } from './wheel-bets.service';
import { findWheelColours } from './wheel-history.repository';
import { createWheelPayout } from './wheel-payout';
import { createWheelEngine } from './wheel.engine';
import { createWheelRounds } from './wheel.rounds.service';
import { wheelRoutes } from './wheel.routes';

/** The wheel (docs/games/wheel.md "Rules"): spins driven by the leader, bets on a colour over HTTP. */
export const wheelGame = defineGame({
  id: 'wheel',
  // The colour's edge, named by the wager's multiplier; none for the game as a whole.
  houseEdge: (_config, multiplier) => wheelEdgeBasisPoints(multiplier),
  // A bet's row shows the colour it was placed on.
  async historyDetails(db, betIds) {
    const rows = await findWheelColours(db, betIds);
    return new Map(rows.map((bet) => [bet.id, bet.colour]));
  },
  create({ config, db, emitter, log, inventory, settlement, fairness, stakeGate }) {
    const services = {
      /** Wheel rounds: phase changes (driven by the leader's engine), state, details, history, the admin's void. */
      wheelRounds: createWheelRounds({
        db,
        emitter,
        fairness,
        payout: createWheelPayout({ inventory, settlement, stakeGate }),
        timings: config.wheel,
        limits: config.wheel.limits,
      }),
      /** Wheel bets (any node). */
      wheelBets: createWheelBetsService({ db, emitter, inventory, stakeGate, limits: config.wheel.limits }),
    };
    return {
      id: 'wheel',
      services,
      console: {
        limits: {
          min_bet_cents: config.wheel.limits.minBetCents,
          max_bet_cents: config.wheel.limits.maxBetCents,
          max_items_per_bet: config.wheel.limits.maxItemsPerBet,
          max_bets_per_player: config.wheel.limits.maxBetsPerPlayer,
          betting_ms: config.wheel.bettingMs,
        },
        rounds: roundConsole(services.wheelRounds.kernel, {
          detail: async (id) => ({ game: 'wheel', round: await services.wheelRounds.game(id) }),
          voidCurrent: services.wheelRounds.voidCurrent,
        }),
      },
      routes: (scope) => wheelRoutes(scope, services),
      sockets: () => [],
      leaderTask() {
        // WHEEL_ENGINE=0 leaves the wheel still (the other games' tests run without its timers).
        if (!config.wheel.engine) return undefined;
        const engine = createWheelEngine({
          rounds: services.wheelRounds,
          emitter,
          log,
          timings: { resultMs: config.wheel.resultMs },
        });
        return {
          name: 'wheel',
          start() {
            void fairness.warm('wheel').catch(() => undefined);
            engine.start();
          },
          stop: () => engine.stop(),
        };
      },
    };
  },
});
