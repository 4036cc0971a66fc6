import { useI18n } from '../../../lib/i18n';
import styles from './content.module.css';

/** A Content row's edit button and, when `onDelete` is given (nothing refers to the row), its delete button. */
export function EditDeleteButtons(props: { onEdit: () => void; onDelete?: () => void }) {
  const { t } = useI18n('admin_content');
  return (
    <span className={styles.actions}>
      <button type="button" className="button button--ghost" onClick={props.onEdit}>
        {t('admin_content.edit')}
      </button>
      {props.onDelete && (
        <button type="button" className="button button--ghost" onClick={props.onDelete}>
          {t('admin_content.delete')}
        </button>
      )}
    </span>
  );
}
