import { describe, expect, it } from 'vitest';
import { segmentCount } from '@skinbet/shared/games/wheel.machine';
import { betThumbnails, formatReturn } from './wheel-view';

describe('wheel view', () => {
  it('publishes each colour’s return from the shared formula', () => {
    expect(['black', 'red', 'green', 'yellow'].map((c) => formatReturn(c as 'black', 'en'))).toEqual([
      '96.3%',
      '94.4%',
      '92.6%',
      '92.6%',
    ]);
    expect(formatReturn('black', 'ru').replace(/\s/g, ' ')).toBe('96,3 %');
  });

  it('counts the segments of each colour', () => {
    expect([segmentCount('black'), segmentCount('red'), segmentCount('green'), segmentCount('yellow')]).toEqual([
      26, 17, 10, 1,
    ]);
  });

  it('shows three thumbnails, then +N', () => {
    expect(betThumbnails([1, 2, 3, 4, 5])).toEqual({ shown: [1, 2, 3], more: 2 });
    expect(betThumbnails([1])).toEqual({ shown: [1], more: 0 });
  });
});
