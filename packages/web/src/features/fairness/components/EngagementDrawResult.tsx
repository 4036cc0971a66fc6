import type { ReactNode } from 'react';
import { useI18n } from '../../../lib/i18n';
import { VerdictCard, type VerdictCardProps } from './VerifyResultCard';
import styles from './FairnessPage.module.css';

/**
 * The outcome card of a giveaway or jackpot-bonus draw check: the verdict, the checks (`CheckRow`s),
 * the inputs it was recomputed from, and where to turn on a mismatch.
 */
export function EngagementDrawResult({
  inputs,
  children,
  ...card
}: Omit<VerdictCardProps, 'support'> & { inputs: { label: string; value: ReactNode }[] }) {
  const { t } = useI18n('fairness');
  return (
    <VerdictCard {...card} support={{ testId: 'fairness-draw-support', text: t('fairness.draw.mismatch_support') }}>
      <ul className={styles.checks}>{children}</ul>
      <dl className={styles.inputs}>
        {inputs.map((input) => (
          <div key={input.label} style={{ display: 'contents' }}>
            <dt>{input.label}</dt>
            <dd>{input.value}</dd>
          </div>
        ))}
      </dl>
    </VerdictCard>
  );
}
