import { describe, expect, it } from 'vitest';
import { experienceToReach, levelProgress, MAX_LEVEL } from './progression';

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
