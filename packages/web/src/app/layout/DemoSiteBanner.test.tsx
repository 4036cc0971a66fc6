import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { AppConfigDto } from '@skinbet/shared/schemas/app.schemas';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18nReady, setLanguage } from '../../lib/i18n';
import { QUERY_KEYS } from '../../lib/query-keys';
import DemoSiteBanner from './DemoSiteBanner';

function render(config: Partial<AppConfigDto>): string {
  const client = new QueryClient();
  client.setQueryData(QUERY_KEYS.config, config as AppConfigDto);
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <DemoSiteBanner />
    </QueryClientProvider>,
  );
}

describe('DemoSiteBanner (issue 25)', () => {
  beforeAll(() => i18nReady);
  afterEach(() => setLanguage('ru'));

  it('shows nothing on a real site', () => {
    expect(render({ demo_site: false })).toBe('');
  });

  it('names the demo site in a labelled region, in Russian by default', () => {
    const html = render({ demo_site: true });
    expect(html).toContain('data-testid="demo-site-banner"');
    expect(html).toMatch(/<aside[^>]*aria-label="Демо-сайт"/);
    expect(html).toContain('настоящие деньги и скины не участвуют');
  });

  it('speaks English when the player chose it', async () => {
    await setLanguage('en');
    const html = render({ demo_site: true });
    expect(html).toMatch(/<aside[^>]*aria-label="Demo site"/);
    expect(html).toContain('no real money or skins are involved');
  });
});
