import { useId, useState } from 'react';
import { useCurrentUser } from '../../../lib/current-user';
import { useI18n } from '../../../lib/i18n';
import { useRedeemPromo } from '../api/promo.api';
import { normalisePromoCode } from '../promo-rules';
import styles from './PromoPage.module.css';
import { SignInButton } from '../../../components/SignInButton';

/**
 * The balance promo code entry (`usePromo`, docs/api/http.md "Calls"): the code's amount goes to
 * the balance at once.
 */
export function PromoCodeCard() {
  const { t } = useI18n('promo');
  const { user, known } = useCurrentUser();
  const [text, setText] = useState('');
  const inputId = useId();
  const redeem = useRedeemPromo(() => setText(''));
  const code = normalisePromoCode(text);

  return (
    <section className={`panel ${styles.card}`} aria-labelledby={`${inputId}-title`} data-testid="promo-code-card">
      <h2 id={`${inputId}-title`} className={styles.cardTitle}>
        {t('promo.code.title')}
      </h2>
      <p className={styles.text}>{t('promo.code.text')}</p>
      {user || !known ? (
        <form
          className={styles.form}
          onSubmit={(event) => {
            event.preventDefault();
            if (code && !redeem.isPending) redeem.mutate(code);
          }}
        >
          <label className="visually-hidden" htmlFor={inputId}>
            {t('promo.code.label')}
          </label>
          <input
            id={inputId}
            className={`input ${styles.input}`}
            value={text}
            maxLength={32}
            autoComplete="off"
            spellCheck={false}
            placeholder={t('promo.code.placeholder')}
            onChange={(event) => setText(event.target.value)}
            data-testid="promo-code-input"
          />
          <button
            type="submit"
            className="button button--primary"
            disabled={!code || redeem.isPending || !user}
            aria-busy={redeem.isPending || undefined}
            data-testid="promo-code-submit"
          >
            {t('promo.code.submit')}
          </button>
        </form>
      ) : (
        <SignInButton look="ghost" testId="promo-login">
          {t('promo.sign_in')}
        </SignInButton>
      )}
      <p className={styles.muted}>{t('promo.code.once')}</p>
    </section>
  );
}
