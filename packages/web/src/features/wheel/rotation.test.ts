import { describe, expect, it } from 'vitest';
import { WHEEL } from '@skinbet/shared/games/wheel.machine';
import { WHEEL_LAYOUT } from '@skinbet/shared/fairness/wheel';
import {
  easeOutCubic,
  restingRotation,
  rotationAt,
  SEGMENT_DEG,
  segmentAtRotation,
  segmentPath,
  spinTarget,
  ticksBetween,
} from './rotation';

const SEGMENTS = [...WHEEL_LAYOUT].map((_, index) => index);

describe('wheel geometry', () => {
  it('has 54 segments of 360/54 degrees', () => {
    expect(WHEEL.segments).toBe(54);
    expect(SEGMENT_DEG * 54).toBeCloseTo(360, 9);
  });

  it('reads the segment under the top pointer from the disc rotation', () => {
    expect(segmentAtRotation(0)).toBe(0);
    // Turning the disc clockwise by a bit more than one segment brings the last segment under the pointer.
    expect(segmentAtRotation(SEGMENT_DEG + 0.5)).toBe(52);
    expect(segmentAtRotation(-SEGMENT_DEG - 0.5)).toBe(1);
    expect(segmentAtRotation(-360 * 5 - 2.5 * SEGMENT_DEG)).toBe(2);
  });

  it('rests 4° into every segment (the default additional angle)', () => {
    for (const segment of SEGMENTS) {
      const rest = restingRotation(segment);
      expect(rest).toBeGreaterThanOrEqual(0);
      expect(rest).toBeLessThan(360);
      expect(segmentAtRotation(rest)).toBe(segment);
      // 4° past the segment's start, under the pointer.
      expect((((-rest - segment * SEGMENT_DEG) % 360) + 360) % 360).toBeCloseTo(WHEEL.animation.additionalAngleDeg, 9);
    }
  });
});

describe('spinTarget', () => {
  it('lands exactly on the server segment from any start, after 3 full turns and less than a 4th', () => {
    const starts = [0, 17.3, -42, 359.99, 1234.5, restingRotation(53) + 360 * 7];
    for (const from of starts) {
      for (const segment of SEGMENTS) {
        const to = spinTarget(from, segment);
        expect(segmentAtRotation(to)).toBe(segment);
        expect(to - from).toBeGreaterThanOrEqual(360 * WHEEL.animation.fullTurns);
        expect(to - from).toBeLessThan(360 * (WHEEL.animation.fullTurns + 1));
      }
    }
  });

  it('chains spins: each starts where the last stopped and still lands right', () => {
    let rotation = 0;
    for (const segment of [1, 0, 53, 26, 26, 9]) {
      rotation = spinTarget(rotation, segment);
      expect(segmentAtRotation(rotation)).toBe(segment);
      expect(WHEEL_LAYOUT[segmentAtRotation(rotation)]).toBe(WHEEL_LAYOUT[segment]);
    }
  });

  it('without turns (a reduced-motion jump) still moves forwards to the segment', () => {
    const to = spinTarget(100, 5, 0);
    expect(segmentAtRotation(to)).toBe(5);
    expect(to).toBeGreaterThanOrEqual(100);
    expect(to - 100).toBeLessThan(360);
  });
});

describe('rotationAt', () => {
  const spin = { from: 10, to: 1210, startedAt: 1000, endsAt: 9000 };

  it('eases from the start to the target over the transition and stays there', () => {
    expect(rotationAt(spin, 500)).toBe(10);
    expect(rotationAt(spin, 1000)).toBe(10);
    expect(rotationAt(spin, 5000)).toBeCloseTo(10 + 1200 * easeOutCubic(0.5), 9);
    expect(rotationAt(spin, 9000)).toBe(1210);
    expect(rotationAt(spin, 20_000)).toBe(1210);
  });

  it('never turns backwards', () => {
    let last = -Infinity;
    for (let t = 900; t <= 9100; t += 37) {
      const now = rotationAt(spin, t);
      expect(now).toBeGreaterThanOrEqual(last);
      last = now;
    }
  });

  it('jumps to the target when there is no time to spin', () => {
    expect(rotationAt({ ...spin, endsAt: spin.startedAt }, 1000)).toBe(1210);
  });
});

describe('ticksBetween', () => {
  it('counts one tick per 12° passed since the spin began', () => {
    expect(ticksBetween(0, 0, 11.9)).toBe(0);
    expect(ticksBetween(0, 11.9, 12)).toBe(1);
    expect(ticksBetween(0, 0, 360)).toBe(30);
    expect(ticksBetween(100, 100, 100 + 36)).toBe(3);
    expect(ticksBetween(0, 50, 40)).toBe(0);
  });

  it('adds up to the whole spin however the frames fall', () => {
    const spin = { from: 3, to: spinTarget(3, 17), startedAt: 0, endsAt: 8000 };
    let previous = spin.from;
    let ticks = 0;
    for (let t = 0; t <= 8000; t += 16.7) {
      const current = rotationAt(spin, t);
      ticks += ticksBetween(spin.from, previous, current);
      previous = current;
    }
    ticks += ticksBetween(spin.from, previous, spin.to);
    expect(ticks).toBe(Math.floor((spin.to - spin.from) / 12));
  });
});

describe('segmentPath', () => {
  it('draws a wedge from the centre, starting at the top for segment 0', () => {
    expect(segmentPath(0, 100, 110)).toMatch(/^M 110 110 L 110\.000 10\.000 A 100 100 0 0 1 /);
  });
});
