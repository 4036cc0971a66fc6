import { E, hexSlice, hmacSha256Hex } from './hash';

/** The 54 segments from index 0 (ARCHITECTURE §4): y yellow, b black, r red, g green. */
export const WHEEL_LAYOUT = 'ybrgbrbgbrbrbgbrbrbgbrbrbgbrbgbrbrbgbrbrbgbrbgrbrbgbrb';
export type WheelColour = 'yellow' | 'black' | 'red' | 'green';
const COLOURS: Record<string, WheelColour> = { y: 'yellow', b: 'black', r: 'red', g: 'green' };
/** Payout multiplier per colour: black ×2, red ×3, green ×5, yellow ×50. */
export const WHEEL_MULTIPLIERS: Record<WheelColour, number> = { black: 2, red: 3, green: 5, yellow: 50 };

/** `segment = int(hmac(secret, public:round)[0..13)) · 54 / E`. */
export function wheelSegment(secretHash: string, publicHash: string, roundId: number): number {
  const r = hexSlice(hmacSha256Hex(secretHash, `${publicHash}:${roundId}`), 0, 13);
  return Number((r * BigInt(WHEEL_LAYOUT.length)) / E);
}

export function wheelColour(segment: number): WheelColour {
  const letter = WHEEL_LAYOUT[segment];
  if (!letter) throw new RangeError(`no wheel segment ${segment}`);
  return COLOURS[letter] as WheelColour;
}
