import { useId, useState } from 'react';
import { useCurrentUser } from '../../../lib/current-user';
import { useI18n } from '../../../lib/i18n';
import { verifyTwoFactor } from '../api/security.api';
import { CodeForm } from './CodeForm';
import { EnrolForm } from './EnrolForm';
import styles from './Security.module.css';

/**
 * What the console shows a member of staff whose calls need a step-up (STAFF_2FA=required,
 * docs/architecture/security.md "Staff gate"): enrolment when the account has no two-factor
 * sign-in (which steps the session up once the recovery codes are put away), else a code.
 * `onPassed` runs once the session is stepped up.
 */
export default function StaffTwoFactorGate({ onPassed }: { onPassed: () => void }) {
  const { t } = useI18n('security');
  const { user } = useCurrentUser();
  const titleId = useId();
  const [enrolling, setEnrolling] = useState(false);
  const enrolled = (user?.two_factor.enabled ?? false) && !enrolling;
  return (
    <section className={`panel ${styles.gate}`} aria-labelledby={titleId} data-testid="staff-two-factor-gate">
      <div className="panel__header">
        <h1 id={titleId} className="panel__title">
          {t('security.gate.title')}
        </h1>
      </div>
      <div className={styles.body}>
        <p className={styles.hint}>{enrolled ? t('security.gate.step_up') : t('security.gate.enrol')}</p>
        {enrolled ? (
          <CodeForm
            label={t('security.step_up.label')}
            submitLabel={t('security.step_up.submit')}
            allowRecovery
            onSubmit={async (code) => {
              await verifyTwoFactor(code);
              onPassed();
            }}
            testId="staff-gate-verify"
          />
        ) : (
          <EnrolForm doneLabel={t('security.gate.continue')} onStarted={() => setEnrolling(true)} onDone={onPassed} />
        )}
      </div>
    </section>
  );
}
