import { useEffect } from 'react';
import { hasTranslation } from '../../../lib/i18n';
import { notify } from '../../../lib/notices';

/** The Steam callback redirects to `/?auth_error=<key>` when sign-in fails; show it once, then tidy the URL. */
export function useAuthErrorNotice(): void {
  useEffect(() => {
    const url = new URL(window.location.href);
    const key = url.searchParams.get('auth_error');
    if (!key) return;
    notify.error(hasTranslation(key) ? key : 'app_error.login');
    url.searchParams.delete('auth_error');
    window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
  }, []);
}
