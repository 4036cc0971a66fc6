import { formatCents } from '@skinbet/shared/money';
import { useI18n } from '../../../lib/i18n';
import type { ChainedRoundClaim, ChainedVerification, CheckOutcome } from '../round-checks';
import type { BattleClaim, BattleVerification } from '../verify-battle';
import { BattleRounds } from './BattleRounds';
import { CheckRow, VerdictCard } from './VerifyResultCard';
import battleStyles from './BattleVerifier.module.css';
import styles from './FairnessPage.module.css';

/** Checks listed after the public hash and the chain, each with texts `fairness.battles.<check>_<outcome>`. */
const OWN_CHECKS = ['seeds', 'tables', 'tickets', 'items', 'totals', 'winners', 'dealing'] as const;

interface BattleVerifyResultProps {
  claim: BattleClaim;
  verification: BattleVerification;
  chainSteps: number | null | undefined;
  /** A loaded battle's chain: its id and lane (null: not among the published battle anchors). */
  chain?: { id: number; lane: number | null };
  /** Who sat in each seat (a player's name, a bot); seat numbers alone when not known. */
  seatLabels?: readonly string[];
}

/**
 * The outcome of a battle check (docs/fairness/formulas.md "Case battle"): the verdict with the
 * recomputed winner, each check, what differs from the site's report, every round's tickets and
 * items per seat, the inputs, and the x3 ticket policy on a mismatch (`VerdictCard`).
 */
export function BattleVerifyResult({ claim, verification, chainSteps, chain, seatLabels }: BattleVerifyResultProps) {
  const { t } = useI18n('fairness');
  const { checks, outcome, differences, verdict } = verification;
  const seatName = (seat: number) => seatLabels?.[seat] ?? t('fairness.battles.seat', { seat: seat + 1 });
  const winners = outcome ? outcome.winners.map(seatName).join(', ') : '—';

  return (
    <VerdictCard
      verdict={verdict}
      title={t(verdict === 'match' ? 'fairness.battles.match' : 'fairness.battles.mismatch', { id: claim.roundId })}
      lead={
        outcome ? (
          <>
            {t('fairness.battles.lead', {
              winners,
              totals: outcome.teamTotals.map((total) => formatCents(total)).join(' / '),
            })}
            {outcome.tie &&
              ` ${t('fairness.battles.lead_tie', { count: outcome.tie.teams.length, index: outcome.tie.index })}`}
          </>
        ) : (
          t('fairness.battles.lead_unknown')
        )
      }
      data={{
        'data-winners': outcome?.winners.join(','),
        'data-tie-index': outcome?.tie?.index,
        'data-lane': chain?.lane ?? undefined,
        'data-tickets': verification.cells.map((cell) => cell.ticket).join(','),
      }}
      support={{ testId: 'fairness-ticket-policy', text: t('fairness.battles.ticket_policy') }}
    >
      <ul className={styles.checks}>
        <SecretRows
          publicHash={checks.publicHash}
          chainOutcome={checks.chain}
          chainSteps={chainSteps}
          chain={chain}
          position={claim.chain?.round ?? 0}
        />
        {OWN_CHECKS.map((check) => (
          <CheckRow key={check} check={check} outcome={checks[check]}>
            {t(`fairness.battles.${check}_${checks[check]}`)}
          </CheckRow>
        ))}
      </ul>

      {differences.length > 0 && (
        <div>
          <h4 className={battleStyles.subTitle}>{t('fairness.battles.differences')}</h4>
          <ul className={`${styles.checks} ${battleStyles.differences}`} data-testid="fairness-battle-differences">
            {differences.map((difference, index) => (
              <li key={index} data-difference={difference.key}>
                {t(`fairness.battles.diff.${difference.key}`, difference.params)}
              </li>
            ))}
          </ul>
        </div>
      )}

      <BattleRounds verification={verification} seatName={seatName} />

      <dl className={styles.inputs}>
        <dt>{t('fairness.field.secret')}</dt>
        <dd>{claim.secretHash}</dd>
        <dt>{t('fairness.field.public')}</dt>
        <dd>{claim.publicHash}</dd>
        <dt>{t('fairness.battles.field.battle_id')}</dt>
        <dd>{claim.roundId}</dd>
        <dt>{t('fairness.battles.field.seeds')}</dt>
        <dd>{claim.seeds}</dd>
        <dt>{t('fairness.battles.field.mode')}</dt>
        <dd>
          {claim.mode}
          {claim.crazy && ` · ${t('fairness.battles.crazy')}`}
        </dd>
        {claim.chain && (
          <>
            <dt>{t('fairness.battles.field.position')}</dt>
            <dd>{claim.chain.round}</dd>
          </>
        )}
      </dl>
    </VerdictCard>
  );
}

