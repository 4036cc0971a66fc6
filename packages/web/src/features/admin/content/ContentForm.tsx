import type { ReactNode } from 'react';
import { useI18n } from '../../../lib/i18n';
import styles from './content.module.css';

interface ContentFormProps {
  /** Called on submit (the browser's own submit is stopped). */
  onSubmit: () => void;
  submitLabel: string;
  /** True while the call runs: the submit button waits. */
  pending: boolean;
  /** Shown when editing: a cancel button that calls it. */
  onCancel?: () => void;
  /** True after the schema refused a field: the form says so under its buttons. */
  invalid?: boolean;
  testId?: string;
  /** A note under the buttons, above the "check the fields" one. */
  footer?: ReactNode;
  children: ReactNode;
}

/** A Content create or edit form: its fields, the submit (and cancel) buttons and the "check the fields" note. */
export function ContentForm(props: ContentFormProps) {
  const { t } = useI18n('admin_content');
  return (
    <form
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        props.onSubmit();
      }}
      data-testid={props.testId}
    >
      {props.children}
      <div className={styles.actions}>
        <button type="submit" className="button button--primary" disabled={props.pending}>
          {props.submitLabel}
        </button>
        {props.onCancel && (
          <button type="button" className="button button--ghost" onClick={props.onCancel}>
            {t('admin_content.cancel')}
          </button>
        )}
      </div>
      {props.footer}
      {props.invalid && <p className={`${styles.note} ${styles.wide}`}>{t('admin_content.form.invalid')}</p>}
    </form>
  );
}

/** One labelled field of a Content form; `wide` takes the whole row. */
export function Field({ label, wide, children }: { label: ReactNode; wide?: boolean; children: ReactNode }) {
  return (
    <label className={wide ? `field ${styles.wide}` : 'field'}>
      <span className="field__label">{label}</span>
      {children}
    </label>
  );
}

/** A labelled checkbox of a Content form. */
export function CheckField(props: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  testId?: string;
}) {
  return (
    <label className={styles.check}>
      <input
        type="checkbox"
        checked={props.checked}
        onChange={(event) => props.onChange(event.target.checked)}
        data-testid={props.testId}
      />
      {props.label}
    </label>
  );
}
