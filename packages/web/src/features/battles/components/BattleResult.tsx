import { useI18n } from '../../../lib/i18n';
import { formatAmount, sumAmounts } from '../../../lib/money';
import type { BattleView } from '../battle-view';
import { SeatAvatar } from './SeatAvatar';
import { SeatName } from './SeatName';
import styles from './BattlePage.module.css';

/**
 * The end of a battle (docs/games/battles.md "Bets and items"): who won, what they received in all,
 * how a tie was decided, and for the viewer whether the items are in their inventory.
 */
export function BattleResult({ battle, viewerSeat }: { battle: BattleView; viewerSeat: number | null }) {
  const { t } = useI18n('battles');
  const winners = battle.seats.filter((seat) => battle.winners?.includes(seat.seat));
  const received = sumAmounts(winners.map((seat) => battle.payouts[seat.seat] ?? 0));
  const viewerWon = viewerSeat !== null && winners.some((seat) => seat.seat === viewerSeat);
  return (
    <div
      className={styles.result}
      data-testid="battle-result"
      data-winners={winners.map((seat) => seat.seat).join(',')}
      data-viewer-won={viewerWon || undefined}
      aria-live="polite"
    >
      <span className={styles.resultLabel}>{t('battles.result.winners', { count: winners.length })}</span>
      <ul className={styles.winners}>
        {winners.map((seat) => (
          <li key={seat.seat} className={styles.winner}>
            <SeatAvatar seat={seat} size={32} />
            <SeatName seat={seat} />
          </li>
        ))}
      </ul>
      <span className={styles.money} data-testid="battle-result-amount">
        {formatAmount(received)}
      </span>
      {battle.tie && (
        <p className={styles.note} data-testid="battle-tie">
          {t('battles.result.tie', { count: battle.tie.teams.length })}
        </p>
      )}
      {viewerSeat !== null && (
        <p className={styles.note}>{viewerWon ? t('battles.result.you_won') : t('battles.result.you_lost')}</p>
      )}
    </div>
  );
}
