import { useId, useState } from 'react';
import type { UserDto } from '@skinbet/shared/schemas/user.schemas';
import { useI18n } from '../../../lib/i18n';
import { notify } from '../../../lib/notices';
import { disableTwoFactor, verifyTwoFactor } from '../api/security.api';
import { formatMoment } from '../security-format';
import { CodeForm } from './CodeForm';
import { EnrolForm } from './EnrolForm';
import styles from './Security.module.css';

/**
 * Two-factor sign-in on the profile: enrol when it is off; when it is on, this session's step-up
 * (until when it holds, or the form to prove a code) and switching it off with a code.
 */
export function TwoFactorPanel({ twoFactor }: { twoFactor: UserDto['two_factor'] }) {
  const { t, language } = useI18n('security');
  const titleId = useId();
  const [disabling, setDisabling] = useState(false);
  const [enrolling, setEnrolling] = useState(false);

  return (
    <section className="panel" aria-labelledby={titleId} data-testid="security-two-factor">
      <div className="panel__header">
        <h2 id={titleId} className="panel__title">
          {t('security.two_factor.title')}
        </h2>
      </div>
      {!twoFactor.enabled || enrolling ? (
        <div className={styles.body}>
          {!enrolling && (
            <p className={styles.status} data-testid="security-two-factor-off">
              {t('security.two_factor.off')}
            </p>
          )}
          <EnrolForm
            doneLabel={t('security.recovery.done')}
            onStarted={() => setEnrolling(true)}
            onDone={() => {
              setEnrolling(false);
              notify.success('security.two_factor.enabled');
            }}
          />
        </div>
      ) : (
        <div className={styles.body}>
          <p className={`${styles.status} ${styles.on}`} data-testid="security-two-factor-on">
            {t('security.two_factor.on')}
          </p>
          {twoFactor.stepped_up_until ? (
            <p className={styles.hint} data-testid="security-stepped-up">
              {t('security.step_up.until', { until: formatMoment(twoFactor.stepped_up_until, language) })}
            </p>
          ) : (
            <CodeForm
              label={t('security.step_up.label')}
              submitLabel={t('security.step_up.submit')}
              allowRecovery
              onSubmit={async (code) => {
                await verifyTwoFactor(code);
                notify.success('security.step_up.done');
              }}
              testId="security-verify"
            />
          )}
          {disabling ? (
            <CodeForm
              label={t('security.disable.label')}
              submitLabel={t('security.disable.submit')}
              allowRecovery
              danger
              onSubmit={async (code) => {
                await disableTwoFactor(code);
                setDisabling(false);
                notify.success('security.disable.done');
              }}
              testId="security-disable"
            />
          ) : (
            <div className={styles.actions}>
              <button
                type="button"
                className="button button--ghost"
                onClick={() => setDisabling(true)}
                data-testid="security-disable-start"
              >
                {t('security.disable.start')}
              </button>
            </div>
          )}
        </div>
      )}
    </section>
  );
}
