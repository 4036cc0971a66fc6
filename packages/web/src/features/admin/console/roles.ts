import type { UserDto } from '@skinbet/shared/schemas/current-user.schemas';

/** The staff roles the console knows (docs/operations/console.md "Roles"). */
export type StaffRole = 'admin' | 'moderator';

/** The signed-in user's console role, or null for a player (an admin who is also a moderator is an admin). */
export function staffRoleOf(user: Pick<UserDto, 'is_admin' | 'is_moderator'> | null): StaffRole | null {
  if (!user) return null;
  if (user.is_admin) return 'admin';
  return user.is_moderator ? 'moderator' : null;
}

/**
 * What a role may open: admins every area, moderators the areas that list them. The page only
 * hides what would be refused: the server checks every call's role itself.
 */
export function areasForRole<Area extends { roles: readonly StaffRole[] }>(
  areas: readonly Area[],
  role: StaffRole,
): Area[] {
  return areas.filter((area) => role === 'admin' || area.roles.includes(role));
}

/**
 * Whether the session must step up before the console's calls answer, from what the page already
 * knows: staff two-factor is required on this site (`getConfig.staff_two_factor_required`) and
 * the signed-in user's session is not stepped up, or its step-up has run out. The server refuses
 * such calls with `admin_api.two_factor_required` anyway, which raises the same gate; knowing it
 * up front spares a page of failed calls.
 */
export function sessionNeedsStepUp(
  user: Pick<UserDto, 'two_factor'>,
  staffTwoFactorRequired: boolean,
  now: number,
): boolean {
  if (!staffTwoFactorRequired) return false;
  const until = user.two_factor.stepped_up_until;
  return until === null || !(Date.parse(until) > now);
}
