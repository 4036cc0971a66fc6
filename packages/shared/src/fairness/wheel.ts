import { E, hexSlice, hmacSha256Hex } from './hash';
import { WHEEL_LAYOUT, WHEEL_SEGMENT_COLOURS, type WheelColour } from './wheel-layout';

export { WHEEL_LAYOUT, WHEEL_MULTIPLIERS, type WheelColour } from './wheel-layout';

/** `segment = int(hmac(secret, public:round)[0..13)) · 54 / E`. */
export function wheelSegment(secretHash: string, publicHash: string, roundId: number): number {
  const r = hexSlice(hmacSha256Hex(secretHash, `${publicHash}:${roundId}`), 0, 13);
  return Number((r * BigInt(WHEEL_LAYOUT.length)) / E);
}

export function wheelColour(segment: number): WheelColour {
  const letter = WHEEL_LAYOUT[segment];
  if (!letter) throw new RangeError(`no wheel segment ${segment}`);
  return WHEEL_SEGMENT_COLOURS[letter] as WheelColour;
}
