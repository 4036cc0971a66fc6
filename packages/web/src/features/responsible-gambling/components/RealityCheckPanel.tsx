import { useMutation, useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { REALITY_CHECK_MINUTES } from '@skinbet/shared/schemas/responsible-gambling.schemas';
import { useI18n } from '../../../lib/i18n';
import { notify } from '../../../lib/notices';
import { realityCheckQuery, setRealityCheck } from '../api/reality-check.api';
import styles from './ResponsibleGambling.module.css';

type Interval = (typeof REALITY_CHECK_MINUTES)[number];

/** The reality check's interval (docs/product/responsible-gambling.md "Reality checks"): 15, 30 or 60 minutes. */
export function RealityCheckPanel() {
  const { t } = useI18n('responsible');
  const titleId = useId();
  const check = useQuery(realityCheckQuery);
  const save = useMutation({
    mutationFn: (minutes: Interval) => setRealityCheck({ interval_minutes: minutes }),
    meta: { errorKey: 'responsible.error' },
    onSuccess: () => notify.success('responsible.reality.saved'),
  });
  const current = save.isPending ? save.variables : check.data?.interval_minutes;
  return (
    <section className="panel" aria-labelledby={titleId} data-testid="rg-reality">
      <div className="panel__header">
        <h2 id={titleId} className="panel__title">
          {t('responsible.reality.title')}
        </h2>
      </div>
      <div className={styles.body}>
        <p className={styles.hint}>{t('responsible.reality.intro')}</p>
        <div className={styles.choices} role="group" aria-labelledby={titleId}>
          {REALITY_CHECK_MINUTES.map((minutes) => (
            <button
              key={minutes}
              type="button"
              className={`button button--small ${styles.choice}`}
              aria-pressed={current === minutes}
              disabled={!check.data || save.isPending}
              onClick={() => save.mutate(minutes)}
              data-testid="rg-reality-interval"
              data-minutes={minutes}
            >
              {t('responsible.reality.minutes', { minutes })}
            </button>
          ))}
        </div>
      </div>
    </section>
  );
}
