import { Link } from 'react-router';
import type { GiveawayHistoryEntryDto } from '@skinbet/shared/schemas/giveaways.schemas';
import { PlayerCell } from '../../../components/PlayerCell';
import { PrizeImage } from '../../../components/PrizeImage';
import { formatShortDate } from '../../../lib/countdown';
import { useI18n } from '../../../lib/i18n';
import { formatAmount } from '../../../lib/money';
import { useUiStore } from '../../../lib/ui-store';
import { verifyLink } from '../giveaway-rules';
import styles from './Giveaway.module.css';

/**
 * The last draws (docs/product/screens.md "Giveaways": player, place, skin, value, date), newest
 * first, each with a link that re-runs its draw on /provably-fair from the revealed secret.
 */
export function GiveawayHistory({ history, limit }: { history: GiveawayHistoryEntryDto[]; limit?: number }) {
  const { t, language } = useI18n('giveaway');
  const reset = useUiStore((state) => state.reset);
  const rows = limit === undefined ? history : history.slice(0, limit);
  if (rows.length === 0) {
    return (
      <p className={styles.muted} data-testid="giveaway-history-empty">
        {t('giveaway.history.empty')}
      </p>
    );
  }
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table} data-testid="giveaway-history">
        <caption className="visually-hidden">{t('giveaway.history.title')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('giveaway.history.player')}</th>
            <th scope="col">{t('giveaway.history.place')}</th>
            <th scope="col">{t('giveaway.history.skin')}</th>
            <th scope="col">{t('giveaway.history.value')}</th>
            <th scope="col">{t('giveaway.history.date')}</th>
            <th scope="col">
              <span className="visually-hidden">{t('giveaway.history.verify')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((entry) => (
            <tr
              key={entry.giveaway_id}
              data-testid="giveaway-history-row"
              data-giveaway-id={entry.giveaway_id}
              data-winner-id={entry.user?.id ?? ''}
              data-place={entry.place ?? ''}
            >
              <td className={styles.playerCell}>
                {entry.user ? (
                  <PlayerCell user={entry.user} size={24} />
                ) : (
                  <span className={styles.muted}>{t('giveaway.history.nobody')}</span>
                )}
              </td>
              <td>{entry.place === null ? '—' : `#${entry.place}`}</td>
              <td>
                <span className={styles.historySkin} title={entry.item.name}>
                  <PrizeImage item={entry.item} />
                </span>
              </td>
              <td className={styles.value}>{formatAmount(entry.value)}</td>
              <td className={styles.date}>
                <time dateTime={entry.finished_at}>{formatShortDate(entry.finished_at, language)}</time>
              </td>
              <td>
                <Link
                  to={verifyLink(entry)}
                  onClick={reset}
                  className={styles.verify}
                  title={t('giveaway.history.verify')}
                  aria-label={t('giveaway.history.verify_draw', { id: entry.giveaway_id })}
                  data-testid="giveaway-verify"
                >
                  ✓
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
