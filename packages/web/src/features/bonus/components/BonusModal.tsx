import { Link } from 'react-router';
import { BONUS_SHARE_PERCENTS } from '@skinbet/shared/fairness/bonus';
import { Modal } from '../../../components/Modal';
import { useI18n } from '../../../lib/i18n';
import { formatAmount } from '../../../lib/money';
import { useUiStore } from '../../../lib/ui-store';
import { useBonusState } from '../api/bonus.api';
import styles from './Bonus.module.css';

const RULES = ['accrual', 'draw', 'rounding', 'entry', 'carry_over', 'payout'] as const;

/**
 * The jackpot-bonus modal (docs/product/screens.md "Layout"): the published rules — the running
 * period's share of each crash bank, three winners taking 50 / 25 / 25 %, the rounding rule, the
 * entry conditions with their values, the carry-over — and the current period's commitment, from
 * which its draw can be checked afterwards.
 */
export function BonusModal() {
  const { t } = useI18n('bonus');
  const closeModal = useUiStore((state) => state.closeModal);
  const openPanel = useUiStore((state) => state.openPanel);
  const bonus = useBonusState().data;
  const rules = bonus?.rules;
  const [first, second, third] = rules?.shares ?? BONUS_SHARE_PERCENTS;
  const params = {
    percent: rules?.percent_of_crash_bank ?? 1,
    first,
    second,
    third,
    messages: rules?.min_chat_messages ?? 0,
    sum: formatAmount(rules?.min_total_bet_sum ?? 0),
  };

  return (
    <Modal title={t('bonus.title')} onClose={closeModal} testId="bonus-modal">
      <div className={styles.modal}>
        <ol className={styles.rules}>
          {RULES.map((rule) => (
            <li key={rule} data-testid="bonus-rule">
              {t(`bonus.rules.${rule}`, params)}
            </li>
          ))}
        </ol>
        {bonus?.public_hash && (
          <p className={styles.hash}>
            <span className={styles.muted}>{t('bonus.public_hash', { id: bonus.period_id ?? '' })}</span>{' '}
            <code data-testid="bonus-public-hash">{bonus.public_hash}</code>
          </p>
        )}
        <div className={styles.actions}>
          <button type="button" className="button button--primary" onClick={() => openPanel('bonus')}>
            {t('bonus.open_panel')}
          </button>
          <Link to="/provably-fair?game=bonus" onClick={closeModal}>
            {t('bonus.fair_link')}
          </Link>
        </div>
      </div>
    </Modal>
  );
}

export default BonusModal;
