import type { BattleSeatDto, BattleSummaryDto } from '@skinbet/shared/games/battles/battles.schemas';
import { Fragment } from 'react';
import { Link } from 'react-router';
import { ItemImage } from '../../../components/ItemImage';
import { useI18n } from '../../../lib/i18n';
import { formatAmount } from '../../../lib/money';
import { battleActions, isEmptySeat, isWinnerSeat, seatsByTeam } from '../battle-view';
import { BattleBadges } from './BattleBadges';
import { SeatAvatar } from './SeatAvatar';
import styles from './BattleCard.module.css';

/** Case pictures shown on a card; the rest is a "+N". */
const SHOWN_CASES = 6;

interface BattleCardProps {
  battle: BattleSummaryDto;
  userId: number | undefined;
  /** Takes the empty seat (the page asks a guest to sign in first). */
  onJoin: (battle: BattleSummaryDto, seat: number) => void;
  joining: boolean;
  /** An ended battle about to leave the live list. */
  leaving?: boolean;
}

/**
 * A battle in the lobby (docs/games/battles.md "Screens"): its cases, mode, crazy badge, status,
 * what a seat costs, the seats with their players (teams side by side, "vs" between), an empty
 * seat as a join button while it waits, and the way to watch it.
 */
export function BattleCard({ battle, userId, onJoin, joining, leaving = false }: BattleCardProps) {
  const { t } = useI18n('battles');
  const actions = battleActions(battle, userId);
  const extra = battle.cases.length - SHOWN_CASES;

  const seatView = (seat: BattleSeatDto) => {
    if (isEmptySeat(seat) && actions.join) {
      return (
        <button
          key={seat.seat}
          type="button"
          className={styles.joinSeat}
          onClick={() => onJoin(battle, seat.seat)}
          disabled={joining}
          aria-label={t('battles.join_seat', { seat: seat.seat + 1, price: formatAmount(battle.cost) })}
          data-testid="battle-card-join"
          data-seat={seat.seat}
        >
          +
        </button>
      );
    }
    const winner = isWinnerSeat(battle, seat.seat);
    return (
      <span
        key={seat.seat}
        className={styles.seat}
        data-winner={winner || undefined}
        title={
          seat.bot ? t('battles.seat.bot', { number: seat.seat + 1 }) : (seat.user?.username ?? t('battles.seat.empty'))
        }
        data-testid="battle-card-seat"
        data-seat={seat.seat}
      >
        <SeatAvatar seat={seat} size={34} />
      </span>
    );
  };

  return (
    <article
      className={styles.card}
      data-testid="battle-card"
      data-battle-id={battle.id}
      data-status={battle.status}
      data-leaving={leaving || undefined}
    >
      <header className={styles.top}>
        <BattleBadges battle={battle} />
        <span className={styles.cost}>
          <span className={styles.costLabel}>{t('battles.cost_label')}</span>
          <span className={styles.money} data-testid="battle-card-cost" data-cost={battle.cost}>
            {formatAmount(battle.cost)}
          </span>
        </span>
      </header>

      <ol className={styles.cases} aria-label={t('battles.cases_count', { count: battle.cases.length })}>
        {battle.cases.slice(0, SHOWN_CASES).map((box) => (
          <li key={box.round} className={styles.case} title={`${box.name} · ${formatAmount(box.price)}`}>
            <ItemImage src={box.image} name={box.name} weapon={t('battles.case_word')} rarityColor="#e4ae39" />
          </li>
        ))}
        {extra > 0 && <li className={styles.more}>+{extra}</li>}
      </ol>

      <div className={styles.bottom}>
        <div className={styles.seats}>
          {seatsByTeam(battle.seats).map((team, index) => (
            <Fragment key={index}>
              {index > 0 && <span className={styles.versus}>{t('battles.versus')}</span>}
              <span className={styles.team}>{team.map(seatView)}</span>
            </Fragment>
          ))}
        </div>
        <Link
          className="button button--ghost button--small"
          to={`/battles/${battle.id}`}
          data-testid="battle-card-open"
        >
          {battle.status === 'waiting' ? t('battles.open') : t('battles.watch')}
        </Link>
      </div>
    </article>
  );
}
