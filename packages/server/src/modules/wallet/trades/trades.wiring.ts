import type { WithdrawalDto } from '@skinbet/shared/schemas/withdrawals.schemas';
import type { Executor } from '../../../db/client';
import type { RoutePlugin, WiringCore } from '../../../platform/wiring';
import type { InventoryService } from '../../items/inventory/inventory.service';
import type { MoneyService } from '../../ledger/money/money.service';
import type { NotificationsService } from '../../account/notifications/notifications.service';
import type { SecondFactorGate } from '../../account/auth';
import type { ResponsibleGambling } from '../../account/responsible-gambling';
import { skinDepositUsage } from './skin-deposit-usage.repository';
import { tradesSandboxRoutes } from './trades-sandbox.routes';
import { createTrades, type Trades } from './trades.module';
import { tradesRoutes } from './trades.routes';

/**
 * Skins in and out by Steam trade (docs/payments/steam-trades.md "Deposits by trade"): the gateway
 * (fake or real bot), skin deposits, skin withdrawals by offer, the sale to the site, the poll and
 * the sandbox. What it needs from withdrawals (the credits still to wager, a withdrawal as the API
 * shows it) is handed in: withdrawals reads trades, not the other way round.
 */
export function tradesServices(
  core: WiringCore,
  deps: {
    money: MoneyService;
    inventory: InventoryService;
    notifications: NotificationsService;
    unwageredOf: (executor: Executor, userId: number) => Promise<number>;
    withdrawalView: (executor: Executor, withdrawalId: number) => Promise<WithdrawalDto>;
    /** Every deposit offer passes its deposit gate; the offers report what they credited and hold open. */
    responsibleGambling: Pick<ResponsibleGambling, 'admitDeposit' | 'registerDepositSource'>;
  },
) {
  const { config, db, log } = core;
  const { responsibleGambling, ...rest } = deps;
  // docs/payments/steam-trades.md "Deposits by trade": skins count toward the deposit limit by value.
  responsibleGambling.registerDepositSource('skin-deposits', skinDepositUsage);
  return { trades: createTrades({ db, wallet: config.wallet, log, ...rest, depositGate: responsibleGambling }) };
}

/** `secondFactor`: the auth module's gate on skins leaving (docs/money/withdrawals.md "Second factor"), from app.ts. */
export function tradesRoutePlugins(services: { trades: Trades }, secondFactor: SecondFactorGate): RoutePlugin[] {
  const { trades } = services;
  const plugins: RoutePlugin[] = [
    (scope) => tradesRoutes(scope, { requests: trades.requests, sale: trades.sale, secondFactor }),
  ];
  // The fake Steam's controls exist only in the sandbox, with the fake gateway
  // (docs/payments/steam-trades.md "Sandbox controls").
  const sandbox = trades.sandbox;
  if (sandbox) plugins.push((scope) => tradesSandboxRoutes(scope, { sandbox }));
  return plugins;
}
