import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import type { GiveawayHistoryEntryDto } from '@skinbet/shared/schemas/giveaways.schemas';
import { useCurrentUser } from '../../../lib/current-user';
import { giveawayActiveQuery } from '../../../lib/engagement-queries';
import { useI18n } from '../../../lib/i18n';
import {
  giveawayClaimFromInput,
  giveawayInputFromParams,
  verifyGiveaway,
  type GiveawayClaim,
} from '../verify-giveaway';
import { EngagementDrawResult } from './EngagementDrawResult';
import { ManualDrawVerifier } from './ManualDrawVerifier';
import { CheckRow } from './VerifyResultCard';
import styles from './FairnessPage.module.css';

// Ids, counts and places are whole numbers (the number pad); hashes keep the full keyboard.
const FIELDS = (
  [
    { name: 'id', labelKey: 'fairness.giveaway.field.id', mono: false },
    { name: 'secret', labelKey: 'fairness.field.secret', mono: true },
    { name: 'public', labelKey: 'fairness.field.public', mono: true },
    { name: 'participants', labelKey: 'fairness.giveaway.field.participants', mono: false },
    { name: 'place', labelKey: 'fairness.giveaway.field.place', mono: false },
  ] as const
).map((field) => ({ ...field, inputMode: field.mono ? 'text' : 'numeric' }) as const);

/** A giveaway draw recomputed in the browser (docs/fairness/formulas.md "Giveaway"), with its checks. */
function GiveawayResult({ claim }: { claim: GiveawayClaim }) {
  const { t } = useI18n('fairness');
  const verification = verifyGiveaway(claim);
  const { checks } = verification;
  return (
    <EngagementDrawResult
      verdict={verification.verdict}
      title={t(`fairness.giveaway.result_${verification.verdict}`, { id: claim.giveawayId })}
      lead={t('fairness.giveaway.lead', {
        place: verification.place,
        index: verification.index,
        count: claim.participants,
      })}
      data={{ 'data-index': verification.index, 'data-place': verification.place }}
      inputs={[
        { label: t('fairness.field.secret'), value: claim.secretHash },
        { label: t('fairness.field.public'), value: claim.publicHash },
        { label: t('fairness.giveaway.field.id'), value: claim.giveawayId },
        { label: t('fairness.giveaway.field.participants'), value: claim.participants },
      ]}
    >
      <CheckRow check="public_hash" outcome={checks.publicHash}>
        {t(`fairness.draw.public_hash_${checks.publicHash === 'pass' ? 'pass' : 'fail'}`)}
      </CheckRow>
      <CheckRow check="place" outcome={checks.place}>
        {checks.place === 'skipped'
          ? t('fairness.giveaway.place_skipped')
          : t(`fairness.giveaway.place_${checks.place}`, { computed: verification.place, recorded: claim.place ?? 0 })}
      </CheckRow>
    </EngagementDrawResult>
  );
}

/** A finished giveaway as the verifier's claim. */
function claimOf(entry: GiveawayHistoryEntryDto): GiveawayClaim | null {
  if (entry.participants < 1) return null;
  return {
    giveawayId: entry.giveaway_id,
    secretHash: entry.secret_hash,
    publicHash: entry.public_hash,
    participants: entry.participants,
    place: entry.place,
  };
}

/**
 * "By round": the site's recent draws (`getActive`'s history carries each one's revealed secret),
 * one picked to recompute; `?round=` names it, so a link opens with the check done.
 */
export function GiveawayDrawVerifier() {
  const { t } = useI18n('fairness');
  const userId = useCurrentUser().user?.id;
  const [params, setParams] = useSearchParams();
  const history = useQuery(giveawayActiveQuery(userId));
  const chosen = Number(params.get('round'));
  const entries = history.data?.history ?? [];
  const entry = entries.find((candidate) => candidate.giveaway_id === chosen);
  const claim = entry ? claimOf(entry) : null;

  return (
    <div className={styles.verifier}>
      {history.isPending && <p className={styles.progress}>{t('fairness.giveaway.loading')}</p>}
      {history.data && entries.length === 0 && <p className={styles.muted}>{t('fairness.giveaway.none')}</p>}
      <div className={styles.games} role="radiogroup" aria-label={t('fairness.giveaway.recent')}>
        {entries.map((candidate) => (
          <button
            key={candidate.giveaway_id}
            type="button"
            role="radio"
            aria-checked={candidate.giveaway_id === chosen}
            className={styles.game}
            onClick={() => setParams({ game: 'giveaway', round: String(candidate.giveaway_id) }, { replace: true })}
            data-testid="fairness-giveaway-draw"
            data-giveaway-id={candidate.giveaway_id}
          >
            #{candidate.giveaway_id}
          </button>
        ))}
      </div>
      {entry && !claim && <p className={styles.pending}>{t('fairness.giveaway.problem.no_participants')}</p>}
      {claim && <GiveawayResult claim={claim} />}
    </div>
  );
}

/**
 * "By hand": the giveaway id, its revealed secret and public hash, the number of participants and
 * optionally the winner's place to compare. The dashboard's verify links fill it in through the
 * address and the check runs at once. Nothing is sent anywhere.
 */
export function GiveawayManualVerifier() {
  return (
    <ManualDrawVerifier
      fields={FIELDS}
      testIdPrefix="fairness-giveaway"
      inputFromParams={giveawayInputFromParams}
      claimFromInput={giveawayClaimFromInput}
      problemPrefix="fairness.giveaway.problem"
      Result={GiveawayResult}
    />
  );
}
