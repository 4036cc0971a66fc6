import { Modal } from '../../../components/Modal';
import { useI18n } from '../../../lib/i18n';
import { formatAmount } from '../../../lib/money';
import styles from './BattlePage.module.css';

interface LeaveConfirmProps {
  /** The creator's leave cancels the battle for everyone. */
  cancels: boolean;
  cost: number;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before leaving a waiting battle: the seat's cost comes back; the creator's leave cancels it for everyone. */
export function LeaveConfirm({ cancels, cost, busy, onConfirm, onCancel }: LeaveConfirmProps) {
  const { t } = useI18n('battles');
  return (
    <Modal
      title={cancels ? t('battles.leave.cancel_title') : t('battles.leave.title')}
      onClose={onCancel}
      testId="battle-leave-confirm"
    >
      <p className={styles.confirmText}>
        {cancels
          ? t('battles.leave.cancel_text', { price: formatAmount(cost) })
          : t('battles.leave.text', { price: formatAmount(cost) })}
      </p>
      <div className={styles.confirmActions}>
        <button type="button" className="button button--ghost" onClick={onCancel}>
          {t('battles.leave.stay')}
        </button>
        <button
          type="button"
          className="button button--danger"
          onClick={onConfirm}
          disabled={busy}
          data-testid="battle-leave-confirm-yes"
        >
          {cancels ? t('battles.leave.confirm_cancel') : t('battles.leave.confirm')}
        </button>
      </div>
    </Modal>
  );
}
