import { WHEEL_MULTIPLIERS } from '@skinbet/shared/fairness/wheel';
import { useI18n } from '../../../lib/i18n';
import type { WheelClaim, WheelVerification } from '../verify-wheel';
import { CheckRow, VerifyResultCard, type VerifyResultProps } from './VerifyResultCard';

/** The outcome of a wheel check: the recomputed segment and its colour against the recorded segment. */
export function WheelVerifyResult(props: VerifyResultProps<WheelClaim, WheelVerification>) {
  const { claim, verification, chainSteps, voided = false, chainId = null } = props;
  const { t } = useI18n('fairness');
  const { checks, computedSegment, computedColour } = verification;
  const recorded = claim.recordedSegment;
  const colour = t(`fairness.wheel.colours.${computedColour}`);

  return (
    <VerifyResultCard
      claim={claim}
      verification={verification}
      chainSteps={chainSteps}
      chainId={chainId}
      data={{ 'data-segment': computedSegment, 'data-color': computedColour }}
      lead={t('fairness.wheel.computed', {
        segment: computedSegment,
        colour,
        multiplier: WHEEL_MULTIPLIERS[computedColour],
      })}
      input={{ label: t('fairness.field.segments'), value: 54 }}
    >
      <CheckRow check="segment" outcome={checks.segment}>
        {checks.segment === 'skipped'
          ? voided
            ? t('fairness.wheel.segment_voided')
            : t('fairness.wheel.segment_skipped')
          : t(`fairness.wheel.segment_${checks.segment}`, { computed: computedSegment, recorded: recorded ?? '—' })}
      </CheckRow>
    </VerifyResultCard>
  );
}
