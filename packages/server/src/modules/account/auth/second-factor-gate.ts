import type { FastifyRequest } from 'fastify';
import { ApiError } from '../../../http/api-error';
import { requestSession } from './request-auth';
import type { TwoFactorService } from './two-factor/two-factor.service';

/**
 * How recent a step-up of the session must be to stand in for a code on a withdrawal: much
 * shorter than the staff gate's TWO_FACTOR_STEP_UP_HOURS, since money leaves the site
 * (docs/architecture/security.md "Withdrawal second factor").
 */
export const WITHDRAWAL_STEP_UP_MS = 15 * 60_000;

/**
 * The second factor a call that takes money or skins off the site needs once the player has
 * switched two-factor sign-in on (docs/architecture/security.md "Withdrawal second factor").
 * Handed to the wallet's routes at composition: they cannot reach the two-factor service.
 */
export interface SecondFactorGate {
  /**
   * Passes a player without two-factor sign-in; else checks `code` (a TOTP code, once per step,
   * or a recovery code, which is spent) or, without one, a step-up of this session within
   * WITHDRAWAL_STEP_UP_MS. Throws `auth_api.two_factor_required` (403), or the code's own refusal
   * (`two_factor_api.invalid_code`, `two_factor_api.code_reused`).
   */
  require(request: FastifyRequest, code: string | undefined): Promise<void>;
}

export function secondFactorGate(deps: {
  twoFactor: Pick<TwoFactorService, 'verify'>;
  /** Spends one try of the `twoFactor` rate-limit bucket: codes here are guessed no faster than at verify. */
  spendTry: (request: FastifyRequest) => Promise<void>;
  stepUpMs: number;
  now?: () => number;
}): SecondFactorGate {
  const now = deps.now ?? Date.now;
  const windowMs = Math.min(deps.stepUpMs, WITHDRAWAL_STEP_UP_MS);
  return {
    async require(request, code) {
      const session = await requestSession(request);
      if (!session.facts.twoFactorEnabled) return;
      if (code !== undefined) {
        await deps.spendTry(request);
        // The service's verify locks the enrolment and accepts a time step once, so a code seen
        // once (here, at verify, anywhere) cannot pass again; it also steps this session up.
        await deps.twoFactor.verify(session, code);
        return;
      }
      const { steppedUpAt } = session.facts;
      if (steppedUpAt !== null && now() - steppedUpAt < windowMs) return;
      throw new ApiError('auth_api.two_factor_required', 403);
    },
  };
}
