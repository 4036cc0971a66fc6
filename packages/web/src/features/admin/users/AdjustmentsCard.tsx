import type { AdminUserDetail, AdjustmentDto } from '@skinbet/shared/schemas/admin-users.schemas';
import { useI18n } from '../../../lib/i18n';
import { DateTime, Money, UserLink } from '../console/cells';
import { useApproveAdjustment, useRejectAdjustment } from './users-api';
import styles from './users.module.css';

/**
 * The player's latest balance corrections. A pending one shows Approve to any other admin and
 * Cancel to the admin who asked (the server refuses a self-approval anyway).
 */
export function AdjustmentsCard(props: { data: AdminUserDetail; isAdmin: boolean; selfId: number }) {
  const { t } = useI18n('admin_users');
  const approve = useApproveAdjustment();
  const reject = useRejectAdjustment();
  if (props.data.adjustments.length === 0) return null;
  const busy = approve.isPending || reject.isPending;
  return (
    <section className={styles.card} data-testid="user-adjustments">
      <h2>{t('admin_users.adjustments')}</h2>
      <table className={styles.table}>
        <thead>
          <tr>
            <th>{t('admin_users.adj_when')}</th>
            <th>{t('admin_users.adj_amount')}</th>
            <th>{t('admin_users.adj_reason')}</th>
            <th>{t('admin_users.adj_by')}</th>
            <th>{t('admin_users.adj_status')}</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {props.data.adjustments.map((row) => (
            <tr key={row.id} data-testid={`adjustment-${row.id}`} data-status={row.status}>
              <td>
                <DateTime iso={row.created_at} />
              </td>
              <td>
                <Money amount={row.amount} />
              </td>
              <td>{row.reason}</td>
              <td>
                <UserLink id={row.requested_by} name={row.requested_by_name} />
              </td>
              <td>{t(`admin_users.adj_status_${row.status}`)}</td>
              <td>
                {props.isAdmin && row.status === 'pending' && (
                  <PendingActions
                    row={row}
                    own={row.requested_by === props.selfId}
                    busy={busy}
                    onApprove={() => approve.mutate({ id: row.id })}
                    onReject={() => reject.mutate({ id: row.id })}
                  />
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function PendingActions(props: {
  row: AdjustmentDto;
  own: boolean;
  busy: boolean;
  onApprove: () => void;
  onReject: () => void;
}) {
  const { t } = useI18n('admin_users');
  return (
    <span className={styles.actions}>
      {props.own ? (
        <span className={styles.muted}>{t('admin_users.own_request')}</span>
      ) : (
        <button
          type="button"
          className="button button--primary"
          disabled={props.busy}
          onClick={props.onApprove}
          data-testid={`adjustment-approve-${props.row.id}`}
        >
          {t('admin_users.approve')}
        </button>
      )}
      <button
        type="button"
        className="button"
        disabled={props.busy}
        onClick={props.onReject}
        data-testid={`adjustment-reject-${props.row.id}`}
      >
        {t(props.own ? 'admin_users.cancel_own' : 'admin_users.reject')}
      </button>
    </span>
  );
}
