import { useQuery } from '@tanstack/react-query';
import type { BonusLastWinnersDto } from '@skinbet/shared/schemas/bonus.schemas';
import { formatCents } from '@skinbet/shared/money';
import { bonusStateQuery } from '../../../lib/engagement-queries';
import { useI18n } from '../../../lib/i18n';
import {
  bonusClaimFromInput,
  bonusInputFromParams,
  verifyBonus,
  type BonusClaim,
  type BonusInput,
} from '../verify-bonus';
import { EngagementDrawResult } from './EngagementDrawResult';
import { ManualDrawVerifier } from './ManualDrawVerifier';
import { CheckRow } from './VerifyResultCard';
import styles from './FairnessPage.module.css';

const FIELDS = [
  { name: 'period', labelKey: 'fairness.bonus.field.period', mono: false },
  { name: 'secret', labelKey: 'fairness.field.secret', mono: true },
  { name: 'public', labelKey: 'fairness.field.public', mono: true },
  { name: 'ids', labelKey: 'fairness.bonus.field.ids', mono: true },
  { name: 'winners', labelKey: 'fairness.bonus.field.winners', mono: false },
  { name: 'pot', labelKey: 'fairness.bonus.field.pot', mono: false },
  { name: 'sums', labelKey: 'fairness.bonus.field.sums', mono: false },
] as const;

const list = (values: readonly number[]) => (values.length === 0 ? '—' : values.join(', '));
const money = (cents: readonly number[]) =>
  cents.length === 0 ? '—' : cents.map((value) => formatCents(value)).join(', ');

/** A bonus draw recomputed in the browser (docs/fairness/formulas.md "Jackpot bonus"), with its checks. */
function BonusResult({ claim }: { claim: BonusClaim }) {
  const { t } = useI18n('fairness');
  const verification = verifyBonus(claim);
  const { checks } = verification;
  return (
    <EngagementDrawResult
      verdict={verification.verdict}
      title={t(`fairness.bonus.result_${verification.verdict}`, { id: claim.periodId })}
      lead={
        verification.winners.length === 0
          ? t('fairness.bonus.lead_none')
          : t('fairness.bonus.lead', { winners: list(verification.winners), count: claim.eligibleIds.length })
      }
      data={{ 'data-winners': verification.winners.join(','), 'data-shares': verification.sharesCents?.join(',') }}
      inputs={[
        { label: t('fairness.field.secret'), value: claim.secretHash },
        { label: t('fairness.field.public'), value: claim.publicHash },
        { label: t('fairness.bonus.field.period'), value: claim.periodId },
        { label: t('fairness.bonus.field.ids'), value: list(claim.eligibleIds) },
        ...(claim.potCents === null
          ? []
          : [{ label: t('fairness.bonus.field.pot'), value: formatCents(claim.potCents) }]),
      ]}
    >
      <CheckRow check="public_hash" outcome={checks.publicHash}>
        {t(`fairness.draw.public_hash_${checks.publicHash === 'pass' ? 'pass' : 'fail'}`)}
      </CheckRow>
      <CheckRow check="winners" outcome={checks.winners}>
        {checks.winners === 'skipped'
          ? t('fairness.bonus.winners_skipped', { computed: list(verification.winners) })
          : t(`fairness.bonus.winners_${checks.winners}`, {
              computed: list(verification.winners),
              recorded: list(claim.winners ?? []),
            })}
      </CheckRow>
      <CheckRow check="shares" outcome={checks.shares}>
        {checks.shares === 'skipped'
          ? t('fairness.bonus.shares_skipped')
          : t(`fairness.bonus.shares_${checks.shares}`, {
              computed: money(verification.sharesCents ?? []),
              recorded: money(claim.sumsCents ?? []),
            })}
      </CheckRow>
    </EngagementDrawResult>
  );
}

/** The last draw as the verifier's input. */
function inputOf(last: BonusLastWinnersDto): BonusInput {
  const rows = [
    [last.first_winner, last.first_winner_sum],
    [last.second_winner, last.second_winner_sum],
    [last.third_winner, last.third_winner_sum],
  ] as const;
  const won = rows.filter(([user]) => user !== null);
  return {
    period: String(last.period_id),
    secret: last.secret_hash,
    public: last.public_hash,
    ids: last.eligible_user_ids.join(','),
    winners: won.map(([user]) => user!.id).join(','),
    sums: won.map(([, sum]) => sum).join(','),
    pot: String(last.pot),
  };
}

/** "By round": the site's last bonus draw (`/api/jackpot-bonus/get` reveals its secret), recomputed. */
export function BonusDrawVerifier() {
  const { t } = useI18n('fairness');
  const state = useQuery(bonusStateQuery);
  const last = state.data?.last_winners ?? null;
  const claim = last ? bonusClaimFromInput(inputOf(last)) : null;

  return (
    <div className={styles.verifier}>
      {state.isPending && <p className={styles.progress}>{t('fairness.bonus.loading')}</p>}
      {state.data && !last && <p className={styles.muted}>{t('fairness.bonus.none')}</p>}
      {claim && typeof claim !== 'string' && <BonusResult claim={claim} />}
    </div>
  );
}

/**
 * "By hand": the period id, its revealed secret and public hash, the eligible ids (ascending), and
 * optionally the winners, the pot and the sums to compare. The bonus panel's verify link fills it
 * in through the address and the check runs at once. Nothing is sent anywhere.
 */
export function BonusManualVerifier() {
  return (
    <ManualDrawVerifier
      fields={FIELDS}
      testIdPrefix="fairness-bonus"
      inputFromParams={bonusInputFromParams}
      claimFromInput={bonusClaimFromInput}
      problemPrefix="fairness.bonus.problem"
      Result={BonusResult}
    />
  );
}
