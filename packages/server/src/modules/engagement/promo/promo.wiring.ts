import type { RoutePlugin, WiringCore } from '../../../platform/wiring';
import type { MoneyService } from '../../ledger/money/money.service';
import { promoRoutes } from './promo.routes';
import { createPromoService, type PromoService } from './promo.service';

/**
 * Promo codes (docs/engagement/promo-codes.md "Rules"): the player's check and use, the operator's
 * create, and for deposit orders `reserveDepositCode` (at creation) and `applyDepositBonus` (when
 * paid: the code's percent plus the site-tag bonus, one `deposit_bonus` transfer).
 */
export function promoServices(core: WiringCore, deps: { money: MoneyService }) {
  return { promos: createPromoService({ db: core.db, money: deps.money, siteTag: core.config.siteTag }) };
}

export function promoRoutePlugins(services: { promos: PromoService }): RoutePlugin[] {
  return [(scope) => promoRoutes(scope, { promos: services.promos })];
}
