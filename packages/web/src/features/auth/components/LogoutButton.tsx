import { useState } from 'react';
import { failureKey } from '../../../lib/api-client';
import { useI18n } from '../../../lib/i18n';
import { notify } from '../../../lib/notices';
import { signOut } from '../api/auth.api';

export function LogoutButton() {
  const { t } = useI18n();
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      className="button button--ghost"
      disabled={busy}
      data-testid="logout"
      onClick={async () => {
        setBusy(true);
        try {
          await signOut();
        } catch (error) {
          notify.error(failureKey(error));
        } finally {
          setBusy(false);
        }
      }}
    >
      {t('header.logout')}
    </button>
  );
}
