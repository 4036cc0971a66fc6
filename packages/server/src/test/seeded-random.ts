/**
 * A seeded pseudo-random source for property tests: the same seed gives the same choices, so a
 * failing run can be replayed. mulberry32: small, fast and good enough to pick operations.
 */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
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
