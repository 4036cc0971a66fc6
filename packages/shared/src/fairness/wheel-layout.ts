/**
 * The wheel's layout and payouts (docs/fairness/formulas.md "Wheel"), without the hash code: the
 * first load (socket schemas, the machine) needs these names but not @noble/hashes.
 */
/** The 54 segments from index 0 (docs/fairness/formulas.md "Wheel"): y yellow, b black, r red, g green. */
export const WHEEL_LAYOUT = 'ybrgbrbgbrbrbgbrbrbgbrbrbgbrbgbrbrbgbrbrbgbrbgrbrbgbrb';
export type WheelColour = 'yellow' | 'black' | 'red' | 'green';
export const WHEEL_SEGMENT_COLOURS: Record<string, WheelColour> = { y: 'yellow', b: 'black', r: 'red', g: 'green' };
/** Payout multiplier per colour: black ×2, red ×3, green ×5, yellow ×50. */
export const WHEEL_MULTIPLIERS: Record<WheelColour, number> = { black: 2, red: 3, green: 5, yellow: 50 };
