import { useI18n } from '../../../lib/i18n';
import type { RoundClaim, Verification } from '../verify';
import { VerifyResultCard, type VerifyResultProps } from './VerifyResultCard';

function formatX(hundredths: number): string {
  return `x${(hundredths / 100).toFixed(2)}`;
}

/** The outcome of a crash check: the recomputed crash point against the recorded one. */
export function CrashVerifyResult(props: VerifyResultProps<RoundClaim, Verification>) {
  const { claim, verification } = props;
  const { t } = useI18n('fairness');
  const computed = formatX(verification.computedMultiplier);
  const recorded = claim.recordedMultiplier === null ? null : formatX(claim.recordedMultiplier);

  return (
    <VerifyResultCard
      {...props}
      data={{ 'data-multiplier': verification.computedMultiplier / 100 }}
      lead={
        <>
          {t('fairness.result.computed', { multiplier: computed })}
          {verification.instant && ` ${t('fairness.result.instant')}`}
        </>
      }
      input={{ label: t('fairness.field.day'), value: claim.dayOfMonth }}
      own={{ check: 'multiplier', computed, recorded }}
    />
  );
}
