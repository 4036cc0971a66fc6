import { casesEdgeBasisPoints } from '@skinbet/shared/economy';
import { BATTLE } from '@skinbet/shared/games/battles/battles.machine';
import { inTransaction } from '../../db/transaction';
import { defineGame } from '../game-descriptor';
import { createBattleFinish } from './battle-finish';
import { ensureFirstLane } from './battle-lanes';
import { createBattleReveal } from './battle-reveal';
import { createBattleStakes } from './battle-stakes';
import { BATTLES_EMBEDDED_LOOK_MS, BATTLES_LOOK_MS, createBattlesEngine } from './battles.engine';
import { battlesHistoryDetails } from './battles-history.repository';
import { battleAnnouncer, type BattleTiming } from './battles.presenter';
import { battlesRoutes } from './battles.routes';
import { battleLimits, createBattlesService } from './battles.service';

/**
 * Case battles (docs/games/battles.md "Rules"): created, joined and left over HTTP on any node;
 * the leader's engine reveals the rounds of filled battles, finishes them and cancels the ones
 * left waiting too long.
 */
export const battlesGame = defineGame({
  id: 'battles',
  // Every round is a case opening at the cases' tables: the cases' edge.
  houseEdge: (config) => casesEdgeBasisPoints(config.cases.rtpBasisPoints),
  // The battle, its mode and length in the profile history.
  historyDetails: battlesHistoryDetails,
  create({ config, db, emitter, log, inventory, settlement, money, fairness, stakeGate }) {
    const timing: BattleTiming = { ...config.battles, waitingTimeoutMs: BATTLE.waitingTimeoutMs };
    const announce = battleAnnouncer(emitter, timing);
    const battleStakes = createBattleStakes({ money, stakeGate, announce });
    const battles = createBattlesService({ db, fairness, stakes: battleStakes, announce, timing });
    const services = {
      /** Case battles' calls (any node): create, join, call bots, leave, a battle and the lobby. */
      battles,
      /** Seats' money: collected, refunded once, a waiting battle cancelled (the engine's timeout too). */
      battleStakes,
    };
    return {
      id: 'battles',
      services,
      routes: (scope) => battlesRoutes(scope, services),
      sockets: () => [],
      leaderTask() {
        // Reveals, finishes and timeouts (battles.engine.ts); a fill on this node wakes it at once.
        const engine = createBattlesEngine({
          db,
          log,
          reveal: createBattleReveal({ db, emitter, roundMs: timing.roundMs }),
          finish: createBattleFinish({ db, inventory, settlement, announce }),
          cancel: (battleId) =>
            inTransaction(db, (tx, afterCommit) => battleStakes.cancelBattle(tx, afterCommit, battleId)),
          prepare: () => inTransaction(db, (tx) => ensureFirstLane(tx, fairness)),
          waitingTimeoutMs: timing.waitingTimeoutMs,
          // Other nodes fill battles only on a shared PostgreSQL.
          lookMs: config.databaseUrl ? BATTLES_LOOK_MS : BATTLES_EMBEDDED_LOOK_MS,
        });
        battles.whenFilled(() => engine.wake());
        return engine;
      },
      console: { limits: battleLimits(timing) },
    };
  },
});
