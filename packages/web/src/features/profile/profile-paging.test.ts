import { describe, expect, it } from 'vitest';
import { absoluteLink, clampPage, pagerFor } from './profile-paging';

describe('clampPage', () => {
  it('keeps a page inside 1…pages', () => {
    expect(clampPage(3, 5)).toBe(3);
    expect(clampPage(0, 5)).toBe(1);
    expect(clampPage(9, 5)).toBe(5);
    expect(clampPage(2.7, 5)).toBe(2);
  });

  it('treats an empty statement as one page and a nonsense page as the first', () => {
    expect(clampPage(4, 0)).toBe(1);
    expect(clampPage(Number.NaN, 3)).toBe(1);
  });
});

describe('pagerFor', () => {
  it('offers the way back only after the first page and forward only before the last', () => {
    expect(pagerFor(1, 3)).toEqual({ page: 1, pages: 3, hasPrevious: false, hasNext: true });
    expect(pagerFor(2, 3)).toEqual({ page: 2, pages: 3, hasPrevious: true, hasNext: true });
    expect(pagerFor(3, 3)).toEqual({ page: 3, pages: 3, hasPrevious: true, hasNext: false });
  });

  it('has nowhere to go with a single page', () => {
    expect(pagerFor(1, 1)).toEqual({ page: 1, pages: 1, hasPrevious: false, hasNext: false });
    expect(pagerFor(1, 0)).toEqual({ page: 1, pages: 1, hasPrevious: false, hasNext: false });
  });
});

describe('absoluteLink', () => {
  it('keeps an absolute link and completes a relative one against the site', () => {
    expect(absoluteLink('https://skin.bet/?ref=ab12', 'http://127.0.0.1:3000')).toBe('https://skin.bet/?ref=ab12');
    expect(absoluteLink('/?ref=ab12', 'http://127.0.0.1:3000')).toBe('http://127.0.0.1:3000/?ref=ab12');
  });
});
