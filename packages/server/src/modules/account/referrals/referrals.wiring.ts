import type { WiringCore } from '../../../platform/wiring';
import { createReferralsService } from './referrals.service';

/**
 * Referral links: attribution at sign-up, the profile's referral tab. The earnings are a
 * settlement consumer that app-context registers in the pipeline's order.
 */
export function referralsServices(core: WiringCore) {
  const { config, db } = core;
  return {
    referrals: createReferralsService({ db, publicUrl: config.publicUrl, percent: config.economy.referralPercent }),
  };
}
