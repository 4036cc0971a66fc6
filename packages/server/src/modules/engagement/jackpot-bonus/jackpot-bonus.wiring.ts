import type { Transaction } from '../../../db/client';
import type { LeaderTask } from '../../../platform/leader/leader-tasks';
import type { RoutePlugin, WiringCore } from '../../../platform/wiring';
import type { ConnectionHandler } from '../../../realtime/io';
import type { MoneyService } from '../../ledger/money/money.service';
import type { NotificationsService } from '../../account/notifications/notifications.service';
import { createJackpotBonusEngine } from './jackpot-bonus.engine';
import { jackpotBonusRoutes } from './jackpot-bonus.routes';
import { createJackpotBonusService, type JackpotBonusService } from './jackpot-bonus.service';
import { jackpotBonusInitSocket } from './jackpot-bonus.socket';

/**
 * The jackpot bonus (docs/engagement/jackpot-bonus.md "Rules"): periods, draws, the pot's state and
 * each player's conditions. Its accrual (1 % of every crash stake into the pot) is a settlement
 * consumer that app-context registers in the pipeline's order.
 */
export function jackpotBonusServices(
  core: WiringCore,
  deps: {
    money: MoneyService;
    notifications: NotificationsService;
    /** Whether a player's play is closed now (the responsible-gambling service's exclusion, in the draw's transaction). */
    playClosed: (tx: Transaction, userId: number) => Promise<boolean>;
  },
) {
  const { config, db, emitter, log } = core;
  return {
    jackpotBonus: createJackpotBonusService({
      db,
      emitter,
      ...deps,
      log,
      siteTag: config.siteTag,
      settings: config.engagement.bonus,
    }),
  };
}

export function jackpotBonusRoutePlugins(services: { jackpotBonus: JackpotBonusService }): RoutePlugin[] {
  return [(scope) => jackpotBonusRoutes(scope, { bonus: services.jackpotBonus })];
}

/** Each new connection gets the pot's state once `hello` is sent. */
export function jackpotBonusSockets(
  core: Pick<WiringCore, 'log'>,
  services: { jackpotBonus: JackpotBonusService },
): ConnectionHandler[] {
  return [jackpotBonusInitSocket(services.jackpotBonus, core.log)];
}

/** Periods opened, and drawn at their end, by the leader. */
export function jackpotBonusLeaderTasks(
  core: Pick<WiringCore, 'config' | 'log'>,
  services: { jackpotBonus: JackpotBonusService },
): LeaderTask[] {
  return [
    createJackpotBonusEngine({ bonus: services.jackpotBonus, log: core.log, lookMs: core.config.engagement.lookMs }),
  ];
}
