import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { LIMIT_KINDS, LIMIT_PERIODS, type LimitKind } from '@skinbet/shared/schemas/responsible-gambling.schemas';
import { Skeleton } from '../../../components/Skeleton';
import { useI18n } from '../../../lib/i18n';
import { limitsQuery } from '../api/limits.api';
import { findLimit } from '../rg-rules';
import { LimitRow } from './LimitRow';
import styles from './ResponsibleGambling.module.css';

/**
 * The nine limits (docs/product/responsible-gambling.md "Limits"): deposits, losses and stakes, each
 * per 24 hours, 7 days and 30 days, with what the window has used and any pending change.
 */
export function LimitsPanel() {
  const { t } = useI18n('responsible');
  const titleId = useId();
  const limits = useQuery(limitsQuery);
  return (
    <section className="panel" aria-labelledby={titleId} data-testid="rg-limits">
      <div className="panel__header">
        <h2 id={titleId} className="panel__title">
          {t('responsible.limits.title')}
        </h2>
      </div>
      <div className={styles.body}>
        <p className={styles.hint}>{t('responsible.limits.intro')}</p>
        {!limits.data ? (
          <Skeleton height={240} radius={12} />
        ) : (
          LIMIT_KINDS.map((kind) => <LimitGroup key={kind} kind={kind} limits={limits.data.limits} />)
        )}
      </div>
    </section>
  );
}

function LimitGroup({ kind, limits }: { kind: LimitKind; limits: Parameters<typeof findLimit>[0] }) {
  const { t } = useI18n('responsible');
  const titleId = useId();
  return (
    <div
      className={styles.limitGroup}
      role="group"
      aria-labelledby={titleId}
      data-testid="rg-limit-group"
      data-kind={kind}
    >
      <h3 id={titleId} className={styles.groupTitle}>
        {t(`responsible.limits.kinds.${kind}`)}
      </h3>
      <p className={styles.hint}>{t(`responsible.limits.kind_hints.${kind}`)}</p>
      {LIMIT_PERIODS.map((period) => {
        const limit = findLimit(limits, kind, period) ?? { kind, period, amount: null, used: 0 };
        return <LimitRow key={period} limit={limit} />;
      })}
    </div>
  );
}
