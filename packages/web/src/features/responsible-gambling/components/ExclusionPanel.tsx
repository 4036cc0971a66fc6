import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { SELF_EXCLUSION_DAYS, TIMEOUT_DAYS } from '@skinbet/shared/schemas/responsible-gambling.schemas';
import { Skeleton } from '../../../components/Skeleton';
import { useI18n } from '../../../lib/i18n';
import { exclusionQuery } from '../api/exclusion.api';
import { ExclusionChooser } from './ExclusionChooser';
import { RunningExclusion } from './RunningExclusion';
import styles from './ResponsibleGambling.module.css';

/**
 * Time-out and self-exclusion (docs/product/responsible-gambling.md "Time-out and self-exclusion"):
 * the running one with its end, and the choice of a length with a confirmation that says it
 * cannot be undone or shortened (while one runs, a new one can only make it longer).
 */
export function ExclusionPanel() {
  const { t } = useI18n('responsible');
  const titleId = useId();
  const exclusion = useQuery(exclusionQuery);
  return (
    <section className="panel" aria-labelledby={titleId} data-testid="rg-exclusion">
      <div className="panel__header">
        <h2 id={titleId} className="panel__title">
          {t('responsible.exclusion.title')}
        </h2>
      </div>
      <div className={styles.body}>
        <p className={styles.hint}>{t('responsible.exclusion.intro')}</p>
        {!exclusion.data ? (
          <Skeleton height={120} radius={12} />
        ) : (
          <>
            {exclusion.data.kind !== null && <RunningExclusion exclusion={exclusion.data} />}
            {/* A new exclusion can only keep play closed longer; for good there is nothing to add. */}
            {!exclusion.data.permanent && (
              <>
                {exclusion.data.kind !== null && <p className={styles.hint}>{t('responsible.exclusion.longer')}</p>}
                <ExclusionChooser
                  kind="timeout"
                  title={t('responsible.exclusion.timeout_title')}
                  text={t('responsible.exclusion.timeout_text')}
                  lengths={TIMEOUT_DAYS}
                  startLabel={t('responsible.exclusion.start_timeout')}
                />
                <ExclusionChooser
                  kind="self_exclusion"
                  title={t('responsible.exclusion.self_title')}
                  text={t('responsible.exclusion.self_text')}
                  lengths={[...SELF_EXCLUSION_DAYS, null]}
                  startLabel={t('responsible.exclusion.start_self')}
                />
              </>
            )}
          </>
        )}
      </div>
    </section>
  );
}
