import { formatCents } from '@skinbet/shared/money';
import { useI18n } from '../../../lib/i18n';
import type { BattleCell, BattleVerification } from '../verify-battle';
import styles from './BattleVerifier.module.css';

/**
 * Every round's recomputed tickets and items per seat, each beside what the site reported when
 * they differ, where each item was dealt, and the seats' totals.
 */
export function BattleRounds({
  verification,
  seatName,
}: {
  verification: BattleVerification;
  seatName: (seat: number) => string;
}) {
  const { t } = useI18n('fairness');
  const { cells, seatCount, outcome, deals } = verification;
  const seats = Array.from({ length: seatCount }, (_, seat) => seat);
  const rounds = Array.from({ length: cells.length / seatCount }, (_, round) =>
    cells.slice(round * seatCount, (round + 1) * seatCount),
  );
  const dealtTo = new Map((deals ?? []).map((deal) => [`${deal.round}:${deal.seat}`, deal.toSeat]));

  return (
    <div className={styles.scroll}>
      <h4 className={styles.subTitle}>{t('fairness.battles.rounds')}</h4>
      <table className={styles.rounds} data-testid="fairness-battle-rounds">
        <thead>
          <tr>
            <th scope="col">{t('fairness.battles.round_column')}</th>
            {seats.map((seat) => (
              <th key={seat} scope="col">
                {seatName(seat)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rounds.map((row, round) => (
            <tr key={round}>
              <th scope="row">{t('fairness.battles.round', { round: round + 1, index: round })}</th>
              {row.map((cell) => (
                <RollCell key={cell.seat} cell={cell} dealtTo={dealtTo.get(`${cell.round}:${cell.seat}`)} />
              ))}
            </tr>
          ))}
        </tbody>
        {outcome && (
          <tfoot>
            <tr>
              <th scope="row">{t('fairness.battles.total')}</th>
              {outcome.seatTotals.map((total, seat) => (
                <td key={seat} data-testid="fairness-battle-total" data-seat={seat} data-total={total}>
                  <strong>{formatCents(total)}</strong>
                  {outcome.winners.includes(seat) && (
                    <span className={styles.note}>{t('fairness.battles.winner')}</span>
                  )}
                </td>
              ))}
            </tr>
          </tfoot>
        )}
      </table>
    </div>
  );
}

/** One seat's roll in one round: ticket, item and value, where it went, and the site's report if it differs. */
function RollCell({ cell, dealtTo }: { cell: BattleCell; dealtTo: number | undefined }) {
  const { t } = useI18n('fairness');
  const failed = cell.ticketCheck === 'fail' || cell.itemCheck === 'fail';
  return (
    <td
      className={failed ? styles.fail : undefined}
      data-testid="fairness-battle-roll"
      data-round={cell.round}
      data-seat={cell.seat}
      data-ticket={cell.ticket}
      data-item-id={cell.item?.itemId ?? undefined}
      data-outcome={failed ? 'fail' : cell.recorded ? 'pass' : 'skipped'}
    >
      <span className={styles.ticket}>#{cell.ticket}</span>
      {cell.item && (
        <span className={styles.item}>
          {cell.item.name || '—'} · {formatCents(cell.item.priceCents)}
        </span>
      )}
      {dealtTo !== undefined && (
        <span className={styles.note}>{t('fairness.battles.dealt_to', { seat: dealtTo + 1 })}</span>
      )}
      {failed && cell.recorded && (
        <span className={styles.reported}>
          {t('fairness.battles.reported', { ticket: cell.recorded.ticket, name: cell.recorded.name })}
        </span>
      )}
    </td>
  );
}
