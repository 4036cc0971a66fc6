import { describe, expect, it } from 'vitest';
import { WITHDRAWALS_TAB_STATE } from '../../lib/profile-tab';
import { checkTradeLink, parseUserId, requestedProfileTab, userBadges } from './profile-rules';

const LINK = 'https://steamcommunity.com/tradeoffer/new/?partner=87654321&token=Zx-9_aB1';

describe('checkTradeLink', () => {
  it('accepts a Steam trade URL, surrounding spaces included (the server trims them)', () => {
    expect(checkTradeLink(LINK)).toBe('ok');
    expect(checkTradeLink(`  ${LINK}\n`)).toBe('ok');
  });

  it('asks for a link when the field is blank', () => {
    expect(checkTradeLink('')).toBe('empty');
    expect(checkTradeLink('   ')).toBe('empty');
  });

  it.each([
    ['another host', LINK.replace('steamcommunity.com', 'steamcommunity.com.evil.example')],
    ['plain http', LINK.replace('https:', 'http:')],
    ['a missing token', 'https://steamcommunity.com/tradeoffer/new/?partner=87654321'],
    ['a short token', LINK.replace('Zx-9_aB1', 'Zx-9')],
    ['an extra parameter', `${LINK}&redirect=https://evil.example`],
    ['a script URL', 'javascript:alert(1)'],
    ['a profile URL', 'https://steamcommunity.com/id/someone'],
  ])('refuses %s', (_label, value) => {
    expect(checkTradeLink(value)).toBe('invalid');
  });
});

describe('parseUserId', () => {
  it('reads a positive integer id', () => {
    expect(parseUserId('1')).toBe(1);
    expect(parseUserId('424242')).toBe(424242);
    expect(parseUserId(String(Number.MAX_SAFE_INTEGER))).toBe(Number.MAX_SAFE_INTEGER);
  });

  it.each([undefined, '', '0', '-1', '01', '1.5', '1e3', 'abc', ' 7', '7 ', '9007199254740993', '12345678901234567'])(
    'refuses %j',
    (param) => {
      expect(parseUserId(param)).toBeNull();
    },
  );
});

describe('userBadges', () => {
  const roles = (is_admin: boolean, is_moderator: boolean, is_youtuber: boolean, is_demo = false) =>
    userBadges({ is_admin, is_moderator, is_youtuber, is_demo });

  it('shows one staff badge, admin over moderator', () => {
    expect(roles(true, true, false)).toEqual(['admin']);
    expect(roles(false, true, false)).toEqual(['moderator']);
  });

  it('shows the video-creator badge beside a staff badge', () => {
    expect(roles(true, false, true)).toEqual(['admin', 'youtuber']);
    expect(roles(false, false, true)).toEqual(['youtuber']);
  });

  it('shows none for a plain player', () => {
    expect(roles(false, false, false)).toEqual([]);
  });

  it('marks a demo account, beside its roles', () => {
    expect(roles(false, false, false, true)).toEqual(['demo']);
    expect(roles(true, false, false, true)).toEqual(['admin', 'demo']);
  });
});

describe('the stored flag that opens a profile tab', () => {
  it("reads the tab from a history entry's state and ignores anything else", () => {
    expect(requestedProfileTab(WITHDRAWALS_TAB_STATE)).toBe('withdrawals');
    for (const state of [null, undefined, {}, { profileTab: 'settings' }, 'withdrawals']) {
      expect(requestedProfileTab(state)).toBeUndefined();
    }
  });
});
