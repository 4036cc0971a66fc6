import type { ReactNode } from 'react';
import { useI18n } from '../../../lib/i18n';
import { adminErrorText } from '../console/admin-api';
import styles from './users.module.css';

/** The pieces the player page's tabs are drawn with. */

/** A small table with its header row; `pager` under it for paged tabs. */
export function Table({ head, children, pager }: { head: string[]; children: ReactNode; pager?: ReactNode }) {
  return (
    <>
      <table className={styles.table}>
        <thead>
          <tr>
            {head.map((cell) => (
              <th key={cell}>{cell}</th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
      {pager}
    </>
  );
}

export function Pager({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  const { translate } = useI18n('admin_users');
  if (pages <= 1) return null;
  return (
    <div className={styles.actions}>
      <button type="button" className="button" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {translate('admin.table.previous')}
      </button>
      <span>{translate('admin.table.page', { page, pages })}</span>
      <button type="button" className="button" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {translate('admin.table.next')}
      </button>
    </div>
  );
}

export function Failure({ error }: { error: unknown }) {
  return error ? <p className={styles.muted}>{adminErrorText(error)}</p> : null;
}
