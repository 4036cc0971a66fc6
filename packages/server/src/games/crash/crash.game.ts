import { CRASH_EDGE_BASIS_POINTS } from '@skinbet/shared/economy';
import { CRASH } from '@skinbet/shared/games/crash.machine';
import { defineGame } from '../game-descriptor';
import { roundConsole } from '../kernel';
import { listRoundBets } from './crash-bets.presenter';
import { crashBetsRoutes } from './crash-bets.routes';
import { createCrashBetsService } from './crash-bets.service';
import { findCrashCashOuts } from './crash-history.repository';
import { crashInitSocket } from './crash-init.socket';
import { createCrashPayout } from './crash-payout';
import { createCrashSettlement } from './crash-settlement';
import { createCrashEngine } from './crash.engine';
import { createCrashRounds } from './crash.rounds.service';
import { crashRoutes } from './crash.routes';
import { crashBetsSocket } from './crash.socket';

/** A multiplier in hundredths as the site writes it (docs/community/profiles.md "Bet history"): `x2.50`. */
const formatMultiplier = (hundredths: number) => `x${(hundredths / 100).toFixed(2)}`;

/** Crash (docs/games/crash.md "Rules"): rounds driven by the leader, bets and takes over HTTP and the socket. */
export const crashGame = defineGame({
  id: 'crash',
  houseEdge: () => CRASH_EDGE_BASIS_POINTS,
  // A won bet's row shows the multiplier it cashed out at.
  async historyDetails(db, betIds) {
    const rows = await findCrashCashOuts(db, betIds);
    return new Map(
      rows.flatMap((bet) => (bet.multiplier === null ? [] : [[bet.id, formatMultiplier(bet.multiplier)]])),
    );
  },
  create({ config, db, emitter, log, inventory, settings, settlement, fairness, stakeGate }) {
    const limits = config.crash.limits;
    const payout = createCrashPayout({ inventory, settlement, stakeGate, limits });
    const crashSettlement = createCrashSettlement({ payout, emitter, limits });
    const services = {
      /** Crash bets and takes (any node); the settlement is what the crash engine calls at a crash or void. */
      crashBets: createCrashBetsService({ db, emitter, inventory, settings, stakeGate, payout, limits }),
      crashSettlement,
      /** Crash rounds: phase changes (driven by the leader's engine), snapshots, history, the admin's void. */
      crashRounds: createCrashRounds({
        db,
        emitter,
        fairness,
        settlement: crashSettlement,
        listRoundBets,
        countdownMs: config.crash.countdownMs,
      }),
    };
    return {
      id: 'crash',
      services,
      console: {
        limits: {
          max_bet_cents: limits.maxBetCents,
          max_win_cents: limits.maxWinCents,
          countdown_ms: config.crash.countdownMs,
          pause_ms: config.crash.pauseMs,
        },
        rounds: roundConsole(services.crashRounds.kernel, {
          detail: async (id) => ({ game: 'crash', round: await services.crashRounds.game(id) }),
          voidCurrent: services.crashRounds.voidCurrent,
        }),
      },
      async routes(scope) {
        await crashBetsRoutes(scope, { crashBets: services.crashBets });
        await crashRoutes(scope, { crashRounds: services.crashRounds, fairness });
      },
      sockets: ({ sessions }) => [
        crashBetsSocket({ bets: services.crashBets, sessions, emitter, log }),
        crashInitSocket(services.crashRounds, log),
      ],
      leaderTask() {
        const engine = createCrashEngine({
          rounds: services.crashRounds,
          emitter,
          log,
          timings: { pauseMs: config.crash.pauseMs, syncIntervalMs: CRASH.syncIntervalMs },
        });
        return {
          name: 'crash',
          start() {
            // The first round of a chain needs its walk; build it before the countdown depends on it.
            void fairness.warm('crash').catch(() => undefined);
            engine.start();
          },
          stop: () => engine.stop(),
        };
      },
    };
  },
});
