import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SiteBannerDto } from '@skinbet/shared/schemas/site-banner.schemas';
import { i18nReady, setLanguage } from '../../lib/i18n';
import { installStorage } from '../../lib/memory-storage.test-support';
import SiteBanner from './SiteBanner';

const BANNER: SiteBannerDto = {
  version: 3,
  level: 'warning',
  text: { ru: 'Плановые работы в 03:00', en: 'Maintenance at 03:00' },
  ends_at: null,
};

/** The operator's site banner in the layout (docs/operations/console.md "Content"). */
describe('SiteBanner', () => {
  beforeAll(() => i18nReady);
  let storage: Map<string, string>;
  beforeEach(() => {
    storage = installStorage();
  });
  afterEach(() => setLanguage('ru'));

  it("shows the text in the player's language with a close button", async () => {
    const html = renderToStaticMarkup(<SiteBanner banner={BANNER} />);
    expect(html).toContain('data-testid="site-banner"');
    expect(html).toContain('Плановые работы в 03:00');
    expect(html).toContain('aria-label="Закрыть"');
    await setLanguage('en');
    expect(renderToStaticMarkup(<SiteBanner banner={BANNER} />)).toContain('Maintenance at 03:00');
  });

  it('stays closed for the version the player closed, and shows the next one', () => {
    storage.set('skinbet.banner.dismissed', '3');
    expect(renderToStaticMarkup(<SiteBanner banner={BANNER} />)).toBe('');
    expect(renderToStaticMarkup(<SiteBanner banner={{ ...BANNER, version: 4 }} />)).toContain('site-banner');
  });
});
