import { twoFactorCodeSchema } from '@skinbet/shared/schemas/common.schemas';
import { ApiFailure } from '../../lib/api-client';

/** The refusal of a withdrawal that needs the player's two-factor code (docs/money/withdrawals.md "Second factor"). */
export const CODE_REQUIRED_KEY = 'auth_api.two_factor_required';

/** Refusals that are about the code itself: the field is marked and the code typed again. */
const CODE_KEYS = new Set([CODE_REQUIRED_KEY, 'two_factor_api.invalid_code', 'two_factor_api.code_reused']);

/** Whether a failed withdrawal is about the second factor (asked for, wrong, or used already). */
export function isCodeRefusal(error: unknown): boolean {
  return error instanceof ApiFailure && CODE_KEYS.has(error.key);
}

/**
 * The `code` to send with a withdrawal: the typed code, or nothing when the field is empty (a
 * recent step-up of the session passes without one, and the server says when it does not).
 */
export function codeForRequest(text: string): string | undefined {
  const code = text.trim();
  return code === '' ? undefined : code;
}

/** Whether what is typed can be sent: empty, or shaped like a code (six digits or a recovery code). */
export function codeTypedWell(text: string): boolean {
  return text.trim() === '' || twoFactorCodeSchema.safeParse(text).success;
}
