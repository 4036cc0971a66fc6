import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { ExclusionResponse } from '@skinbet/shared/schemas/responsible-gambling.schemas';
import { useI18n, type I18nT } from '../../../lib/i18n';
import { formatMoment } from '../../../lib/rg-notices';
import { EXCLUSION_POLL_MS, exclusionQuery } from '../api/exclusion.api';
import { SECTION_PATH } from '../rg-rules';
import styles from './ResponsibleGambling.module.css';

/**
 * While a time-out or self-exclusion runs, a standing notice that play is closed and until when
 * (or for good), linking to the profile's section. Re-read every minute, so it goes when it ends.
 */
export function ExclusionBanner() {
  const { data } = useQuery({ ...exclusionQuery, refetchInterval: EXCLUSION_POLL_MS });
  if (!data || data.kind === null) return null;
  return <Banner exclusion={data} />;
}

/** Apart, so the feature's texts download only for a player whose play is closed. */
function Banner({ exclusion }: { exclusion: ExclusionResponse }) {
  const { t, language } = useI18n('responsible');
  return (
    <aside
      className={styles.banner}
      aria-label={t('responsible.banner.label')}
      data-testid="rg-exclusion-banner"
      data-kind={exclusion.kind}
    >
      <span>{bannerText(exclusion, t, language)}</span>
      <Link className={styles.bannerLink} to={SECTION_PATH}>
        {t('responsible.banner.link')}
      </Link>
    </aside>
  );
}

function bannerText(exclusion: ExclusionResponse, t: I18nT<'responsible'>, language: 'ru' | 'en'): string {
  if (exclusion.reopen_at)
    return t('responsible.banner.reopening', { until: formatMoment(exclusion.reopen_at, language) });
  if (exclusion.kind === 'self_exclusion' && exclusion.permanent) return t('responsible.banner.forever');
  if (!exclusion.until) return t('responsible.banner.awaiting');
  const until = formatMoment(exclusion.until, language);
  return exclusion.kind === 'timeout'
    ? t('responsible.banner.timeout', { until })
    : t('responsible.banner.self', { until });
}
