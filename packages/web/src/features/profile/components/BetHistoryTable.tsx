import type { HistoryEntryDto } from '@skinbet/shared/schemas/profile-history.schemas';
import { useI18n } from '../../../lib/i18n';
import { formatAmount } from '../../../lib/money';
import { formatRatio, historyDetail } from '../history-format';
import { formatDateTime } from '../profile-format';
import styles from './BetHistoryTable.module.css';

/**
 * One page of settled bets: date, (game), round, stake, what the game adds (crash cash-out, wheel
 * colour, case name), the payout ratio and the payout. A table on wide screens, cards under 640 px.
 * `showGame` for a public profile's recent bets, which mix every game.
 */
export function BetHistoryTable({
  entries,
  showGame = false,
  caption,
}: {
  entries: readonly HistoryEntryDto[];
  showGame?: boolean;
  caption: string;
}) {
  const { t } = useI18n('profile');
  return (
    <div className={styles.scroller}>
      <table className={styles.table} data-testid="bet-history-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('profile.bets.date')}</th>
            {showGame && <th scope="col">{t('profile.bets.game')}</th>}
            <th scope="col">{t('profile.bets.round')}</th>
            <th scope="col">{t('profile.bets.detail')}</th>
            <th scope="col" className={styles.numeric}>
              {t('profile.bets.stake')}
            </th>
            <th scope="col" className={styles.numeric}>
              {t('profile.bets.ratio')}
            </th>
            <th scope="col" className={styles.numeric}>
              {t('profile.bets.payout')}
            </th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <BetRow key={entry.id} entry={entry} showGame={showGame} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function BetRow({ entry, showGame }: { entry: HistoryEntryDto; showGame: boolean }) {
  const { t, language } = useI18n('profile');
  const detail = historyDetail(entry);
  return (
    <tr className={styles.row} data-testid="bet-row" data-game={entry.game} data-outcome={entry.outcome}>
      <td className={styles.date}>
        <time dateTime={entry.created_at}>{formatDateTime(entry.created_at, language)}</time>
      </td>
      {showGame && <td className={styles.game}>{t(`profile.bets.games.${entry.game}`)}</td>}
      <td className={styles.round} data-label={t('profile.bets.round')}>
        {entry.round_id === null ? '\u2014' : `#${entry.round_id}`}
      </td>
      <td className={styles.detail} data-label={t('profile.bets.detail')}>
        {detail === null ? (
          '\u2014'
        ) : detail.kind === 'colour' ? (
          <span className={styles.colour} data-colour={detail.colour}>
            {t(`profile.bets.colours.${detail.colour}`)}
          </span>
        ) : (
          detail.text
        )}
      </td>
      <td className={styles.stake} data-label={t('profile.bets.stake')}>
        {formatAmount(entry.stake)}
      </td>
      <td className={styles.ratio} data-label={t('profile.bets.ratio')}>
        {formatRatio(entry.multiplier, language)}
      </td>
      <td className={`${styles.payout} ${styles[entry.outcome]}`} data-testid="bet-payout">
        <span className="visually-hidden">{t(`profile.bets.outcome.${entry.outcome}`)} </span>
        {entry.outcome === 'won' ? `+${formatAmount(entry.payout)}` : formatAmount(entry.payout)}
      </td>
    </tr>
  );
}
