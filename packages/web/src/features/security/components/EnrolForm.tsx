import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { TwoFactorSetupResponse } from '@skinbet/shared/schemas/security.schemas';
import { useI18n } from '../../../lib/i18n';
import { enableTwoFactor, setupTwoFactor } from '../api/security.api';
import { groupSecret } from '../security-format';
import { CodeForm } from './CodeForm';
import { QrCode } from './QrCode';
import { RecoveryCodes } from './RecoveryCodes';
import styles from './Security.module.css';

/**
 * Enrolment in three steps: ask for a pending secret (shown as a QR code and for typing by hand),
 * confirm it with a code from the authenticator, then the ten recovery codes, shown this once.
 * Enabling also steps this session up (it has just proved a code). The parent keeps this form
 * shown from `onStarted` until `onDone`: the user re-read after enabling already says two-factor
 * sign-in is on, while the recovery codes still have to be seen.
 */
export function EnrolForm({
  onStarted,
  onDone,
  doneLabel,
}: {
  onStarted: () => void;
  onDone: () => void;
  doneLabel: string;
}) {
  const { t } = useI18n('security');
  const [pending, setPending] = useState<TwoFactorSetupResponse | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const start = useMutation({
    mutationFn: setupTwoFactor,
    meta: { errorKey: 'security.error' },
    onSuccess: (answer) => {
      onStarted();
      setPending(answer);
    },
  });

  if (codes) return <RecoveryCodes codes={codes} onDone={onDone} doneLabel={doneLabel} />;
  if (!pending) {
    return (
      <div className={styles.body}>
        <p className={styles.hint}>{t('security.enrol.intro')}</p>
        <div className={styles.actions}>
          <button
            type="button"
            className="button button--primary"
            onClick={() => start.mutate()}
            disabled={start.isPending}
            aria-busy={start.isPending || undefined}
            data-testid="security-enrol-start"
          >
            {t('security.enrol.start')}
          </button>
        </div>
      </div>
    );
  }
  return (
    <div className={styles.body} data-testid="security-enrol">
      <div className={styles.enrol}>
        <QrCode className={styles.qr} value={pending.otpauth_url} label={t('security.enrol.qr_label')} />
        <div className={styles.body}>
          <p className={styles.hint}>{t('security.enrol.scan')}</p>
          <p className={styles.hint}>{t('security.enrol.manual')}</p>
          <code className={styles.secret} data-testid="security-secret" data-secret={pending.secret}>
            {groupSecret(pending.secret)}
          </code>
        </div>
      </div>
      <CodeForm
        label={t('security.enrol.code_label')}
        submitLabel={t('security.enrol.confirm')}
        allowRecovery={false}
        onSubmit={async (code) => setCodes(await enableTwoFactor(code))}
        testId="security-enable"
      />
    </div>
  );
}
