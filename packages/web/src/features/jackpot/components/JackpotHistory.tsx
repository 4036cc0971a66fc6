import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { BetPlayer } from '../../../components/BetRowParts';
import betRows from '../../../components/BetRows.module.css';
import { Skeleton } from '../../../components/Skeleton';
import { useI18n } from '../../../lib/i18n';
import { formatAmount } from '../../../lib/money';
import { jackpotHistoryQuery } from '../api/jackpot.api';
import { formatChance } from '../jackpot-view';
import styles from './JackpotHistory.module.css';

/** The last finished rounds: winner, chance and pot, each with a link that verifies it in the browser. */
export function JackpotHistory() {
  const { t } = useI18n('jackpot');
  const history = useQuery(jackpotHistoryQuery);

  return (
    <section className={styles.history} aria-labelledby="jackpot-history-title" data-testid="jackpot-history">
      <h2 id="jackpot-history-title" className={betRows.title}>
        {t('jackpot.history.title')}
      </h2>
      {history.isPending ? (
        <Skeleton height={96} radius={12} />
      ) : history.isError ? (
        <div className={styles.problem}>
          <p>{t('jackpot.history.load_failed')}</p>
          <button type="button" className="button button--ghost button--small" onClick={() => void history.refetch()}>
            {t('jackpot.retry')}
          </button>
        </div>
      ) : history.data.length === 0 ? (
        <p className={styles.empty}>{t('jackpot.history.empty')}</p>
      ) : (
        <ol className={betRows.rows}>
          {history.data.map((entry) => (
            <li key={entry.id} className={styles.row} data-testid="jackpot-history-row" data-round-id={entry.id}>
              <span className={styles.round}>{t('jackpot.history.round', { id: entry.id })}</span>
              <BetPlayer
                user={entry.winner}
                avatarSize={28}
                classNames={{ player: betRows.player, avatar: styles.avatar, name: betRows.name }}
              />
              <span className={styles.chance}>{formatChance(entry.chance)}</span>
              <span className={styles.bank}>{formatAmount(entry.bank)}</span>
              <Link
                className={styles.verify}
                to={`/provably-fair?game=jackpot&round=${entry.id}`}
                data-testid="jackpot-history-verify"
              >
                {t('jackpot.history.verify')}
              </Link>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
