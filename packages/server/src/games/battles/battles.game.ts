import { casesEdgeBasisPoints } from '@skinbet/shared/economy';
import { BATTLE } from '@skinbet/shared/games/battles/battles.machine';
import { defineGame } from '../game-descriptor';
import { createBattleStakes } from './battle-stakes';
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
  // historyDetails: the battle's cases and mode in the profile history (battles-history.repository.ts).
  create({ config, db, emitter, money, fairness, stakeGate }) {
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
      // The engine (battles.engine.ts) goes here: reveals, finishes, timeouts; woken by
      // `battles.whenFilled` after a local fill.
      leaderTask: () => undefined,
      console: { limits: battleLimits(timing) },
    };
  },
});
