import type { RtpCheck } from '@skinbet/shared/schemas/admin-dashboard.schemas';

/** How many standard errors either side of the published RTP the measured one may fall. */
export const RTP_SPREAD_SE = 3;

/** Below this many bets the normal approximation behind the spread is not trusted: `inside` is null. */
export const RTP_MIN_BETS = 30;

/** The sums of a game's period that the estimate needs (cents; squares and cross product exact). */
export interface RtpSums {
  bets: number;
  wagered: number;
  paid: number;
  /** Σ stake², Σ payout², Σ stake × payout over the period's bets. */
  stakeSq: number;
  payoutSq: number;
  cross: number;
}

/** A fraction to six decimals, as the reports show RTP. */
const fraction = (value: number) => Math.round(value * 1e6) / 1e6;

/**
 * A game's measured RTP against its published one (docs/money/revenue.md "RTP spread").
 *
 * The measured RTP is the ratio R = Σpayout ÷ Σstake over the period's n bets. Its standard error
 * is the ratio estimator's, from the per-bet variance of the return:
 *
 *   SE(R) = √( n ⁄ (n − 1) · Σ(payoutᵢ − R·stakeᵢ)² ) ⁄ Σstake,
 *   Σ(payoutᵢ − R·stakeᵢ)² = Σpayout² − 2R·Σstake·payout + R²·Σstake²,
 *
 * so it weighs each bet by its stake, as the RTP itself does. The expected spread is
 * ± 3 SE around the published RTP; `inside` is |R − published| ≤ 3 SE, and null without a
 * published RTP or with fewer than {@link RTP_MIN_BETS} bets.
 */
export function rtpCheck(sums: RtpSums, published: number | null): RtpCheck {
  if (sums.bets === 0 || sums.wagered <= 0) {
    return { published, measured: null, standard_error: null, spread: null, low: null, high: null, inside: null };
  }
  const measured = sums.paid / sums.wagered;
  let standardError: number | null = null;
  if (sums.bets >= 2) {
    const residual = Math.max(0, sums.payoutSq - 2 * measured * sums.cross + measured * measured * sums.stakeSq);
    standardError = Math.sqrt((sums.bets / (sums.bets - 1)) * residual) / sums.wagered;
  }
  const spread = standardError === null ? null : RTP_SPREAD_SE * standardError;
  const bounded = published !== null && spread !== null;
  return {
    published,
    measured: fraction(measured),
    standard_error: standardError === null ? null : fraction(standardError),
    spread: spread === null ? null : fraction(spread),
    low: bounded ? fraction(published - spread) : null,
    high: bounded ? fraction(published + spread) : null,
    inside: bounded && sums.bets >= RTP_MIN_BETS ? Math.abs(measured - published) <= spread : null,
  };
}
