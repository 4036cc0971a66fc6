import { useState } from 'react';
import { useI18n } from '../../../lib/i18n';
import { notify } from '../../../lib/notices';
import { LineIcon } from '../../../components/LineIcon';

/**
 * Ends the session on the server and clears the user's data here
 * (docs/product/overview.md "Accounts and sign-in").
 */
export function LogoutButton() {
  const { t } = useI18n();
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      className="button button--ghost button--icon"
      disabled={busy}
      aria-label={t('header.logout')}
      title={t('header.logout')}
      data-testid="logout"
      onClick={async () => {
        setBusy(true);
        try {
          // Imported on the click: the header is in the first load, the call's schemas (zod) are not.
          const { signOut } = await import('../api/auth.api');
          await signOut();
        } catch (error) {
          notify.failure(error);
        } finally {
          setBusy(false);
        }
      }}
    >
      <LineIcon>
        <path d="M15 4h3a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-3M10 17l5-5-5-5M15 12H3" />
      </LineIcon>
    </button>
  );
}
