import type { RoutePlugin, WiringCore } from '../../../platform/wiring';
import type { MoneyService } from '../../ledger/money/money.service';
import { manualBankCreditRoutes } from './manual-bank-credit.routes';
import { createManualBankCreditService, type ManualBankCreditService } from './manual-bank-credit.service';

/** The operator's manual credit of a bank transfer as a deposit (docs/payments/deposits.md "Manual bank credit"). */
export function manualBankCreditServices(core: WiringCore, deps: { money: MoneyService }) {
  return { manualBankCredit: createManualBankCreditService({ db: core.db, money: deps.money }) };
}

export function manualBankCreditRoutePlugins(services: { manualBankCredit: ManualBankCreditService }): RoutePlugin[] {
  return [(scope) => manualBankCreditRoutes(scope, { manualBankCredit: services.manualBankCredit })];
}
