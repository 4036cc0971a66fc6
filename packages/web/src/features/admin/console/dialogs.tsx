import { useState, type ReactNode } from 'react';
import { Modal } from '../../../components/Modal';
import { useI18n } from '../../../lib/i18n';
import styles from './console.module.css';

interface ConfirmDialogProps {
  title: string;
  /** What will happen, in a sentence or two. */
  children?: ReactNode;
  confirmLabel?: string;
  /** Shows the confirm button in the danger style (a ban, a void, a rejection). */
  danger?: boolean;
  /** True while the action runs: the buttons wait. */
  pending?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  testId?: string;
}

/** Asks before an action; the caller closes it when the action has run (or failed). */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { t } = useI18n('admin');
  return (
    <Modal title={props.title} onClose={props.onCancel} testId={props.testId}>
      {props.children && <div className={styles.dialogText}>{props.children}</div>}
      <div className={styles.dialogActions}>
        <button type="button" className="button button--ghost" onClick={props.onCancel} disabled={props.pending}>
          {t('admin.dialog.cancel')}
        </button>
        <button
          type="button"
          className={`button ${props.danger ? 'button--danger' : 'button--primary'}`}
          onClick={props.onConfirm}
          disabled={props.pending}
          data-testid="confirm-dialog-confirm"
        >
          {props.confirmLabel ?? t('admin.dialog.confirm')}
        </button>
      </div>
    </Modal>
  );
}

/** The longest reason the console sends: the server's reason fields stop at 500 characters. */
export const REASON_MAX_LENGTH = 500;

interface ReasonDialogProps extends Omit<ConfirmDialogProps, 'onConfirm'> {
  /** Called with the trimmed reason, never an empty one. */
  onConfirm: (reason: string) => void;
  /** Extra fields above the reason (an end date for a ban). */
  extra?: ReactNode;
}

/**
 * A confirmation that requires a reason (every destructive action: ban, reject, void,
 * correction): the confirm button stays disabled until one is written. The reason goes to the
 * call and so into the audit log.
 */
export function ReasonDialog({ onConfirm, extra, ...props }: ReasonDialogProps) {
  const { t } = useI18n('admin');
  const [reason, setReason] = useState('');
  const trimmed = reason.trim();
  return (
    <Modal title={props.title} onClose={props.onCancel} testId={props.testId}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (trimmed) onConfirm(trimmed);
        }}
      >
        {props.children && <div className={styles.dialogText}>{props.children}</div>}
        {extra}
        <label className="field">
          <span className="field__label">{t('admin.dialog.reason')}</span>
          <textarea
            className={`input ${styles.reason}`}
            value={reason}
            maxLength={REASON_MAX_LENGTH}
            required
            onChange={(event) => setReason(event.target.value)}
            placeholder={t('admin.dialog.reason_required')}
            data-testid="reason-dialog-reason"
          />
        </label>
        <div className={styles.dialogActions}>
          <button type="button" className="button button--ghost" onClick={props.onCancel} disabled={props.pending}>
            {t('admin.dialog.cancel')}
          </button>
          <button
            type="submit"
            className={`button ${props.danger ? 'button--danger' : 'button--primary'}`}
            disabled={props.pending || !trimmed}
            data-testid="reason-dialog-confirm"
          >
            {props.confirmLabel ?? t('admin.dialog.confirm')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
