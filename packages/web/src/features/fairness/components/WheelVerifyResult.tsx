import { WHEEL_MULTIPLIERS } from '@skinbet/shared/fairness/wheel';
import { useI18n } from '../../../lib/i18n';
import type { WheelClaim, WheelVerification } from '../verify-wheel';
import { VerifyResultCard, type VerifyResultProps } from './VerifyResultCard';

/** The outcome of a wheel check: the recomputed segment and its colour against the recorded segment. */
export function WheelVerifyResult(props: VerifyResultProps<WheelClaim, WheelVerification>) {
  const { claim, verification } = props;
  const { t } = useI18n('fairness');
  const { computedSegment, computedColour } = verification;
  const colour = t(`fairness.wheel.colours.${computedColour}`);

  return (
    <VerifyResultCard
      {...props}
      data={{ 'data-segment': computedSegment, 'data-color': computedColour }}
      lead={t('fairness.wheel.computed', {
        segment: computedSegment,
        colour,
        multiplier: WHEEL_MULTIPLIERS[computedColour],
      })}
      input={{ label: t('fairness.field.segments'), value: 54 }}
      own={{ check: 'segment', computed: computedSegment, recorded: claim.recordedSegment }}
    />
  );
}
