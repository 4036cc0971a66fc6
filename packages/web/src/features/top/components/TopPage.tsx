import { useSearchParams } from 'react-router';
import { PageHero, HeroLead } from '../../../components/PageHero';
import { PlayerCell } from '../../../components/PlayerCell';
import { Skeleton } from '../../../components/Skeleton';
import { useI18n } from '../../../lib/i18n';
import { formatAmount } from '../../../lib/money';
import { useTop } from '../api/top.api';
import { formatRatio, TOP_BY, TOP_PERIODS, topRequestFrom } from '../top-view';
import styles from './TopPage.module.css';

/**
 * `/top` (issue 16): the top players by amount won or by best ratio, for today, this week, this
 * month and all time (UTC). The chosen tabs live in the address, so a ranking can be linked.
 */
export function TopPage() {
  const { t } = useI18n('top');
  const [params, setParams] = useSearchParams();
  const request = topRequestFrom(params);
  const top = useTop(request);
  const select = (next: Partial<typeof request>) => setParams({ ...request, ...next }, { replace: true });

  return (
    <article className={styles.page} data-testid="top-page" data-by={request.by} data-period={request.period}>
      <PageHero title={t('top.title')} eyebrow={t('top.eyebrow')}>
        <HeroLead>{t('top.lead')}</HeroLead>
      </PageHero>
      <section className="panel">
        <div className={styles.tabs}>
          <div className={styles.group} role="radiogroup" aria-label={t('top.by_label')}>
            {TOP_BY.map((by) => (
              <button
                key={by}
                type="button"
                role="radio"
                aria-checked={request.by === by}
                className={styles.tab}
                onClick={() => select({ by })}
                data-testid={`top-by-${by}`}
              >
                {t(`top.by.${by}`)}
              </button>
            ))}
          </div>
          <div className={styles.group} role="radiogroup" aria-label={t('top.period_label')}>
            {TOP_PERIODS.map((period) => (
              <button
                key={period}
                type="button"
                role="radio"
                aria-checked={request.period === period}
                className={styles.tab}
                onClick={() => select({ period })}
                data-testid={`top-period-${period}`}
              >
                {t(`top.period.${period}`)}
              </button>
            ))}
          </div>
        </div>
        <p className={styles.muted}>{t(`top.explain.${request.by}`)}</p>
        {top.isPending && <Skeleton height={240} radius={12} />}
        {top.isError && !top.data && <p className={styles.muted}>{t('top_error.load')}</p>}
        {top.data && top.data.players.length === 0 && (
          <p className={styles.empty} data-testid="top-empty">
            {t('top.empty')}
          </p>
        )}
        {top.data && top.data.players.length > 0 && (
          <div className={styles.tableWrap} aria-busy={top.isPlaceholderData || undefined}>
            <table className={styles.table} data-testid="top-table" data-by={top.data.by} data-period={top.data.period}>
              <thead>
                <tr>
                  <th scope="col">{t('top.column.place')}</th>
                  <th scope="col">{t('top.column.player')}</th>
                  <th scope="col" className={styles.number}>
                    {t(`top.column.${top.data.by}`)}
                  </th>
                  <th scope="col" className={styles.number}>
                    {t('top.column.games')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {top.data.players.map((entry) => (
                  <tr key={entry.user.id} data-testid="top-row" data-user-id={entry.user.id} data-place={entry.place}>
                    <td className={styles.place}>{entry.place}</td>
                    <td className={styles.player}>
                      <PlayerCell user={entry.user} />
                    </td>
                    <td className={`${styles.number} ${styles.value}`}>
                      {top.data.by === 'won' ? formatAmount(entry.won) : formatRatio(entry.ratio)}
                    </td>
                    <td className={styles.number}>{entry.games}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </article>
  );
}

export default TopPage;
