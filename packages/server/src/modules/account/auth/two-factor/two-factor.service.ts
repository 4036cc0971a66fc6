import type { TwoFactorEnableResponse, TwoFactorSetupResponse } from '@skinbet/shared/schemas/security.schemas';
import type { Database, Transaction } from '../../../../db/client';
import { inTransaction } from '../../../../db/transaction';
import { ApiError } from '../../../../http/api-error';
import type { ResolvedSession, SessionService } from '../session.service';
import { createRecoveryCodes, hashRecoveryCode } from './recovery-codes';
import type { SecretBox } from './secret-box';
import { createTotpSecret, isTotpShaped, matchTotpStep, totpUrl } from './totp';
import {
  acceptStep,
  deleteEnrolment,
  enableEnrolment,
  lockEnrolment,
  replaceRecoveryCodes,
  savePendingSecret,
  spendRecoveryCode,
} from './two-factor.repository';

export type TwoFactorService = ReturnType<typeof createTwoFactorService>;

/**
 * Two-factor sign-in (docs/architecture/security.md "Two-factor sign-in"): TOTP enrolment,
 * step-up of a session, recovery codes, switching it off. Every check of a code runs in one
 * transaction that locks the user's enrolment row, so two requests with the same code cannot both
 * pass: the second finds the step already accepted (`two_factor_api.code_reused`) or the recovery
 * code spent.
 */
export function createTwoFactorService(deps: {
  db: Database;
  sessions: SessionService;
  box: SecretBox;
  /** The name authenticator apps show for the account (TWO_FACTOR_ISSUER). */
  issuer: string;
  stepUpMs: number;
  now?: () => number;
}) {
  const now = deps.now ?? Date.now;

  /** Checks a TOTP code (once per time step) or spends a recovery code; throws on a wrong one. */
  async function proveCode(tx: Transaction, userId: number, code: string): Promise<void> {
    const enrolment = await lockEnrolment(tx, userId);
    if (!enrolment?.secret || !enrolment.enabledAt) throw new ApiError('two_factor_api.not_enabled', 409);
    if (isTotpShaped(code)) {
      const step = matchTotpStep(deps.box.open(enrolment.secret), code, now());
      if (step === null) throw new ApiError('two_factor_api.invalid_code', 400);
      if (enrolment.lastStep !== null && step <= enrolment.lastStep) {
        throw new ApiError('two_factor_api.code_reused', 409);
      }
      await acceptStep(tx, userId, step);
      return;
    }
    const codeHash = hashRecoveryCode(code);
    if (codeHash === null || !(await spendRecoveryCode(tx, userId, codeHash))) {
      throw new ApiError('two_factor_api.invalid_code', 400);
    }
  }

  async function stepUp(session: ResolvedSession): Promise<string> {
    const steppedUpAt = await deps.sessions.stepUp(session);
    return new Date(steppedUpAt.getTime() + deps.stepUpMs).toISOString();
  }

  return {
    /** A new pending secret for the user's authenticator; nothing changes until `enable`. */
    async setup(session: ResolvedSession): Promise<TwoFactorSetupResponse> {
      if (session.facts.twoFactorEnabled) throw new ApiError('two_factor_api.already_enabled', 409);
      const secret = createTotpSecret();
      await savePendingSecret(deps.db, session.user.id, deps.box.seal(secret));
      return { secret, otpauth_url: totpUrl(secret, deps.issuer, session.user.username) };
    },

    /**
     * Confirms the pending secret with a code from it: two-factor sign-in is on, this session is
     * stepped up (it has just proved a code), and the ten recovery codes are answered this once.
     */
    async enable(session: ResolvedSession, code: string): Promise<TwoFactorEnableResponse> {
      const userId = session.user.id;
      const recoveryCodes = createRecoveryCodes();
      await inTransaction(deps.db, async (tx) => {
        const enrolment = await lockEnrolment(tx, userId);
        if (enrolment?.enabledAt) throw new ApiError('two_factor_api.already_enabled', 409);
        if (!enrolment?.pendingSecret) throw new ApiError('two_factor_api.setup_needed', 409);
        const step = matchTotpStep(deps.box.open(enrolment.pendingSecret), code, now());
        if (step === null) throw new ApiError('two_factor_api.invalid_code', 400);
        // Re-sealed: a secret offered before TWO_FACTOR_KEY was set is sealed from now on.
        await enableEnrolment(tx, userId, deps.box.seal(deps.box.open(enrolment.pendingSecret)), step);
        await replaceRecoveryCodes(
          tx,
          userId,
          recoveryCodes.map((recoveryCode) => hashRecoveryCode(recoveryCode) ?? ''),
        );
      });
      await stepUp(session);
      return { recovery_codes: recoveryCodes };
    },

    /** Steps the session up with a TOTP code or a recovery code (which is spent). Answers until when. */
    async verify(session: ResolvedSession, code: string): Promise<string> {
      await inTransaction(deps.db, (tx) => proveCode(tx, session.user.id, code));
      return stepUp(session);
    },

    /** Switches two-factor sign-in off after a code; no session of the user stays stepped up. */
    async disable(session: ResolvedSession, code: string): Promise<void> {
      const userId = session.user.id;
      await inTransaction(deps.db, async (tx) => {
        await proveCode(tx, userId, code);
        await deleteEnrolment(tx, userId);
      });
      await deps.sessions.clearStepUps(userId);
    },
  };
}
