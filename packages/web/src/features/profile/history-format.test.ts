import { describe, expect, it } from 'vitest';
import { formatRatio, historyDetail, isHistoryGame } from './history-format';
import { requestedProfileTab } from './profile-rules';

describe('bet history rows', () => {
  it('reads a wheel colour as a colour and anything else as text', () => {
    expect(historyDetail({ game: 'wheel', detail: 'red' })).toEqual({ kind: 'colour', colour: 'red' });
    expect(historyDetail({ game: 'crash', detail: 'x2.50' })).toEqual({ kind: 'text', text: 'x2.50' });
    expect(historyDetail({ game: 'cases', detail: 'Recoil Case' })).toEqual({ kind: 'text', text: 'Recoil Case' });
    expect(historyDetail({ game: 'wheel', detail: 'purple' })).toEqual({ kind: 'text', text: 'purple' });
    expect(historyDetail({ game: 'jackpot', detail: null })).toBeNull();
    expect(historyDetail({ game: 'jackpot', detail: '' })).toBeNull();
  });

  it('writes the payout ratio as a multiplier, a dash for a lost bet', () => {
    expect(formatRatio(2.5, 'en')).toBe('x2.50');
    expect(formatRatio(12, 'ru')).toBe('x12,00');
    expect(formatRatio(null, 'en')).toBe('\u2014');
    expect(formatRatio(0, 'en')).toBe('\u2014');
  });
});

describe('profile tabs', () => {
  it('knows the games with a history tab', () => {
    expect(['crash', 'jackpot', 'wheel', 'cases'].every(isHistoryGame)).toBe(true);
    expect(isHistoryGame('transactions')).toBe(false);
  });

  it('opens the tab a stored flag names, a game tab too, and ignores anything else', () => {
    expect(requestedProfileTab({ profileTab: 'withdrawals' })).toBe('withdrawals');
    expect(requestedProfileTab({ profileTab: 'wheel' })).toBe('wheel');
    expect(requestedProfileTab({ profileTab: 'secrets' })).toBeUndefined();
    expect(requestedProfileTab(null)).toBeUndefined();
  });
});
