import { describe, expect, it } from 'vitest';
import {
  betThumbnails,
  boardColumns,
  boardLayout,
  formatChance,
  litDashes,
  rowAt,
  secondsLeft,
  ticketsText,
} from './jackpot-view';

describe('countdown', () => {
  it('counts whole seconds up, so 0 shows only once betting is over', () => {
    expect(secondsLeft(30_000)).toBe(30);
    expect(secondsLeft(29_001)).toBe(30);
    expect(secondsLeft(29_000)).toBe(29);
    expect(secondsLeft(1)).toBe(1);
    expect(secondsLeft(0)).toBe(0);
    expect(secondsLeft(-500)).toBe(0);
  });

  it('lights one of the 30 dashes per second of a 30 s timer', () => {
    expect(litDashes(30_000, 30_000)).toBe(30);
    expect(litDashes(29_500, 30_000)).toBe(30);
    expect(litDashes(29_000, 30_000)).toBe(29);
    expect(litDashes(15_000, 30_000)).toBe(15);
    expect(litDashes(1, 30_000)).toBe(1);
    expect(litDashes(0, 30_000)).toBe(0);
  });

  it('keeps the ring proportional for another timer length', () => {
    expect(litDashes(10_000, 10_000)).toBe(30);
    expect(litDashes(5000, 10_000)).toBe(15);
    expect(litDashes(40_000, 10_000)).toBe(30);
    expect(litDashes(1000, 0)).toBe(0);
  });
});

describe('formatting', () => {
  it('writes chances with one decimal', () => {
    expect(formatChance(12.3)).toBe('12.3%');
    expect(formatChance(100)).toBe('100.0%');
    expect(formatChance(0)).toBe('0.0%');
  });

  it('writes ticket ranges as #from-to', () => {
    expect(ticketsText([{ from: 1, to: 250 }])).toBe('#1-250');
    expect(
      ticketsText([
        { from: 1, to: 250 },
        { from: 901, to: 1000 },
      ]),
    ).toBe('#1-250, #901-1000');
  });

  it('shows at most 5 thumbnails and counts the rest', () => {
    expect(betThumbnails([1, 2, 3])).toEqual({ shown: [1, 2, 3], more: 0 });
    expect(betThumbnails([1, 2, 3, 4, 5, 6, 7])).toEqual({ shown: [1, 2, 3, 4, 5], more: 2 });
  });
});

describe('items board', () => {
  it('has 4 columns when wide and 3 otherwise', () => {
    expect(boardColumns(true)).toBe(4);
    expect(boardColumns(false)).toBe(3);
  });

  it('pads the items to whole rows, at least two', () => {
    expect(boardLayout(0, 4)).toEqual({ rows: 2, placeholders: 8 });
    expect(boardLayout(5, 3)).toEqual({ rows: 2, placeholders: 1 });
    expect(boardLayout(8, 4)).toEqual({ rows: 2, placeholders: 0 });
    expect(boardLayout(9, 4)).toEqual({ rows: 3, placeholders: 3 });
    expect(boardLayout(10, 3)).toEqual({ rows: 4, placeholders: 2 });
  });

  it('knows the row at the top of the board for the scroll dots', () => {
    expect(rowAt(0, 131, 4)).toBe(0);
    expect(rowAt(131, 131, 4)).toBe(1);
    expect(rowAt(200, 131, 4)).toBe(2);
    expect(rowAt(10_000, 131, 4)).toBe(3);
    expect(rowAt(50, 0, 4)).toBe(0);
  });
});
