import type { BattleSeatDto } from '@skinbet/shared/games/battles/battles.schemas';
import { Link } from 'react-router';
import { UserName } from '../../../components/UserName';
import { useI18n } from '../../../lib/i18n';
import styles from './SeatName.module.css';

/** Who sits in a seat: a player's name (a link to their profile, blurred in streamer mode), "Bot", or "Empty seat". */
export function SeatName({ seat, link = true }: { seat: BattleSeatDto; link?: boolean }) {
  const { t } = useI18n('battles');
  if (seat.bot) return <span className={styles.bot}>{t('battles.seat.bot', { number: seat.seat + 1 })}</span>;
  if (!seat.user) return <span className={styles.empty}>{t('battles.seat.empty')}</span>;
  return link ? (
    <Link to={`/user/${seat.user.id}`} className={styles.player}>
      <UserName name={seat.user.username} />
    </Link>
  ) : (
    <span className={styles.player}>
      <UserName name={seat.user.username} />
    </span>
  );
}
