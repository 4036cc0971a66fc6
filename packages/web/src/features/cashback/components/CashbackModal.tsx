import { Modal } from '../../../components/Modal';
import { useCurrentUser } from '../../../lib/current-user';
import { useI18n } from '../../../lib/i18n';
import { useUiStore } from '../../../lib/ui-store';
import { canTake, cashbackPercent, COOLDOWN_HOURS, formatCashback, formatOpensAt } from '../cashback-rules';
import { useOpensAt } from '../hooks/cashback-store';
import { useTakeCashback } from '../hooks/useTakeCashback';
import styles from './CashbackModal.module.css';

/** Cashback rules, in the order the modal lists them (docs/engagement/cashback.md "Rules"). */
const RULES = ['rate', 'games', 'deposit', 'cooldown'] as const;

/**
 * The cashback modal (docs/product/screens.md "Layout"), opened from the cashback box: the
 * player's cashback with the take button, and the rules — 2.5 % of each lost crash bet rounded
 * down to the cent, no cashback from the wheel or the jackpot, a minimum total deposit, one take
 * every 24 hours (docs/engagement/cashback.md "Rules", "Numbers").
 */
export function CashbackModal() {
  const { t, language } = useI18n('cashback');
  const closeModal = useUiStore((state) => state.closeModal);
  const { user } = useCurrentUser();
  const take = useTakeCashback();
  const opensAt = useOpensAt();
  const params = { percent: cashbackPercent(language), count: COOLDOWN_HOURS };

  return (
    <Modal title={t('cashback.title')} onClose={closeModal} testId="cashback-modal">
      <div className={styles.summary}>
        <span className={styles.label}>{t('cashback.yours')}</span>
        <span className={styles.amount} data-testid="cashback-modal-amount">
          {formatCashback(user?.cashback ?? 0)}
        </span>
        {user && (
          <button
            type="button"
            className="button button--primary"
            disabled={!canTake(user.cashback) || take.isPending}
            aria-busy={take.isPending}
            onClick={() => take.mutate()}
            data-testid="cashback-modal-take"
          >
            {t('cashback.take')}
          </button>
        )}
      </div>
      {opensAt && (
        <p className={styles.hint} data-testid="cashback-modal-opens-at">
          {t('cashback.opens_at', { time: formatOpensAt(opensAt, language) })}
        </p>
      )}
      <ol className={styles.rules}>
        {RULES.map((rule) => (
          <li key={rule} className={styles.rule} data-testid="cashback-rule">
            {t(`cashback.rules.${rule}`, params)}
          </li>
        ))}
      </ol>
    </Modal>
  );
}

export default CashbackModal;
