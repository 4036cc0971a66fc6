import type { CSSProperties } from 'react';
import type { LedgerEntryDto } from '@skinbet/shared/schemas/user.schemas';
import { useI18n } from '../../../lib/i18n';
import { formatAmount } from '../../../lib/money';
import { formatDateTime, ledgerKindKey, signedAmount } from '../profile-format';
import styles from './TransactionsTable.module.css';

/** Skins listed under an entry before the rest is summed up as "+N more". */
const ITEMS_SHOWN = 3;

/**
 * One page of the statement: date, what happened (with the skins it moved), the signed amount and
 * the balance after it. A table on wide screens; under 640 px each row becomes a card, so the page
 * never scrolls sideways.
 */
export function TransactionsTable({
  entries,
  page,
  pages,
}: {
  entries: LedgerEntryDto[];
  page: number;
  pages: number;
}) {
  const { t } = useI18n('profile');
  return (
    <div className={styles.scroller}>
      <table className={styles.table} data-testid="transactions-table">
        <caption className="visually-hidden">{t('profile.transactions.caption', { page, pages })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('profile.transactions.date')}</th>
            <th scope="col">{t('profile.transactions.operation')}</th>
            <th scope="col" className={styles.numeric}>
              {t('profile.transactions.amount')}
            </th>
            <th scope="col" className={styles.numeric}>
              {t('profile.transactions.balance_after')}
            </th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <TransactionRow key={entry.id} entry={entry} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function TransactionRow({ entry }: { entry: LedgerEntryDto }) {
  const { t, translate, language } = useI18n('profile');
  const amount = signedAmount(entry.delta);
  const more = entry.items.length - ITEMS_SHOWN;
  return (
    <tr className={styles.row} data-testid="transaction-row" data-kind={entry.kind}>
      <td className={styles.date}>
        <time dateTime={entry.created_at}>{formatDateTime(entry.created_at, language)}</time>
      </td>
      <td className={styles.operation}>
        <span className={styles.kind} data-testid="transaction-kind">
          {translate(ledgerKindKey(entry.kind))}
        </span>
        {entry.items.length > 0 && (
          <ul className={styles.items}>
            {entry.items.slice(0, ITEMS_SHOWN).map((item) => (
              <li key={item.name} className={styles.item} style={{ '--rarity': item.rarity_color } as CSSProperties}>
                <span className={styles.itemName}>{item.name}</span>
                {item.count > 1 && <span className={styles.count}>×{item.count}</span>}
              </li>
            ))}
            {more > 0 && <li className={styles.more}>{t('profile.transactions.more_items', { more })}</li>}
          </ul>
        )}
      </td>
      <td className={`${styles.amount} ${styles[amount.tone]}`} data-testid="transaction-amount">
        {amount.text}
      </td>
      <td className={styles.balance} data-label={t('profile.transactions.balance_after')}>
        {formatAmount(entry.balance_after)}
      </td>
    </tr>
  );
}
