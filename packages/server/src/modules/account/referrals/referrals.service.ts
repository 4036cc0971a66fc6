import { centsToAmount } from '@skinbet/shared/money';
import { isReferralCode, referralLink } from '@skinbet/shared/referral';
import type { ReferralDto } from '@skinbet/shared/schemas/user.schemas';
import type { Database, Executor } from '../../../db/client';
import { countReferrals, newReferralCode } from '../users';
import { findUserIdByReferralCode, storeReferralCode, sumReferralEarnings } from './referrals.repository';

export type ReferralsService = ReturnType<typeof createReferralsService>;

/**
 * Referrals (docs/engagement/referrals.md "Rules"): every account has a link `/?ref=<code>`; an
 * account created through it is attributed to the link's owner once, at creation (auth.service),
 * and the owner earns REFERRAL_PERCENT % of the house edge on its wagers (referral-earnings.ts).
 */
export function createReferralsService(deps: { db: Database; publicUrl: string; percent: number }) {
  const { db } = deps;

  return {
    /**
     * The referrer a new account is attributed to: the owner of the code its visitor arrived with
     * (the `skinbet_ref` cookie). Anything that is not a code, or no account's code, counts as no
     * link at all: a stale or forged cookie must never stop anyone from signing up.
     */
    async referrerFor(tx: Executor, code: unknown): Promise<number | null> {
      if (!isReferralCode(code)) return null;
      return findUserIdByReferralCode(tx, code);
    },

    /** The profile's referral tab. */
    async summary(user: { id: number; referralCode: string | null }): Promise<ReferralDto> {
      const [invited, earnings, code] = await Promise.all([
        countReferrals(db, user.id),
        sumReferralEarnings(db, user.id),
        // Every account gets its code at creation (and older ones in migration 0006); a row made
        // some other way gets one the first time its profile is read.
        user.referralCode ?? storeReferralCode(db, user.id, newReferralCode()),
      ]);
      if (!code) throw new Error(`user ${user.id} has no referral code`);
      return {
        invited,
        percent: deps.percent,
        earnings: centsToAmount(earnings),
        code,
        link: referralLink(deps.publicUrl, code),
      };
    },
  };
}
