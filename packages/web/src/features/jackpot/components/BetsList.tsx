import type { JackpotBetDto } from '@skinbet/shared/schemas/jackpot.schemas';
import { Link } from 'react-router';
import { ItemImage } from '../../../components/ItemImage';
import { UserName } from '../../../components/UserName';
import { useI18n } from '../../../lib/i18n';
import { formatAmount } from '../../../lib/money';
import type { JackpotLive } from '../jackpot-state';
import { betThumbnails, formatChance, ticketsText, weaponOf } from '../jackpot-view';
import styles from './BetsList.module.css';

/**
 * The round's bets (SPEC §2), newest first: the player (→ their profile, blurred in streamer
 * mode), the amount, the chance, up to 5 item thumbnails and "+N", and the ticket ranges.
 */
export function BetsList({ round }: { round: JackpotLive }) {
  const { t } = useI18n('jackpot');
  const bets = [...round.bets].reverse();
  return (
    <section className={styles.list} aria-labelledby="jackpot-bets-title" data-testid="jackpot-bets">
      <header className={styles.header}>
        <h2 id="jackpot-bets-title" className={styles.title}>
          {t('jackpot.bets.title')}
        </h2>
        <span className={styles.players}>{t('jackpot.bets.players', { count: round.participants.length })}</span>
      </header>
      {bets.length === 0 ? (
        <p className={styles.empty} data-testid="jackpot-bets-empty">
          {round.phase === 'waiting' ? t('jackpot.bets.empty_waiting') : t('jackpot.bets.empty')}
        </p>
      ) : (
        <ul className={styles.rows}>
          {bets.map((bet) => (
            <BetRow key={bet.id} bet={bet} />
          ))}
        </ul>
      )}
    </section>
  );
}

function BetRow({ bet }: { bet: JackpotBetDto }) {
  const { t } = useI18n('jackpot');
  const { shown, more } = betThumbnails(bet.items);
  return (
    <li className={styles.row} data-testid="jackpot-bet-row" data-bet-id={bet.id} data-user-id={bet.user.id}>
      <Link to={`/user/${bet.user.id}`} className={styles.player}>
        <img className={styles.avatar} src={bet.user.avatar} alt="" width={32} height={32} loading="lazy" />
        <UserName name={bet.user.username} demo={bet.user.is_demo} className={styles.name} />
      </Link>
      <span className={styles.amount}>{formatAmount(bet.price)}</span>
      <span className={styles.chance} data-testid="jackpot-bet-chance">
        {formatChance(bet.chance)}
      </span>
      <span className={styles.items}>
        {shown.map((item) => (
          <span
            key={item.id}
            className={styles.thumb}
            title={`${item.name} — ${formatAmount(item.price)}`}
            style={{ borderColor: item.rarity_color }}
          >
            <ItemImage src={item.image} name={item.name} weapon={weaponOf(item.name)} rarityColor={item.rarity_color} />
          </span>
        ))}
        {more > 0 && <span className={styles.more}>+{more}</span>}
      </span>
      <span className={styles.tickets} title={t('jackpot.bets.tickets')} data-testid="jackpot-bet-tickets">
        {ticketsText(bet.tickets)}
      </span>
    </li>
  );
}
