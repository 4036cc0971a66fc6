import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { hasTranslation } from '../../../lib/i18n';
import { notify } from '../../../lib/notices';

/** The Steam callback redirects to `/?auth_error=<key>` when sign-in fails; show it once, then tidy the URL. */
export function useAuthErrorNotice(): void {
  const [params, setParams] = useSearchParams();
  const key = params.get('auth_error');
  useEffect(() => {
    if (!key) return;
    notify.error(hasTranslation(key) ? key : 'app_error.login');
    setParams(
      (current) => {
        current.delete('auth_error');
        return current;
      },
      { replace: true },
    );
  }, [key, setParams]);
}
