import { describe, expect, it } from 'vitest';
import { CRASH_EDGE_BASIS_POINTS, wheelEdgeBasisPoints } from '../economy';
import { WHEEL_LAYOUT, WHEEL_MULTIPLIERS, wheelColour } from '../fairness/wheel';
import { isSecretPublic } from './round-machine';
import {
  canWheelTransition,
  colourReturnBasisPoints,
  segmentCount,
  WHEEL,
  WHEEL_COLOURS,
  WHEEL_MACHINE,
  wheelPayoutCents,
} from './wheel.machine';

describe('wheel machine', () => {
  it('bets, spins, finishes; only a betting round can be voided', () => {
    expect(canWheelTransition('betting', 'spinning')).toBe(true);
    expect(canWheelTransition('spinning', 'finished')).toBe(true);
    expect(canWheelTransition('betting', 'voided')).toBe(true);
    expect(canWheelTransition('spinning', 'voided')).toBe(false);
    expect(canWheelTransition('finished', 'voided')).toBe(false);
    expect(canWheelTransition('betting', 'finished')).toBe(false);
    expect(WHEEL_MACHINE.initial).toBe('betting');
    expect(WHEEL_MACHINE.voidable).toEqual(['betting']);
    expect(WHEEL_MACHINE.completed).toEqual(['finished']);
    expect(isSecretPublic(WHEEL_MACHINE, 'betting')).toBe(false);
    expect(isSecretPublic(WHEEL_MACHINE, 'spinning')).toBe(true);
  });

  it('has the 54 published segments: black 26, red 17, green 10, yellow 1', () => {
    expect(WHEEL.segments).toBe(54);
    expect(WHEEL_COLOURS.map(segmentCount)).toEqual([26, 17, 10, 1]);
    expect(wheelColour(0)).toBe('yellow');
    expect([...WHEEL_LAYOUT].map((_, segment) => wheelColour(segment)[0]).join('')).toBe(WHEEL_LAYOUT);
  });

  it('publishes each colour’s return: black 96.3 %, red 94.4 %, green and yellow 92.6 %', () => {
    expect(WHEEL_COLOURS.map(colourReturnBasisPoints)).toEqual([9629, 9444, 9259, 9259]);
    expect(WHEEL_COLOURS.map((colour) => (colourReturnBasisPoints(colour) / 100).toFixed(1))).toEqual([
      '96.3',
      '94.4',
      '92.6',
      '92.6',
    ]);
  });

  it('pays stake × the colour’s multiplier, to the cent', () => {
    expect(wheelPayoutCents(1_234, 'black')).toBe(2_468);
    expect(wheelPayoutCents(1_234, 'red')).toBe(3_702);
    expect(wheelPayoutCents(1_234, 'green')).toBe(6_170);
    expect(wheelPayoutCents(1_234, 'yellow')).toBe(61_700);
  });

  it('gives referral earnings the edge of the colour a wager was on (its multiplier), none for the game as a whole', () => {
    const edge = (colour: (typeof WHEEL_COLOURS)[number]) => wheelEdgeBasisPoints(WHEEL_MULTIPLIERS[colour] * 100);
    expect(WHEEL_COLOURS.map(edge)).toEqual([371, 556, 741, 741]);
    expect(wheelEdgeBasisPoints()).toBeNull();
    expect(wheelEdgeBasisPoints(150)).toBeNull();
    expect(CRASH_EDGE_BASIS_POINTS).toBe(400);
  });
});
