import { describe, expect, it } from 'vitest';
import { LEDGER_KINDS } from '@skinbet/shared/ledger';
import en from '../../locales/en/profile.json';
import ru from '../../locales/ru/profile.json';
import { ledgerKindKey, signedAmount, statEntries, STAT_IDS } from './profile-format';

const STATS = {
  games_played: 1234,
  games_won: 617,
  winrate: 50,
  total_wagered: 1520.5,
  total_won: 99.99,
  top_win: 62.5,
  top_ratio: 2.5,
};

/** Reads `a.b.c` from a locale tree. */
function lookup(tree: unknown, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);
}

describe('ledgerKindKey', () => {
  it.each(LEDGER_KINDS)('labels %s in both languages', (kind) => {
    const key = ledgerKindKey(kind);
    expect(key).toBe(`ledger_kind.${kind}`);
    expect(typeof lookup(ru, key)).toBe('string');
    expect(typeof lookup(en, key)).toBe('string');
  });

  it('labels a kind this client does not know as "other"', () => {
    expect(ledgerKindKey('crash_jackpot_bonus')).toBe('ledger_kind.other');
    expect(ledgerKindKey('')).toBe('ledger_kind.other');
    expect(lookup(en, 'ledger_kind.other')).toBe('Other');
  });
});

describe('signedAmount', () => {
  it('always shows the sign and colours by direction', () => {
    expect(signedAmount(10.25)).toEqual({ text: '+$10.25', tone: 'credit' });
    expect(signedAmount(-25.5)).toEqual({ text: '\u2212$25.50', tone: 'debit' });
    expect(signedAmount(-0.01)).toEqual({ text: '\u2212$0.01', tone: 'debit' });
  });
});

describe('statEntries', () => {
  it('lists every published statistic in order, formatted', () => {
    expect(statEntries(STATS, 'en')).toEqual([
      { id: 'games_played', value: '1,234' },
      { id: 'games_won', value: '617' },
      { id: 'winrate', value: '50.0%' },
      { id: 'total_wagered', value: '$1,520.50' },
      { id: 'total_won', value: '$99.99' },
      { id: 'top_win', value: '$62.50' },
      { id: 'top_ratio', value: 'x2.50' },
    ]);
  });

  it('follows the language for counts and decimals', () => {
    const values = Object.fromEntries(statEntries(STATS, 'ru').map((entry) => [entry.id, entry.value]));
    // Russian groups thousands with a (narrow) no-break space and uses a decimal comma.
    expect(values.games_played).toMatch(/^1\s234$/u);
    expect(values.winrate).toBe('50,0%');
    expect(values.top_ratio).toBe('x2,50');
  });

  it('puts the level and the experience first where the profile has them (xp, level)', () => {
    const own = statEntries(STATS, 'en', { level: 7, xp: 52_300 });
    expect(own.slice(0, 3)).toEqual([
      { id: 'level', value: '7' },
      { id: 'xp', value: '52,300' },
      { id: 'games_played', value: '1,234' },
    ]);
    // Without the experience (an older server's public profile) its tile is left out.
    expect(statEntries(STATS, 'en', { level: 7 }).map((entry) => entry.id)).toEqual(
      STAT_IDS.filter((id) => id !== 'xp'),
    );
  });

  it('shows a dash for the top ratio before any win', () => {
    const empty = { ...STATS, games_played: 0, games_won: 0, winrate: 0, top_ratio: 0 };
    const topRatio = statEntries(empty, 'en').find((entry) => entry.id === 'top_ratio');
    expect(topRatio?.value).toBe('\u2014');
  });

  it.each(STAT_IDS)('has a label for %s in both languages', (id) => {
    expect(typeof lookup(ru, `profile.stats.${id}`)).toBe('string');
    expect(typeof lookup(en, `profile.stats.${id}`)).toBe('string');
  });
});
