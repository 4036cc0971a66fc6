import { useI18n } from '../../../lib/i18n';
import { useUiStore } from '../../../lib/ui-store';

/** The guest's sign-in button (docs/product/overview.md "Roles and permissions"): opens the login modal. */
export function LoginButton() {
  const { t } = useI18n();
  const openModal = useUiStore((state) => state.openModal);
  return (
    <button
      type="button"
      className="button button--primary"
      onClick={() => openModal('login')}
      data-testid="login-button"
    >
      {t('auth.login')}
    </button>
  );
}
