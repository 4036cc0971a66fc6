import type { RoutePlugin, WiringCore } from '../../../platform/wiring';
import type { MoneyService } from '../../ledger/money/money.service';
import { cashbackRoutes } from './cashback.routes';
import { createCashbackService, type CashbackService } from './cashback.service';

/** Cashback takes (the accrual is a settlement consumer, registered by app-context in order). */
export function cashbackServices(core: WiringCore, deps: { money: MoneyService }) {
  const minDepositCents = core.config.economy.cashbackMinDepositCents;
  return { cashback: createCashbackService({ db: core.db, money: deps.money, minDepositCents }) };
}

export function cashbackRoutePlugins(services: { cashback: CashbackService }): RoutePlugin[] {
  return [(scope) => cashbackRoutes(scope, { cashback: services.cashback })];
}
