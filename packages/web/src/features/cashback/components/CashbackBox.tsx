import { LineIcon } from '../../../components/LineIcon';
import { useCurrentUser } from '../../../lib/current-user';
import { useI18n } from '../../../lib/i18n';
import { useUiStore } from '../../../lib/ui-store';
import { canTake, formatCashback, formatOpensAt } from '../cashback-rules';
import { useOpensAt } from '../hooks/cashback-store';
import { useTakeCashback } from '../hooks/useTakeCashback';
import styles from './CashbackBox.module.css';
import { SignInButton } from '../../../components/SignInButton';

/**
 * The cashback box of the game pages (docs/product/screens.md "Layout": the jackpot's column on
 * desktop, the game area on mobile; the crash page's likewise): the cashback collected so far
 * and the take button, which stays disabled at zero ("empty"). The value follows the socket's
 * `updateCashback` through the cached user. The rules open in the cashback modal; a guest is
 * asked to sign in.
 */
export function CashbackBox() {
  const { t, language } = useI18n('cashback');
  const { user, known } = useCurrentUser();
  const openModal = useUiStore((state) => state.openModal);
  const take = useTakeCashback();
  const opensAt = useOpensAt();
  const cents = user?.cashback ?? 0;

  return (
    <section
      className={styles.box}
      aria-labelledby="cashback-box-title"
      data-testid="cashback-box"
      data-cashback={cents}
    >
      <span className={styles.icon} aria-hidden="true">
        <LineIcon size={24} strokeWidth={1.8}>
          <path d="M3 12a9 9 0 1 0 3-6.7" />
          <path d="M3 4v5h5" />
          <path d="M12 7.5v9M14.5 9.5c-.4-.9-1.3-1.5-2.5-1.5-1.5 0-2.5.8-2.5 1.9 0 2.6 5 1.3 5 4 0 1.1-1 2-2.5 2-1.2 0-2.2-.6-2.6-1.6" />
        </LineIcon>
      </span>
      <div className={styles.body}>
        <h2 id="cashback-box-title" className={styles.title}>
          {t('cashback.title')}
        </h2>
        <span className={styles.amount} data-testid="cashback-amount">
          {formatCashback(cents)}
        </span>
      </div>
      <button
        type="button"
        className={styles.rules}
        onClick={() => openModal('cashback')}
        aria-label={t('cashback.rules_open')}
        title={t('cashback.rules_open')}
        data-testid="cashback-rules-open"
      >
        ?
      </button>
      {user || !known ? (
        <button
          type="button"
          className={`button button--primary ${styles.take}`}
          disabled={!canTake(user?.cashback) || take.isPending}
          aria-busy={take.isPending}
          onClick={() => take.mutate()}
          data-testid="cashback-take"
        >
          {t('cashback.take')}
        </button>
      ) : (
        <SignInButton look="ghost" className={styles.take} testId="cashback-login">
          {t('cashback.sign_in')}
        </SignInButton>
      )}
      {opensAt && (
        <p className={styles.hint} data-testid="cashback-opens-at">
          {t('cashback.opens_at', { time: formatOpensAt(opensAt, language) })}
        </p>
      )}
    </section>
  );
}

export default CashbackBox;
