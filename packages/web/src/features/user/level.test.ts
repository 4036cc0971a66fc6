import { describe, expect, it } from 'vitest';
import { levelPercent } from './level';

describe('levelPercent', () => {
  it('is the earned share of the current level', () => {
    expect(levelPercent({ experienceInCurrentLevel: 250, experienceForCurrentLevel: 1000 })).toBe(25);
  });

  it('is capped at 100 % and never negative', () => {
    expect(levelPercent({ experienceInCurrentLevel: 5000, experienceForCurrentLevel: 1000 })).toBe(100);
    expect(levelPercent({ experienceInCurrentLevel: -5, experienceForCurrentLevel: 1000 })).toBe(0);
  });

  it('shows a full bar at the maximum level', () => {
    expect(levelPercent({ experienceInCurrentLevel: 0, experienceForCurrentLevel: 0 })).toBe(100);
  });
});
