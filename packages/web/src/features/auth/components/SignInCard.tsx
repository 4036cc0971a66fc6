import { useState, type FormEvent } from 'react';
import { useAppConfig } from '../../../lib/app-config';
import { failureKey } from '../../../lib/api-client';
import { useI18n } from '../../../lib/i18n';
import { notify } from '../../../lib/notices';
import { demoSignIn, STEAM_SIGN_IN_PATH } from '../api/auth.api';
import './SignInCard.css';

/** Same bounds as the server's demo name schema (2–24 letters, digits, space, _ . -). */
const NAME_PATTERN = '[\\p{L}\\p{N}_ .\\-]{2,24}';

/** Sign-in: the user agreement must be ticked before Steam or the demo account (SPEC §4, §5). */
export function SignInCard() {
  const { t } = useI18n();
  const config = useAppConfig();
  const [agreed, setAgreed] = useState(false);
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);

  async function onDemoSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!agreed) return notify.error('auth.agreement_required');
    setBusy(true);
    try {
      await demoSignIn(name.trim());
    } catch (error) {
      notify.error(failureKey(error, 'app_error.login'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="panel sign-in" data-testid="sign-in">
      <h2 className="panel__title">{t('auth.title')}</h2>
      <p className="sign-in__lead">{t('auth.subtitle')}</p>
      <label className="sign-in__agreement">
        <input
          type="checkbox"
          checked={agreed}
          onChange={(event) => setAgreed(event.target.checked)}
          data-testid="agreement-checkbox"
        />
        <span>{t('auth.agreement')}</span>
      </label>
      <a
        className={`button button--steam${agreed ? '' : ' is-disabled'}`}
        href={agreed ? STEAM_SIGN_IN_PATH : undefined}
        aria-disabled={!agreed}
        onClick={(event) => {
          if (agreed) return;
          event.preventDefault();
          notify.error('auth.agreement_required');
        }}
        data-testid="steam-sign-in"
      >
        {t('auth.steam')}
      </a>
      {config?.demo_login && (
        <form className="sign-in__demo" onSubmit={onDemoSubmit} data-testid="demo-login-form">
          <div className="sign-in__or">{t('auth.or')}</div>
          <h3 className="sign-in__demo-title">{t('auth.demo_title')}</h3>
          <p className="sign-in__hint">{t('auth.demo_hint')}</p>
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
    </section>
  );
}
