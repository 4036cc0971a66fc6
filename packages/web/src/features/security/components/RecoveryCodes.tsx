import { useState } from 'react';
import { useI18n } from '../../../lib/i18n';
import { notify } from '../../../lib/notices';
import { recoveryCodesFile } from '../security-format';
import styles from './Security.module.css';

/**
 * The ten recovery codes, shown once after enrolment (the server keeps only their hashes): copy
 * them, download them as a text file, then confirm they are kept somewhere safe.
 */
export function RecoveryCodes({
  codes,
  onDone,
  doneLabel,
}: {
  codes: string[];
  onDone: () => void;
  doneLabel: string;
}) {
  const { t } = useI18n('security');
  const [saved, setSaved] = useState(false);
  const text = recoveryCodesFile(t('security.recovery.file_heading'), codes);

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      notify.success('security.recovery.copied');
      setSaved(true);
    } catch {
      notify.fail('security.recovery.copy_failed');
    }
  }

  function download() {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'recovery-codes.txt';
    link.click();
    URL.revokeObjectURL(url);
    setSaved(true);
  }

  return (
    <div className={styles.body} data-testid="security-recovery">
      <p className={styles.status}>{t('security.recovery.title')}</p>
      <p className={styles.hint}>{t('security.recovery.text')}</p>
      <ul className={styles.codes} aria-label={t('security.recovery.title')}>
        {codes.map((code) => (
          <li key={code} data-testid="security-recovery-code">
            {code}
          </li>
        ))}
      </ul>
      <div className={styles.actions}>
        <button type="button" className="button" onClick={copy} data-testid="security-recovery-copy">
          {t('security.recovery.copy')}
        </button>
        <button type="button" className="button" onClick={download} data-testid="security-recovery-download">
          {t('security.recovery.download')}
        </button>
        <button
          type="button"
          className="button button--primary"
          onClick={onDone}
          aria-describedby={saved ? undefined : 'security-recovery-unsaved'}
          data-testid="security-recovery-done"
        >
          {doneLabel}
        </button>
      </div>
      {!saved && (
        <p id="security-recovery-unsaved" className={styles.hint}>
          {t('security.recovery.unsaved')}
        </p>
      )}
    </div>
  );
}
