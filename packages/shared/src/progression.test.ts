import { describe, expect, it } from 'vitest';
import { experienceToReach, levelProgress, MAX_LEVEL, levelProgressPercent } from './progression';

describe('level curve', () => {
  it('starts at level 1 with $10 of wagers to the next level', () => {
    expect(levelProgress(0)).toEqual({
      level: 1,
      experienceInCurrentLevel: 0,
      experienceForCurrentLevel: 1000,
      experienceToNextLevel: 1000,
    });
  });

  it('crosses a level exactly at its threshold', () => {
    expect(levelProgress(999).level).toBe(1);
    expect(levelProgress(1000).level).toBe(2);
    expect(levelProgress(1000 + 4000).level).toBe(3);
    expect(levelProgress(1500)).toMatchObject({ experienceInCurrentLevel: 500, experienceToNextLevel: 3500 });
  });

  it('is capped at the maximum level', () => {
    expect(levelProgress(experienceToReach(MAX_LEVEL) + 10 ** 9).level).toBe(MAX_LEVEL);
  });
});

describe('levelProgressPercent', () => {
  it('is the earned share of the current level', () => {
    expect(levelProgressPercent({ experienceInCurrentLevel: 12_000, experienceForCurrentLevel: 16_000 })).toBe(75);
  });

  it('is capped at 100 % and never negative', () => {
    expect(levelProgressPercent({ experienceInCurrentLevel: 5_000, experienceForCurrentLevel: 1_000 })).toBe(100);
    expect(levelProgressPercent({ experienceInCurrentLevel: -5, experienceForCurrentLevel: 1_000 })).toBe(0);
  });

  it('shows a full bar at the maximum level', () => {
    expect(levelProgressPercent({ experienceInCurrentLevel: 0, experienceForCurrentLevel: 0 })).toBe(100);
  });
});
