import { describe, expect, it } from 'vitest';
import { readReferral, referralCookie } from './referral';

describe('readReferral', () => {
  it('takes the code and leaves the rest of the address as it was', () => {
    expect(readReferral('https://skin.bet/?ref=ab12CD')).toEqual({ code: 'ab12CD', cleanUrl: '/' });
    expect(readReferral('https://skin.bet/jackpot?x=1&ref=k_9-z&y=2#chat')).toEqual({
      code: 'k_9-z',
      cleanUrl: '/jackpot?x=1&y=2#chat',
    });
  });

  it('changes nothing without the parameter', () => {
    expect(readReferral('https://skin.bet/crash?x=1')).toEqual({ code: null, cleanUrl: null });
  });

  it('drops a value that is not a code, but still cleans the address', () => {
    expect(readReferral('https://skin.bet/?ref=')).toEqual({ code: null, cleanUrl: '/' });
    expect(readReferral('https://skin.bet/?ref=%3Cscript%3E')).toEqual({ code: null, cleanUrl: '/' });
    expect(readReferral(`https://skin.bet/?ref=${'a'.repeat(65)}`).code).toBeNull();
  });
});

describe('referralCookie', () => {
  it('keeps the code for 30 days on the whole site, sent on top-level navigations only (Lax)', () => {
    expect(referralCookie('ab12')).toBe('skinbet_ref=ab12; path=/; max-age=2592000; SameSite=Lax');
  });
});
