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
