import type { RoutePlugin, WiringCore } from '../../../platform/wiring';
import type { MoneyService } from '../../ledger/money/money.service';
import type { ResponsibleGambling } from '../../account/responsible-gambling';
import { manualDepositUsage } from './manual-bank-credit.repository';
import { manualBankCreditRoutes } from './manual-bank-credit.routes';
import { createManualBankCreditService, type ManualBankCreditService } from './manual-bank-credit.service';

/** The operator's manual credit of a bank transfer as a deposit (docs/payments/deposits.md "Manual bank credit"). */
export function manualBankCreditServices(
  core: WiringCore,
  deps: {
    money: MoneyService;
    responsibleGambling: Pick<ResponsibleGambling, 'admitDeposit' | 'registerDepositSource'>;
  },
) {
  const { responsibleGambling } = deps;
  // A bank transfer credited by hand is the player's deposit: it counts toward their deposit limit.
  responsibleGambling.registerDepositSource('manual-bank-credit', manualDepositUsage);
  return {
    manualBankCredit: createManualBankCreditService({
      db: core.db,
      money: deps.money,
      depositGate: responsibleGambling,
    }),
  };
}

export function manualBankCreditRoutePlugins(services: { manualBankCredit: ManualBankCreditService }): RoutePlugin[] {
  return [(scope) => manualBankCreditRoutes(scope, { manualBankCredit: services.manualBankCredit })];
}
