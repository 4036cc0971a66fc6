import type { UserDto } from '@skinbet/shared/schemas/user.schemas';

/** Share of the current level already earned, 0–100 (SPEC §9: the bar is capped at 100%). */
export function levelPercent(user: Pick<UserDto, 'experienceInCurrentLevel' | 'experienceForCurrentLevel'>): number {
  if (user.experienceForCurrentLevel <= 0) return 100;
  const percent = (user.experienceInCurrentLevel / user.experienceForCurrentLevel) * 100;
  return Math.min(100, Math.max(0, percent));
}
