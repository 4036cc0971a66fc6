import { Link } from 'react-router';
import { useI18n } from '../../../lib/i18n';
import type { CheckOutcome } from '../verify';
import type { JackpotClaim, JackpotVerification } from '../verify-jackpot';
import styles from './FairnessPage.module.css';

const MARK: Record<CheckOutcome, string> = { pass: '✓', fail: '✗', skipped: '–' };

interface JackpotVerifyResultProps {
  claim: JackpotClaim;
  verification: JackpotVerification;
  /** Hashes from the secret to the anchor, null when it never got there. */
  chainSteps?: number | null | undefined;
  voided?: boolean;
  chainId?: number | null;
}

/** The outcome of a jackpot check: the verdict, each check, the recomputed ticket and its holder. */
export function JackpotVerifyResult(props: JackpotVerifyResultProps) {
  const { claim, verification, chainSteps, voided = false, chainId = null } = props;
  const { t } = useI18n();
  const { checks, verdict, computedTicket, holder } = verification;
  const recorded = claim.recordedTicket;

  return (
    <section
      className={`${styles.result} ${verdict === 'match' ? styles.match : styles.mismatch}`}
      data-testid="fairness-result"
      data-result={verdict}
      data-ticket={computedTicket}
      data-holder-id={holder?.userId}
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
            {t('fairness.jackpot.computed', { ticket: computedTicket, total: claim.totalTickets })}
            {holder && ` ${t('fairness.jackpot.holder', { name: holder.username, from: holder.from, to: holder.to })}`}
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
        <li data-testid="fairness-check" data-check="ticket" data-outcome={checks.ticket}>
          <span className={styles[`mark_${checks.ticket}`]}>{MARK[checks.ticket]}</span>
          {checks.ticket === 'skipped'
            ? voided
              ? t('fairness.jackpot.ticket_voided')
              : t('fairness.jackpot.ticket_skipped')
            : t(`fairness.jackpot.ticket_${checks.ticket}`, {
                computed: computedTicket,
                recorded: recorded ?? '—',
              })}
        </li>
        {checks.winner !== 'skipped' && (
          <li data-testid="fairness-check" data-check="winner" data-outcome={checks.winner}>
            <span className={styles[`mark_${checks.winner}`]}>{MARK[checks.winner]}</span>
            {t(`fairness.jackpot.winner_${checks.winner}`)}
          </li>
        )}
      </ul>

      <dl className={styles.inputs}>
        <dt>{t('fairness.field.secret')}</dt>
        <dd>{claim.secretHash}</dd>
        <dt>{t('fairness.field.public')}</dt>
        <dd>{claim.publicHash}</dd>
        <dt>{t('fairness.field.round')}</dt>
        <dd>{claim.roundId}</dd>
        <dt>{t('fairness.field.total_tickets')}</dt>
        <dd>{claim.totalTickets}</dd>
      </dl>

      {verdict === 'mismatch' && (
        <p className={styles.ticket} data-testid="fairness-ticket-policy">
          {t('fairness.result.ticket_policy')} <Link to="/support">{t('fairness.result.ticket_link')}</Link>
        </p>
      )}
    </section>
  );
}
