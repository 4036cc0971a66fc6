import { seededRandom as sharedSeededRandom } from '@skinbet/shared/seeded-random';

/**
 * A seeded pseudo-random source for property tests: the same seed gives the same choices, so a
 * failing run can be replayed (the shared mulberry32), with the picks the tests make of it.
 */
export function seededRandom(seed: number) {
  const next = sharedSeededRandom(seed);
  const int = (low: number, high: number) => low + Math.floor(next() * (high - low + 1));
  const pick = <T>(values: readonly T[]): T => values[Math.floor(next() * values.length)]!;
  const some = <T>(values: readonly T[], count: number): T[] => {
    const pool = [...values];
    const chosen: T[] = [];
    while (chosen.length < count && pool.length > 0) chosen.push(pool.splice(Math.floor(next() * pool.length), 1)[0]!);
    return chosen;
  };
  return { next, int, pick, some, chance: (p: number) => next() < p };
}
