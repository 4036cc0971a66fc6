import { describe, expect, it } from 'vitest';
import { nameSkeletons, skeleton } from './skeleton';

describe('skeleton', () => {
  it('maps look-alikes to one prototype (Unicode confusables.txt)', () => {
    expect(skeleton('\u0430dmin')).toBe(skeleton('admin')); // Cyrillic «а»
    expect(skeleton('p\u0430yp\u0430l')).toBe(skeleton('paypal'));
    expect(skeleton('m')).toBe(skeleton('rn'));
    expect(skeleton('\u04BBttps')).toBe('https'); // Cyrillic «һ»
  });

  it('tells apart what does not look alike', () => {
    expect(skeleton('admin')).not.toBe(skeleton('admim'));
    expect(skeleton('Вася')).not.toBe(skeleton('Ваня'));
  });
});

describe('nameSkeletons', () => {
  const sameName = (a: string, b: string) => {
    const [x, y] = [nameSkeletons(a), nameSkeletons(b)];
    return x.nameSkeleton === y.nameSkeleton || x.nameCapsSkeleton === y.nameCapsSkeleton;
  };

  it.each([
    ['a Cyrillic «а»', '\u0430dmin', 'admin'],
    ['a Cyrillic «а» against a capital', '\u0430dmin', 'Admin'],
    ['Cyrillic «а», «о» and «с»', '\u0441\u043E\u0441\u0430', 'coca'],
    ['Cyrillic capitals', '\u0412\u041E\u0412', 'BOB'],
    ['a Greek capital alpha', '\u0391dmin', 'Admin'],
    ['a Greek «ν» for a «v»', '\u03BDasya', 'vasya'],
    ['"rn" for "m"', 'adrnin', 'admin'],
    ['another case', 'Admin', 'admin'],
    ['capitals', 'SWIFTBISON7605', 'SwiftBison7605'],
    ['a capital «I» for an «l»', 'AIice', 'Alice'],
    ['a zero-width space', 'ad\u200Bmin', 'admin'],
    ['a right-to-left override', '\u202Eadmin', 'admin'],
    ['full-width letters', '\uFF41\uFF44\uFF4D\uFF49\uFF4E', 'admin'],
    ['doubled spaces', 'Bob  Smith ', 'Bob Smith'],
    ['Russian in another case', 'Вася', 'ВАСЯ'],
  ])('is the same name for %s', (_label, a, b) => {
    expect(sameName(a, b)).toBe(true);
  });

  it.each([
    ['different letters', 'Bob', 'Rob'],
    ['different Russian names', 'Вася', 'Ваня'],
    ['an accent', 'café', 'cafe'],
    ['a digit more', 'Player1', 'Player11'],
    ['a letter more', 'Anna', 'Ann'],
  ])('is another name for %s', (_label, a, b) => {
    expect(sameName(a, b)).toBe(false);
  });
});
