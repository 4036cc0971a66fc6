import { useEffect, useId, useMemo, useRef } from 'react';
import { TICKET_LIMITS } from '@skinbet/shared/schemas/tickets.schemas';
import { LineIcon } from '../../../components/LineIcon';
import { useI18n } from '../../../lib/i18n';
import { notify } from '../../../lib/notices';
import { ACCEPTED_IMAGE_TYPES, imageProblem } from '../ticket-rules';
import styles from './Tickets.module.css';

interface ImagePickerProps {
  file: File | null;
  onChange: (file: File | null) => void;
  disabled?: boolean;
  testId: string;
}

const MAX_MB = Math.round(TICKET_LIMITS.imageMaxBytes / (1024 * 1024));

/**
 * One optional screenshot for a ticket message: a native file input (keyboard and screen readers
 * work as usual) styled as a button, with a preview and a remove button once a picture is chosen.
 * A file that is plainly no picture, or too large, is refused here with the server's own text.
 */
export function ImagePicker({ file, onChange, disabled, testId }: ImagePickerProps) {
  const { t } = useI18n('tickets');
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);
  // Clearing the state (sent, removed) clears the input too, so the same file can be picked again.
  useEffect(() => {
    if (!file && input.current) input.current.value = '';
  }, [file]);

  return (
    <div className={styles.picker}>
      <input
        ref={input}
        id={inputId}
        type="file"
        accept={ACCEPTED_IMAGE_TYPES.join(',')}
        className={`visually-hidden ${styles.fileInput}`}
        disabled={disabled}
        onChange={(event) => {
          const picked = event.target.files?.[0] ?? null;
          const problem = picked && imageProblem(picked);
          if (problem) {
            notify.fail(problem);
            event.target.value = '';
            return;
          }
          onChange(picked);
        }}
        data-testid={testId}
      />
      <label htmlFor={inputId} className={`button button--ghost button--small ${styles.pickButton}`}>
        <LineIcon size={16}>
          <path d="M21 11.5l-8.6 8.6a5 5 0 0 1-7.1-7.1l8.6-8.6a3.3 3.3 0 0 1 4.7 4.7l-8.6 8.6a1.7 1.7 0 0 1-2.4-2.4l8-8" />
        </LineIcon>{' '}
        {file ? t('tickets.image.replace') : t('tickets.image.attach')}
      </label>
      {file && preview ? (
        <span className={styles.preview} data-testid={`${testId}-preview`}>
          <img src={preview} alt={t('tickets.image.preview_alt', { name: file.name })} width={48} height={48} />
          <span className={styles.previewName}>{file.name}</span>
          <button
            type="button"
            className="button button--ghost button--small"
            onClick={() => onChange(null)}
            disabled={disabled}
            aria-label={t('tickets.image.remove', { name: file.name })}
          >
            ×
          </button>
        </span>
      ) : (
        <span className={styles.hint}>{t('tickets.image.hint', { count: MAX_MB })}</span>
      )}
    </div>
  );
}
