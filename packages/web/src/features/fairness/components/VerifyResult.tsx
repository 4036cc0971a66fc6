import { Link } from 'react-router';
import { useI18n } from '../../../lib/i18n';
import type { CheckOutcome, RoundClaim, Verification } from '../verify';
import styles from './FairnessPage.module.css';

const MARK: Record<CheckOutcome, string> = { pass: '✓', fail: '✗', skipped: '–' };

function formatX(hundredths: number): string {
  return `x${(hundredths / 100).toFixed(2)}`;
}

interface VerifyResultProps {
  claim: RoundClaim;
  verification: Verification;
  /** Hashes from the secret to the anchor, null when it never got there. */
  chainSteps?: number | null | undefined;
  voided?: boolean;
  chainId?: number | null;
}

/** The outcome of a check: the verdict, each check, what was recomputed, and the x3 policy on a mismatch. */
export function VerifyResult({ claim, verification, chainSteps, voided = false, chainId = null }: VerifyResultProps) {
  const { t } = useI18n();
  const { checks, verdict } = verification;
  const recorded = claim.recordedMultiplier;

  return (
    <section
      className={`${styles.result} ${verdict === 'match' ? styles.match : styles.mismatch}`}
      data-testid="fairness-result"
      data-result={verdict}
      data-multiplier={verification.computedMultiplier / 100}
      aria-live="polite"
    >
      <header className={styles.verdict}>
        <span className={styles.verdictMark} aria-hidden="true">
          {verdict === 'match' ? '✓' : '✗'}
        </span>
        <div>
          <h3 className={styles.verdictTitle}>
            {verdict === 'match'
              ? t('fairness.result.match', { id: claim.roundId })
              : t('fairness.result.mismatch', { id: claim.roundId })}
          </h3>
          <p className={styles.verdictLead}>
            {t('fairness.result.computed', { multiplier: formatX(verification.computedMultiplier) })}
            {verification.instant && ` ${t('fairness.result.instant')}`}
          </p>
        </div>
      </header>

      <ul className={styles.checks}>
        <li data-testid="fairness-check" data-check="public_hash" data-outcome={checks.publicHash}>
          <span className={styles[`mark_${checks.publicHash}`]}>{MARK[checks.publicHash]}</span>
          {t(`fairness.check.public_hash_${checks.publicHash === 'pass' ? 'pass' : 'fail'}`)}
        </li>
        <li data-testid="fairness-check" data-check="chain" data-outcome={checks.chain}>
          <span className={styles[`mark_${checks.chain}`]}>{MARK[checks.chain]}</span>
          {checks.chain === 'skipped'
            ? t('fairness.check.chain_skipped')
            : checks.chain === 'pass'
              ? t('fairness.check.chain_pass', { steps: chainSteps ?? 0, chain: chainId ?? '—' })
              : t('fairness.check.chain_fail', { steps: claim.chain?.round ?? 0 })}
        </li>
        <li data-testid="fairness-check" data-check="multiplier" data-outcome={checks.multiplier}>
          <span className={styles[`mark_${checks.multiplier}`]}>{MARK[checks.multiplier]}</span>
          {checks.multiplier === 'skipped'
            ? voided
              ? t('fairness.check.multiplier_voided')
              : t('fairness.check.multiplier_skipped')
            : t(`fairness.check.multiplier_${checks.multiplier}`, {
                computed: formatX(verification.computedMultiplier),
                recorded: recorded === null ? '—' : formatX(recorded),
              })}
        </li>
      </ul>

      <dl className={styles.inputs}>
        <dt>{t('fairness.field.secret')}</dt>
        <dd>{claim.secretHash}</dd>
        <dt>{t('fairness.field.public')}</dt>
        <dd>{claim.publicHash}</dd>
        <dt>{t('fairness.field.round')}</dt>
        <dd>{claim.roundId}</dd>
        <dt>{t('fairness.field.day')}</dt>
        <dd>{claim.dayOfMonth}</dd>
      </dl>

      {verdict === 'mismatch' && (
        <p className={styles.ticket} data-testid="fairness-ticket-policy">
          {t('fairness.result.ticket_policy')} <Link to="/support">{t('fairness.result.ticket_link')}</Link>
        </p>
      )}
    </section>
  );
}
