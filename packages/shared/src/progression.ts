/**
 * Experience and levels. One experience point per cent wagered in any game; going from level L
 * to L + 1 takes `1000 · L²` points ($10 at level 1, $40 at level 2, $1,000 at level 10).
 * Level 1 is where everyone starts; MAX_LEVEL caps the curve. Published in
 * docs/engagement/progression.md "Numbers".
 */
export const MAX_LEVEL = 100;

export function experienceForLevelUp(level: number): number {
  return 1000 * level * level;
}

/** Total experience needed to reach `level` from zero: 1000 · Σ k², k = 1 … level − 1. */
export function experienceToReach(level: number): number {
  const n = level - 1;
  return (1000 * n * (n + 1) * (2 * n + 1)) / 6;
}

export interface LevelProgress {
  level: number;
  experienceInCurrentLevel: number;
  experienceForCurrentLevel: number;
  experienceToNextLevel: number;
}

export function levelProgress(experience: number): LevelProgress {
  const xp = Math.max(0, Math.floor(experience));
  let level = 1;
  while (level < MAX_LEVEL && experienceToReach(level + 1) <= xp) level += 1;
  if (level === MAX_LEVEL) {
    return { level, experienceInCurrentLevel: 0, experienceForCurrentLevel: 0, experienceToNextLevel: 0 };
  }
  const inLevel = xp - experienceToReach(level);
  const forLevel = experienceForLevelUp(level);
  return {
    level,
    experienceInCurrentLevel: inLevel,
    experienceForCurrentLevel: forLevel,
    experienceToNextLevel: forLevel - inLevel,
  };
}

/**
 * Share of the current level already earned, 0–100: the level bar
 * (docs/engagement/progression.md "Numbers": capped at 100 %).
 */
export function levelProgressPercent(progress: {
  experienceInCurrentLevel: number;
  experienceForCurrentLevel: number;
}): number {
  if (progress.experienceForCurrentLevel <= 0) return 100;
  const percent = (progress.experienceInCurrentLevel / progress.experienceForCurrentLevel) * 100;
  return Math.min(100, Math.max(0, percent));
}

/**
 * How one settled bet counts in the players' statistics: the profile's (kept per bet by
 * progression), `/api/top`'s (the same rule in SQL, `top.repository`) and chat's `/stats`. A bet
 * counts once it has a stake. "Won" is everything it paid back, skins by value plus money, whether
 * it came out ahead or not: a case drop cheaper than its case is still what the case paid, so
 * won − wagered is the player's real result.
 */
export function wagerStatistics(total: { stake: number; payout: number }): { counts: boolean; won: number } {
  const counts = total.stake > 0;
  return { counts, won: counts ? total.payout : 0 };
}
