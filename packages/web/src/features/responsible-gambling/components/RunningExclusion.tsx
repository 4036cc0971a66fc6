import { useMutation } from '@tanstack/react-query';
import type { ExclusionResponse } from '@skinbet/shared/schemas/responsible-gambling.schemas';
import { useI18n } from '../../../lib/i18n';
import { notify } from '../../../lib/notices';
import { formatMoment } from '../../../lib/rg-notices';
import { requestReopen } from '../api/exclusion.api';
import styles from './ResponsibleGambling.module.css';

/**
 * The exclusion closing play now: its end (or for good), and after a self-exclusion's period the
 * request to reopen, which takes effect 24 hours later.
 */
export function RunningExclusion({ exclusion }: { exclusion: ExclusionResponse }) {
  const { t, language } = useI18n('responsible');
  const reopen = useMutation({
    mutationFn: requestReopen,
    meta: { errorKey: 'responsible.error' },
    onSuccess: () => notify.success('responsible.exclusion.reopen_requested'),
  });
  const until = exclusion.until ? formatMoment(exclusion.until, language) : null;
  return (
    <div className={styles.body} data-testid="rg-exclusion-running" data-kind={exclusion.kind}>
      <p className={styles.running}>
        {exclusion.kind === 'timeout'
          ? t('responsible.exclusion.running_timeout', { until: until ?? '' })
          : exclusion.permanent
            ? t('responsible.exclusion.running_forever')
            : until
              ? t('responsible.exclusion.running_self', { until })
              : t('responsible.exclusion.awaiting_reopen')}
      </p>
      <p className={styles.hint}>{t('responsible.exclusion.running_note')}</p>
      {exclusion.reopen_at ? (
        <p className={styles.hint} data-testid="rg-reopen-at">
          {t('responsible.exclusion.reopen_at', { at: formatMoment(exclusion.reopen_at, language) })}
        </p>
      ) : (
        exclusion.can_reopen && (
          <div className={styles.actions}>
            <button
              type="button"
              className="button"
              disabled={reopen.isPending}
              onClick={() => reopen.mutate()}
              data-testid="rg-reopen"
            >
              {t('responsible.exclusion.reopen')}
            </button>
          </div>
        )
      )}
    </div>
  );
}
