import type { SessionFacts } from '../../../cache/user-cache';

/**
 * Step-up (docs/architecture/security.md "Two-factor sign-in"): a session that proved a
 * two-factor code counts as stepped up for `stepUpMs` (TWO_FACTOR_STEP_UP_HOURS) from then.
 */
export interface StepUpPolicy {
  /** STAFF_2FA=required: every `/api/admin/*` call needs a stepped-up session. */
  staffRequired: boolean;
  stepUpMs: number;
}

/** Until when the session counts as stepped up, or null when it does not (now or ever). */
export function steppedUpUntil(facts: Pick<SessionFacts, 'steppedUpAt'>, stepUpMs: number, nowMs: number): Date | null {
  if (facts.steppedUpAt === null) return null;
  const until = facts.steppedUpAt + stepUpMs;
  return until > nowMs ? new Date(until) : null;
}

/** The prefix of the routes the staff gate covers ("Staff gate"). */
export const ADMIN_PREFIX = '/api/admin/';

/** Whether the staff gate refuses a call to `routeUrl` from a session with `facts`. */
export function refusedByStaffGate(
  policy: StepUpPolicy,
  routeUrl: string | undefined,
  facts: Pick<SessionFacts, 'steppedUpAt'> | undefined,
  nowMs: number,
): boolean {
  if (!policy.staffRequired || !routeUrl?.startsWith(ADMIN_PREFIX)) return false;
  return !facts || steppedUpUntil(facts, policy.stepUpMs, nowMs) === null;
}
