import type { WiringCore } from '../../../platform/wiring';
import { createMoneyService } from './money.service';

/** The one writer of money (docs/money/accounts.md "Transfers"): every other module is handed it. */
export function moneyServices(core: WiringCore) {
  return { money: createMoneyService({ emitter: core.emitter, invalidate: core.invalidate }) };
}
