import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useI18n } from '../../../lib/i18n';
import type { ChainedRoundClaim, ChainedVerification, CheckOutcome } from '../round-checks';
import styles from './FairnessPage.module.css';

const MARK: Record<CheckOutcome, string> = { pass: '✓', fail: '✗', skipped: '–' };

/** What every game's result card is given by the verifiers. */
export interface VerifyResultProps<Claim, Verification> {
  claim: Claim;
  verification: Verification;
  /** Hashes from the secret to the anchor, null when it never got there. */
  chainSteps?: number | null | undefined;
  voided?: boolean;
  chainId?: number | null;
}

/** Each game's own check, by its name in `checks`, and where its texts are: `<key>_pass|fail|skipped|voided`. */
const OWN_CHECK_TEXTS = {
  multiplier: 'fairness.check.multiplier',
  ticket: 'fairness.jackpot.ticket',
  segment: 'fairness.wheel.segment',
} as const;

type OwnCheck = keyof typeof OWN_CHECK_TEXTS;

interface VerifyResultCardProps<Own extends OwnCheck> extends VerifyResultProps<
  ChainedRoundClaim,
  ChainedVerification<NoInfer<Own>>
> {
  /** The recomputed outcome as `data-*` attributes, for the browser tests. */
  data: Record<`data-${string}`, string | number | undefined>;
  /** The line under the verdict: what was recomputed. */
  lead: ReactNode;
  /** The game's own input, listed after the secret, the public hash and the round id. */
  input: { label: string; value: number };
  /**
   * The game's own check, after the public hash and the chain: the recomputed value against the
   * recorded one, or why nothing was recorded to compare (an empty field, a voided round).
   */
  own: { check: Own; computed: string | number; recorded: string | number | null };
  /** Any further checks of the game (`CheckRow`s), after its own. */
  children?: ReactNode;
}

export interface VerdictCardProps {
  verdict: 'match' | 'mismatch';
  title: string;
  lead: ReactNode;
  /** The recomputed outcome as `data-*` attributes, for the browser tests. */
  data: Record<`data-${string}`, string | number | undefined>;
  support: { testId: string; text: string };
  children: ReactNode;
}

/** One check of the list: its mark, then what it found. */
export function CheckRow({ check, outcome, children }: { check: string; outcome: CheckOutcome; children: ReactNode }) {
  return (
    <li data-testid="fairness-check" data-check={check} data-outcome={outcome}>
      <span className={styles[`mark_${outcome}`]}>{MARK[outcome]}</span>
      {children}
    </li>
  );
}

/**
 * The frame of every result card, round or draw: the verdict mark, title and lead, the card's own
 * checks and inputs, and on a mismatch where to turn (`support`, with the support page's link).
 */
export function VerdictCard({ verdict, title, lead, data, support, children }: VerdictCardProps) {
  const { t } = useI18n('fairness');
  return (
    <section
      className={`${styles.result} ${verdict === 'match' ? styles.match : styles.mismatch}`}
      data-testid="fairness-result"
      data-result={verdict}
      {...data}
      aria-live="polite"
    >
      <header className={styles.verdict}>
        <span className={styles.verdictMark} aria-hidden="true">
          {verdict === 'match' ? '✓' : '✗'}
        </span>
        <div>
          <h3 className={styles.verdictTitle}>{title}</h3>
          <p className={styles.verdictLead}>{lead}</p>
        </div>
      </header>
      {children}
      {verdict === 'mismatch' && (
        <p className={styles.ticket} data-testid={support.testId}>
          {support.text} <Link to="/support">{t('fairness.result.ticket_link')}</Link>
        </p>
      )}
    </section>
  );
}

/**
 * The outcome of a check, whatever the game: the verdict, the public hash and chain checks with
 * the game's own after them, the inputs, and the x3 ticket policy on a mismatch
 * (docs/community/tickets.md "Rules").
 */
export function VerifyResultCard<Own extends OwnCheck>(props: VerifyResultCardProps<Own>) {
  const { claim, verification, chainSteps, voided = false, chainId, data, lead, input, own, children } = props;
  const { t } = useI18n('fairness');
  const { checks, verdict } = verification;
  const ownOutcome: CheckOutcome = checks[own.check];
  const ownTexts: (typeof OWN_CHECK_TEXTS)[OwnCheck] = OWN_CHECK_TEXTS[own.check];

  return (
    <VerdictCard
      verdict={verdict}
      title={
        verdict === 'match'
          ? t('fairness.result.match', { id: claim.roundId })
          : t('fairness.result.mismatch', { id: claim.roundId })
      }
      lead={lead}
      data={data}
      support={{ testId: 'fairness-ticket-policy', text: t('fairness.result.ticket_policy') }}
    >
      <ul className={styles.checks}>
        <CheckRow check="public_hash" outcome={checks.publicHash}>
          {t(`fairness.check.public_hash_${checks.publicHash === 'pass' ? 'pass' : 'fail'}`)}
        </CheckRow>
        <CheckRow check="chain" outcome={checks.chain}>
          {checks.chain === 'skipped'
            ? t('fairness.check.chain_skipped')
            : checks.chain === 'pass'
              ? t('fairness.check.chain_pass', { count: chainSteps ?? 0, chain: chainId ?? '—' })
              : t('fairness.check.chain_fail', { count: claim.chain?.round ?? 0 })}
        </CheckRow>
        <CheckRow check={own.check} outcome={ownOutcome}>
          {ownOutcome === 'skipped'
            ? t(`${ownTexts}_${voided ? 'voided' : 'skipped'}`)
            : t(`${ownTexts}_${ownOutcome}`, { computed: own.computed, recorded: own.recorded ?? '—' })}
        </CheckRow>
        {children}
      </ul>

      <dl className={styles.inputs}>
        <dt>{t('fairness.field.secret')}</dt>
        <dd>{claim.secretHash}</dd>
        <dt>{t('fairness.field.public')}</dt>
        <dd>{claim.publicHash}</dd>
        <dt>{t('fairness.field.round')}</dt>
        <dd>{claim.roundId}</dd>
        <dt>{input.label}</dt>
        <dd>{input.value}</dd>
      </dl>
    </VerdictCard>
  );
}
