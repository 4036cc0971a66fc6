import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Modal } from '../../../components/Modal';
import { useAppConfig } from '../../../lib/app-config';
import { useI18n } from '../../../lib/i18n';
import { notify } from '../../../lib/notices';
import { demoSignIn, STEAM_SIGN_IN_PATH } from '../api/auth.api';
import { useUiStore } from '../../../lib/ui-store';
import styles from './LoginModal.module.css';

/** Same bounds as the server's demo name schema (2–24 letters, digits, space, _ . -). */
const NAME_PATTERN = '[\\p{L}\\p{N}_ .\\-]{2,24}';

/**
 * The login modal (docs/product/screens.md "Layout",
 * docs/product/overview.md "Accounts and sign-in"): the user agreement must be ticked
 * before the Steam button or the demo account works. Steam is a full-page navigation to
 * `/socialite/steam`; the server answers Steam's return at `/auth/callback` and sends the browser
 * back signed in.
 */
export function LoginModal() {
  const { t } = useI18n();
  const closeModal = useUiStore((state) => state.closeModal);
  const config = useAppConfig();
  const [agreed, setAgreed] = useState(false);
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);

  async function onDemoSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!agreed) return notify.fail('auth.agreement_required');
    setBusy(true);
    try {
      await demoSignIn(name.trim());
      closeModal();
    } catch (error) {
      notify.failure(error, 'app_error.login');
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal title={t('auth.title')} onClose={closeModal} testId="login-modal">
      <p className={styles.lead}>{t('auth.subtitle')}</p>
      <label className={styles.agreement}>
        <input
          type="checkbox"
          checked={agreed}
          onChange={(event) => setAgreed(event.target.checked)}
          data-testid="agreement-checkbox"
        />
        <span>
          {t('auth.agreement_before')}{' '}
          <Link to="/user-agreement" onClick={closeModal}>
            {t('auth.agreement_link')}
          </Link>
        </span>
      </label>
      <a
        className={`button button--steam ${styles.steam}${agreed ? '' : ' is-disabled'}`}
        href={agreed ? STEAM_SIGN_IN_PATH : undefined}
        aria-disabled={!agreed}
        onClick={(event) => {
          if (agreed) return;
          event.preventDefault();
          notify.fail('auth.agreement_required');
        }}
        data-testid="steam-sign-in"
      >
        {t('auth.steam')}
      </a>
      {config?.demo_login && (
        <form className={styles.demo} onSubmit={onDemoSubmit} data-testid="demo-login-form">
          <div className={styles.or}>{t('auth.or')}</div>
          <h3 className={styles.demoTitle}>{t('auth.demo_title')}</h3>
          <p className={styles.hint}>{t('auth.demo_hint')}</p>
          <label className="field">
            <span className="field__label">{t('auth.name_label')}</span>
            <input
              className="input"
              value={name}
              onChange={(event) => setName(event.target.value)}
              placeholder={t('auth.name_placeholder')}
              required
              minLength={2}
              maxLength={24}
              pattern={NAME_PATTERN}
              autoComplete="nickname"
              data-testid="demo-name"
            />
          </label>
          <button
            className="button button--primary"
            type="submit"
            disabled={!agreed || busy}
            data-testid="demo-login-submit"
          >
            {t('auth.demo_submit')}
          </button>
        </form>
      )}
    </Modal>
  );
}
export default LoginModal;
