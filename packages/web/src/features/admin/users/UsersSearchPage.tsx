import type { AdminUserRow } from '@skinbet/shared/schemas/admin-users.schemas';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useI18n } from '../../../lib/i18n';
import { DateTime, Money, UserLink } from '../console/cells';
import { ConsolePage } from '../console/ConsolePage';
import { adminColumns, DataTable } from '../console/DataTable';
import { FIRST_PAGE, type TableQuery } from '../console/table-query';
import { useUserSearch } from './users-api';
import badges from '../console/badges.module.css';
import styles from './users.module.css';

const column = adminColumns<AdminUserRow>();

/** `/admin/users`: a search box (kept in the address, `?q=`) and the matching players, 20 a page. */
export function UsersSearchPage() {
  const { t, translate } = useI18n('admin_users');
  const [params, setParams] = useSearchParams();
  const query = params.get('q') ?? '';
  const [draft, setDraft] = useState(query);
  const [table, setTable] = useState<TableQuery>(FIRST_PAGE);
  const results = useUserSearch(query, table.page);

  const columns = useMemo(
    () => [
      column.accessor('username', {
        header: t('admin_users.col_player'),
        enableSorting: false,
        cell: ({ row }) => (
          <span className={styles.player}>
            <UserLink id={row.original.id} name={row.original.username} />
            <span className={styles.muted}>#{row.original.id}</span>
            {row.original.banned && <span className={badges.badgeDanger}>{t('admin_users.banned_badge')}</span>}
            {row.original.is_demo && <span className={badges.badge}>{t('admin_users.demo_badge')}</span>}
          </span>
        ),
      }),
      column.accessor('role', {
        header: t('admin_users.col_role'),
        enableSorting: false,
        cell: (info) => t(`admin_users.role.${info.getValue()}`),
      }),
      column.accessor('balance', {
        header: t('admin_users.col_balance'),
        enableSorting: false,
        meta: { align: 'right' },
        cell: (info) => <Money amount={info.getValue()} />,
      }),
      column.accessor('matched', {
        header: t('admin_users.col_matched'),
        enableSorting: false,
        cell: (info) => t(`admin_users.matched.${info.getValue()}`),
      }),
      column.accessor('created_at', {
        header: t('admin_users.col_created'),
        enableSorting: false,
        cell: (info) => <DateTime iso={info.getValue()} />,
      }),
      column.accessor('last_login_at', {
        header: t('admin_users.col_last_login'),
        enableSorting: false,
        cell: (info) => {
          const value = info.getValue();
          return value ? <DateTime iso={value} /> : '—';
        },
      }),
    ],
    [t],
  );

  return (
    <ConsolePage title={t('admin_users.title')} testId="admin-users">
      <form
        className={styles.searchForm}
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          setTable(FIRST_PAGE);
          setParams(draft.trim() ? { q: draft.trim() } : {});
        }}
      >
        <label className="field">
          <span className="field__label">{t('admin_users.search_label')}</span>
          <input
            className="input"
            type="search"
            value={draft}
            maxLength={300}
            placeholder={t('admin_users.search_placeholder')}
            onChange={(event) => setDraft(event.target.value)}
            data-testid="users-search-input"
          />
        </label>
        <button type="submit" className="button button--primary" data-testid="users-search-submit">
          {t('admin_users.search_button')}
        </button>
      </form>
      {query ? (
        <DataTable
          columns={columns}
          rows={results.data?.users}
          pages={results.data?.pages}
          query={table}
          onQueryChange={setTable}
          loading={results.isFetching}
          error={results.error}
          onRetry={() => void results.refetch()}
          getRowId={(row) => String(row.id)}
          caption={results.data ? translate('admin.table.total', { total: results.data.total }) : undefined}
          testId="users-results"
        />
      ) : (
        <p className={styles.muted}>{t('admin_users.search_hint')}</p>
      )}
    </ConsolePage>
  );
}
