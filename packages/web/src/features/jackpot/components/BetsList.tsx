import type { JackpotBetDto } from '@skinbet/shared/schemas/jackpot.schemas';
import { BetItemThumbs, BetPlayer } from '../../../components/BetRowParts';
import betRows from '../../../components/BetRows.module.css';
import { useI18n } from '../../../lib/i18n';
import { formatAmount } from '../../../lib/money';
import type { JackpotLive } from '../jackpot-state';
import { betThumbnails, formatChance, ticketsText } from '../jackpot-view';
import styles from './BetsList.module.css';

/**
 * The round's bets (docs/product/screens.md "Jackpot"), newest first: the player (→ their
 * profile, blurred in streamer mode), the amount, the chance, up to 5 item thumbnails and
 * "+N", and the ticket ranges.
 */
export function BetsList({ round }: { round: JackpotLive }) {
  const { t } = useI18n('jackpot');
  const bets = [...round.bets].reverse();
  return (
    <section className={betRows.list} aria-labelledby="jackpot-bets-title" data-testid="jackpot-bets">
      <header className={betRows.header}>
        <h2 id="jackpot-bets-title" className={betRows.title}>
          {t('jackpot.bets.title')}
        </h2>
        <span className={styles.players}>{t('jackpot.bets.players', { count: round.participants.length })}</span>
      </header>
      {bets.length === 0 ? (
        <p className={betRows.empty} data-testid="jackpot-bets-empty">
          {round.phase === 'waiting' ? t('jackpot.bets.empty_waiting') : t('jackpot.bets.empty')}
        </p>
      ) : (
        <ul className={betRows.rows}>
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
      <BetPlayer
        user={bet.user}
        avatarSize={32}
        classNames={{ player: betRows.bettor, avatar: styles.avatar, name: betRows.name }}
      />
      <span className={styles.amount}>{formatAmount(bet.price)}</span>
      <span className={styles.chance} data-testid="jackpot-bet-chance">
        {formatChance(bet.chance)}
      </span>
      <BetItemThumbs
        shown={shown}
        more={more}
        classNames={{ items: styles.items, thumb: styles.thumb, more: betRows.more }}
      />
      <span className={styles.tickets} title={t('jackpot.bets.tickets')} data-testid="jackpot-bet-tickets">
        {ticketsText(bet.tickets)}
      </span>
    </li>
  );
}
