import { useMutation } from '@tanstack/react-query';
import type { WithdrawalDto } from '@skinbet/shared/schemas/withdrawals.schemas';
import { useAppConfig } from '../../../lib/app-config';
import { useI18n } from '../../../lib/i18n';
import { formatAmount } from '../../../lib/money';
import { respondToSandboxOffer } from '../../../lib/withdrawals';
import { formatDateTime } from '../profile-format';
import { statusTone, withdrawalMethod } from '../withdrawals-view';
import styles from './WithdrawalsTab.module.css';
import table from './TransactionsTable.module.css';

interface WithdrawalsTableProps {
  rows: readonly WithdrawalDto[];
  /** The row whose cancel is in flight, if any. */
  cancelingId: number | null;
  onCancel: (row: WithdrawalDto) => void;
}

/**
 * Withdrawal columns (docs/money/withdrawals.md "Statuses"): id, system, wallet, amount, status,
 * action, date. A money row also shows the 20 % tax and what arrives; a rejected one the
 * operator's reason. Under 640 px each row is a card, as in the statement.
 */
export function WithdrawalsTable({ rows, cancelingId, onCancel }: WithdrawalsTableProps) {
  const { t } = useI18n('profile');
  return (
    <div className={table.scroller}>
      <table className={table.table} data-testid="withdrawals-table">
        <caption className="visually-hidden">{t('profile.withdrawals.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('profile.withdrawals.id')}</th>
            <th scope="col">{t('profile.withdrawals.system')}</th>
            <th scope="col">{t('profile.withdrawals.wallet')}</th>
            <th scope="col" className={table.numeric}>
              {t('profile.withdrawals.amount')}
            </th>
            <th scope="col">{t('profile.withdrawals.status_title')}</th>
            <th scope="col">{t('profile.withdrawals.action')}</th>
            <th scope="col">{t('profile.withdrawals.date')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <WithdrawalRow key={row.id} row={row} canceling={cancelingId === row.id} onCancel={onCancel} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function WithdrawalRow({
  row,
  canceling,
  onCancel,
}: {
  row: WithdrawalDto;
  canceling: boolean;
  onCancel: (row: WithdrawalDto) => void;
}) {
  const { t, language } = useI18n('profile');
  const sandbox = useAppConfig()?.wallet.sandbox === true;
  return (
    <tr
      className={`${table.row} ${styles.row}`}
      data-testid="withdrawal-row"
      data-id={row.id}
      data-status={row.status}
      data-type={row.type}
    >
      <td className={styles.id}>#{row.id}</td>
      <td className={styles.system}>
        {withdrawalMethod(row) ?? t('profile.withdrawals.steam_trade')}
        {row.item && <span className={styles.itemName}>{row.item.name}</span>}
      </td>
      <td className={styles.wallet}>{row.wallet}</td>
      <td className={`${table.amount} ${styles.amount}`} data-testid="withdrawal-amount">
        {formatAmount(row.amount)}
        {row.type === 'money' && row.tax > 0 && (
          <span className={styles.net}>{t('profile.withdrawals.net', { net: formatAmount(row.net) })}</span>
        )}
      </td>
      <td className={styles.statusCell}>
        <span className={`${styles.status} ${styles[statusTone(row.status)]}`} data-testid="withdrawal-status">
          {t(`profile.withdrawals.status.${row.status}`)}
        </span>
        {row.reason && <span className={styles.reason}>{t('profile.withdrawals.reason', { reason: row.reason })}</span>}
      </td>
      <td className={styles.action}>
        {sandbox && row.type === 'skin' && row.status === 'sending' && <SandboxOfferActions withdrawalId={row.id} />}
        {row.cancelable && (
          <button
            type="button"
            className="button button--danger button--small"
            disabled={canceling}
            aria-busy={canceling}
            onClick={() => onCancel(row)}
            data-testid="withdrawal-cancel"
          >
            {t('profile.withdrawals.cancel')}
          </button>
        )}
      </td>
      <td className={table.date}>
        <time dateTime={row.created_at}>{formatDateTime(row.created_at, language)}</time>
      </td>
    </tr>
  );
}

/**
 * The payment sandbox's Steam client for a skin on its way out: accept or decline the trade offer
 * the site's bot sent, as the player would in Steam.
 */
function SandboxOfferActions({ withdrawalId }: { withdrawalId: number }) {
  const { t } = useI18n('profile');
  const respond = useMutation({
    mutationFn: (accept: boolean) => respondToSandboxOffer(withdrawalId, accept),
    meta: { errorKey: 'inventory_error.send_take_withdraw' },
  });
  return (
    <span className={styles.sandbox} title={t('profile.withdrawals.sandbox_hint')}>
      <button
        type="button"
        className="button button--steam button--small"
        disabled={respond.isPending}
        onClick={() => respond.mutate(true)}
        data-testid="withdrawal-sandbox-accept"
      >
        {t('profile.withdrawals.sandbox_accept')}
      </button>
      <button
        type="button"
        className="button button--ghost button--small"
        disabled={respond.isPending}
        onClick={() => respond.mutate(false)}
        data-testid="withdrawal-sandbox-decline"
      >
        {t('profile.withdrawals.sandbox_decline')}
      </button>
    </span>
  );
}
