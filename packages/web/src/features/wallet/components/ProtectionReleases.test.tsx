import i18next from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import '../../../lib/i18n';
import { ProtectionReleases } from './ProtectionReleases';

const PROTECTED = {
  protected: 69.94,
  protected_releases: [
    { amount: 50, until: '2026-12-08T10:00:00.000Z' },
    { amount: 19.94, until: '2026-12-09T10:00:00.000Z' },
  ],
};

/** The withdraw modal's Trade Protection notice (issue 25): how much must stay, and when it frees up. */
describe('Trade Protection in the withdraw modal', () => {
  // Unit files share their worker's modules (vitest.config.ts): give the next file the language
  // this one found.
  const languageBefore = i18next.language;
  beforeAll(() => i18next.loadNamespaces('wallet'));
  afterAll(() => i18next.changeLanguage(languageBefore));

  it('lists each protected amount with the date it frees up, in the money and the skin tabs, in both languages', async () => {
    for (const language of ['ru', 'en'] as const) {
      await i18next.changeLanguage(language);
      for (const scope of ['money', 'skins'] as const) {
        const html = renderToStaticMarkup(<ProtectionReleases state={PROTECTED} scope={scope} />);
        expect(html).toContain(`data-scope="${scope}"`);
        expect(html).toContain('$69.94');
        expect(html).toContain('data-until="2026-12-08T10:00:00.000Z"');
        expect(html).toContain('$19.94');
        const date = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
        expect(html).toContain(date.format(new Date('2026-12-09T10:00:00.000Z')));
        // Every text is translated: no key and no placeholder left.
        expect(html).not.toMatch(/wallet\.withdraw|\{amount\}|\{until\}/);
      }
    }
  });

  it('shows nothing when no value is protected', () => {
    expect(
      renderToStaticMarkup(<ProtectionReleases state={{ protected: 0, protected_releases: [] }} scope="money" />),
    ).toBe('');
  });
});