interface SecretRowsProps {
  publicHash: CheckOutcome;
  chainOutcome: CheckOutcome;
  chainSteps: number | null | undefined;
  chain: { id: number; lane: number | null } | undefined;
  /** The battle's position in its chain. */
  position: number;
}

/** The public hash and chain checks, the chain named by its lane when it is a published battles chain. */
function SecretRows({ publicHash, chainOutcome, chainSteps, chain, position }: SecretRowsProps) {
  const { t } = useI18n('fairness');
  return (
    <>
      <CheckRow check="public_hash" outcome={publicHash}>
        {t(`fairness.check.public_hash_${publicHash === 'pass' ? 'pass' : 'fail'}`)}
      </CheckRow>
      <CheckRow check="chain" outcome={chainOutcome}>
        {chainOutcome === 'skipped'
          ? t('fairness.check.chain_skipped')
          : chain && chain.lane === null
            ? t('fairness.battles.chain_unpublished', { chain: chain.id })
            : chainOutcome === 'fail'
              ? t('fairness.check.chain_fail', { count: position })
              : chain
                ? t('fairness.battles.chain_pass', { count: chainSteps ?? 0, chain: chain.id, lane: chain.lane ?? '—' })
                : t('fairness.check.chain_pass', { count: chainSteps ?? 0, chain: '—' })}
      </CheckRow>
    </>
  );
}

/**
 * A cancelled battle never rolled, but it used its chain position and shows its secret: the check
 * of that secret against the public hash shown at creation and against its lane's anchor.
 */
export function CancelledBattleResult({
  claim,
  verification,
  chainSteps,
}: {
  claim: ChainedRoundClaim & { chainId: number; lane: number | null };
  verification: ChainedVerification<never>;
  chainSteps: number | null | undefined;
}) {
  const { t } = useI18n('fairness');
  const { checks, verdict } = verification;
  return (
    <VerdictCard
      verdict={verdict}
      title={t(verdict === 'match' ? 'fairness.battles.cancelled_match' : 'fairness.battles.cancelled_mismatch', {
        id: claim.roundId,
      })}
      lead={t('fairness.battles.cancelled')}
      data={{ 'data-cancelled': 'true', 'data-lane': claim.lane ?? undefined }}
      support={{ testId: 'fairness-ticket-policy', text: t('fairness.battles.ticket_policy') }}
    >
      <ul className={styles.checks}>
        <SecretRows
          publicHash={checks.publicHash}
          chainOutcome={checks.chain}
          chainSteps={chainSteps}
          chain={{ id: claim.chainId, lane: claim.lane }}
          position={claim.chain?.round ?? 0}
        />
      </ul>
      <dl className={styles.inputs}>
        <dt>{t('fairness.field.secret')}</dt>
        <dd>{claim.secretHash}</dd>
        <dt>{t('fairness.field.public')}</dt>
        <dd>{claim.publicHash}</dd>
        <dt>{t('fairness.battles.field.position')}</dt>
        <dd>{claim.chain?.round ?? '—'}</dd>
      </dl>
    </VerdictCard>
  );
}
