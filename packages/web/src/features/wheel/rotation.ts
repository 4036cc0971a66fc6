import { WHEEL } from '@skinbet/shared/games/wheel.machine';

/**
 * The wheel's geometry and spin (docs/games/wheel.md "Numbers",
 * docs/fairness/formulas.md "Wheel"). Angles are degrees, clockwise. The disc is drawn with
 * segment 0 starting at the top and the segments following clockwise in the published order; the
 * pointer is fixed at the top. Rotating the disc by R (CSS `rotate(Rdeg)`) brings the disc's angle
 * `(−R) mod 360` under the pointer. Rotations accumulate from spin to spin (the disc keeps turning
 * the same way), so they are not reduced mod 360.
 */
export const SEGMENT_DEG = 360 / WHEEL.segments;
const { additionalAngleDeg, fullTurns, tickEveryDeg } = WHEEL.animation;

const mod = (value: number, modulus: number) => ((value % modulus) + modulus) % modulus;

/** The segment under the pointer for a disc rotated by `rotationDeg`. */
export function segmentAtRotation(rotationDeg: number): number {
  // A hair of tolerance: 360/54 is not exact in binary, and a landing is never near a border.
  return Math.floor(mod(-rotationDeg, 360) / SEGMENT_DEG + 1e-9) % WHEEL.segments;
}

/**
 * The rest position showing segment `k` under the pointer, `additionalAngleDeg` (4°) into it —
 * the default additional angle keeps the pointer off the segment's border — as an angle in [0, 360).
 */
export function restingRotation(segment: number): number {
  return mod(-(segment * SEGMENT_DEG + additionalAngleDeg), 360);
}

/**
 * Where a spin to segment `k` ends, starting from rotation `fromDeg`: always forwards, by the
 * `fullTurns` (3) whole turns plus whatever brings segment k under the pointer.
 */
export function spinTarget(fromDeg: number, segment: number, turns: number = fullTurns): number {
  return fromDeg + mod(restingRotation(segment) - fromDeg, 360) + 360 * turns;
}

/** Ease-out cubic: fast start, long slow finish, as a wheel coasting to a stop. */
export function easeOutCubic(progress: number): number {
  const p = Math.min(1, Math.max(0, progress));
  return 1 - (1 - p) ** 3;
}

/** One spin on the local clock: from one rotation to another between two instants. */
export interface SpinTiming {
  from: number;
  to: number;
  startedAt: number;
  endsAt: number;
}

/** The disc's rotation at local time `now` during (or before, or after) a spin. */
export function rotationAt(spin: SpinTiming, now: number): number {
  const duration = spin.endsAt - spin.startedAt;
  if (duration <= 0 || now >= spin.endsAt) return spin.to;
  if (now <= spin.startedAt) return spin.from;
  return spin.from + (spin.to - spin.from) * easeOutCubic((now - spin.startedAt) / duration);
}

/**
 * How many tick sounds are due between two rotations of one spin: one each time the disc passes
 * another `tickEveryDeg` (12°) from where the spin began (docs/games/wheel.md "Numbers").
 */
export function ticksBetween(spinFrom: number, previousDeg: number, currentDeg: number): number {
  const passed = (deg: number) => Math.floor((deg - spinFrom) / tickEveryDeg + 1e-9);
  return Math.max(0, passed(currentDeg) - passed(previousDeg));
}

/** The SVG path of segment `k` on a disc of `radius` centred at (c, c), from the top clockwise. */
export function segmentPath(segment: number, radius: number, centre: number): string {
  const point = (deg: number) => {
    const rad = ((deg - 90) * Math.PI) / 180;
    return `${(centre + radius * Math.cos(rad)).toFixed(3)} ${(centre + radius * Math.sin(rad)).toFixed(3)}`;
  };
  const start = segment * SEGMENT_DEG;
  return `M ${centre} ${centre} L ${point(start)} A ${radius} ${radius} 0 0 1 ${point(start + SEGMENT_DEG)} Z`;
}
