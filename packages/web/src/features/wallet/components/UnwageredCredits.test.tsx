import i18next from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import '../../../lib/i18n';
import { UnwageredCredits } from './UnwageredCredits';

const STILL_TO_WAGER = {
  unwagered: 35,
  unwagered_credits: [
    { kind: 'deposit' as const, amount: 50, unwagered: 25, date: '2026-12-01T10:00:00.000Z' },
    { kind: 'deposit_bonus' as const, amount: 10, unwagered: 10, date: '2026-12-01T10:00:00.000Z' },
    { kind: 'promo_balance' as const, amount: 5, unwagered: 0.5, date: '2026-12-02T09:30:00.000Z' },
    { kind: 'demo_credit' as const, amount: 100, unwagered: 100, date: '2026-11-30T08:00:00.000Z' },
  ],
};

/** The withdraw modal's "still to wager" (issue 25): each credit, what of it is left to stake, and when it came. */
describe('still to wager in the withdraw modal', () => {
  // Unit files share their worker's modules (vitest.config.ts): give the next file the language
  // this one found.
  const languageBefore = i18next.language;
  beforeAll(() => i18next.loadNamespaces('wallet'));
  afterAll(() => i18next.changeLanguage(languageBefore));

  it('lists each credit with its kind, amount, what is left to stake and its date, in both languages', async () => {
    for (const language of ['ru', 'en'] as const) {
      await i18next.changeLanguage(language);
      const html = renderToStaticMarkup(<UnwageredCredits state={STILL_TO_WAGER} />);
      expect(html).toContain('data-testid="withdraw-wagering"');
      for (const kind of ['deposit', 'deposit_bonus', 'promo_balance', 'demo_credit']) {
        expect(html).toContain(`data-kind="${kind}"`);
      }
      for (const amount of ['$35.00', '$50.00', '$25.00', '$10.00', '$0.50', '$100.00']) expect(html).toContain(amount);
      const date = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
      expect(html).toContain(date.format(new Date('2026-12-02T09:30:00.000Z')));
      // Every text is translated: no key and no placeholder left.
      expect(html).not.toMatch(/wallet\.withdraw|\{amount\}|\{left\}|\{date\}|\{total\}/);
    }
  });

  it('shows nothing when every credit is wagered', () => {
    expect(renderToStaticMarkup(<UnwageredCredits state={{ unwagered: 0, unwagered_credits: [] }} />)).toBe('');
  });
});
