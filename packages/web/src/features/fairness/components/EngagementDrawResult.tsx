import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useI18n } from '../../../lib/i18n';
import styles from './FairnessPage.module.css';

/**
 * The outcome card of a giveaway or jackpot-bonus draw check: the verdict, the checks (`CheckRow`s),
 * the inputs it was recomputed from, and where to turn on a mismatch.
 */
export function EngagementDrawResult({
  verdict,
  title,
  lead,
  data,
  inputs,
  children,
}: {
  verdict: 'match' | 'mismatch';
  title: string;
  lead: ReactNode;
  /** The recomputed outcome as `data-*` attributes, for the browser tests. */
  data: Record<`data-${string}`, string | number | undefined>;
  inputs: { label: string; value: ReactNode }[];
  children: ReactNode;
}) {
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
      <ul className={styles.checks}>{children}</ul>
      <dl className={styles.inputs}>
        {inputs.map((input) => (
          <div key={input.label} style={{ display: 'contents' }}>
            <dt>{input.label}</dt>
            <dd>{input.value}</dd>
          </div>
        ))}
      </dl>
      {verdict === 'mismatch' && (
        <p className={styles.ticket} data-testid="fairness-draw-support">
          {t('fairness.draw.mismatch_support')} <Link to="/support">{t('fairness.result.ticket_link')}</Link>
        </p>
      )}
    </section>
  );
}
