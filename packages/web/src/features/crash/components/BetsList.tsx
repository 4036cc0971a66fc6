import type { CrashBetDto } from '@skinbet/shared/schemas/crash.schemas';
import { useRef } from 'react';
import betRows from '../../../components/BetRows.module.css';
import { useI18n } from '../../../lib/i18n';
import { formatAmount } from '../../../lib/money';
import { betTotals, sortByBank } from '../bet-view';
import { useWideItems } from '../hooks/useWideItems';
import { BetRow } from './BetRow';
import styles from './BetsList.module.css';

/** Wide enough for a third thumbnail per row. */
const WIDE_LIST_PX = 640;

interface BetsListProps {
  bets: readonly CrashBetDto[];
  loadingBetIds?: readonly number[];
  /** What to say while the list is empty (it depends on the phase). */
  emptyText: string;
}

/**
 * The round's bets, biggest bank first, with the number of players and the total bank
 * (docs/product/screens.md "Crash").
 */
export function BetsList({ bets, loadingBetIds = [], emptyText }: BetsListProps) {
  const { t } = useI18n('crash');
  const ref = useRef<HTMLElement>(null);
  const wide = useWideItems(ref, WIDE_LIST_PX);
  const totals = betTotals(bets);

  return (
    <section ref={ref} className={betRows.list} aria-labelledby="crash-bets-title" data-testid="crash-bets-list">
      <header className={betRows.header}>
        <h2 id="crash-bets-title" className={betRows.title}>
          {t('crash.bets.title')}
        </h2>
        <p
          className={styles.totals}
          data-testid="crash-bets-totals"
          data-players={totals.players}
          data-bank={totals.bank}
        >
          <span>{t('crash.bets.players', { count: totals.players })}</span>
          <span className={styles.totalBank}>{formatAmount(totals.bank)}</span>
        </p>
      </header>
      {bets.length === 0 ? (
        <p className={betRows.empty}>{emptyText}</p>
      ) : (
        <ul className={betRows.rows} data-wide={wide || undefined}>
          {sortByBank(bets).map((bet) => (
            <BetRow key={bet.id} bet={bet} wide={wide} loading={loadingBetIds.includes(bet.id)} />
          ))}
        </ul>
      )}
    </section>
  );
}
