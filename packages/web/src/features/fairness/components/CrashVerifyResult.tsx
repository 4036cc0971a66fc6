import { useI18n } from '../../../lib/i18n';
import type { RoundClaim, Verification } from '../verify';
import { CheckRow, VerifyResultCard, type VerifyResultProps } from './VerifyResultCard';

function formatX(hundredths: number): string {
  return `x${(hundredths / 100).toFixed(2)}`;
}

/** The outcome of a crash check: the recomputed crash point against the recorded one. */
export function CrashVerifyResult(props: VerifyResultProps<RoundClaim, Verification>) {
  const { claim, verification, chainSteps, voided = false, chainId = null } = props;
  const { t } = useI18n('fairness');
  const { checks, computedMultiplier } = verification;
  const recorded = claim.recordedMultiplier;

  return (
    <VerifyResultCard
      claim={claim}
      verification={verification}
      chainSteps={chainSteps}
      chainId={chainId}
      data={{ 'data-multiplier': computedMultiplier / 100 }}
      lead={
        <>
          {t('fairness.result.computed', { multiplier: formatX(computedMultiplier) })}
          {verification.instant && ` ${t('fairness.result.instant')}`}
        </>
      }
      input={{ label: t('fairness.field.day'), value: claim.dayOfMonth }}
    >
      <CheckRow check="multiplier" outcome={checks.multiplier}>
        {checks.multiplier === 'skipped'
          ? voided
            ? t('fairness.check.multiplier_voided')
            : t('fairness.check.multiplier_skipped')
          : t(`fairness.check.multiplier_${checks.multiplier}`, {
              computed: formatX(computedMultiplier),
              recorded: recorded === null ? '—' : formatX(recorded),
            })}
      </CheckRow>
    </VerifyResultCard>
  );
}
