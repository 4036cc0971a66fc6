import { MutationObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiFailure, RATE_LIMITED_KEY } from './api-client';
import { DEFAULT_LANGUAGE, hasTranslation, setLanguage } from './i18n';
import { dismissAllNotices, getNotices, noticeText } from './notices';
import { createQueryClient } from './query-client';

const tooManyRequests = () => new ApiFailure(RATE_LIMITED_KEY, 429, true);
const shown = () => getNotices().map(({ kind, key }) => [kind, key]);

describe('failed calls become notices', () => {
  afterEach(async () => {
    dismissAllNotices();
    await setLanguage(DEFAULT_LANGUAGE);
  });

  it('shows a 429 from a write as a translated notice, in both languages', async () => {
    const client = createQueryClient();
    const observer = new MutationObserver(client, { mutationFn: () => Promise.reject(tooManyRequests()) });
    await observer.mutate().catch(() => undefined);
    expect(shown()).toEqual([['fail', RATE_LIMITED_KEY]]);
    for (const language of ['ru', 'en'] as const) {
      await setLanguage(language);
      expect(hasTranslation(RATE_LIMITED_KEY), language).toBe(true);
      expect(noticeText(getNotices()[0]!), language).not.toBe(RATE_LIMITED_KEY);
    }
  });

  it('shows a 429 even from a read that otherwise fails quietly (the user poll)', async () => {
    const client = createQueryClient();
    const read = (error: Error) =>
      client
        .fetchQuery({
          queryKey: ['quiet', error.message],
          queryFn: () => Promise.reject(error),
          retry: false,
          meta: { silent: true },
        })
        .catch(() => undefined);
    await read(new ApiFailure('app_error.load', 500));
    expect(shown()).toEqual([]);
    await read(tooManyRequests());
    expect(shown()).toEqual([['fail', RATE_LIMITED_KEY]]);
  });
});
