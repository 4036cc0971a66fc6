import {
  columnFilteringFeature,
  createColumnHelper,
  rowPaginationFeature,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type ColumnDef,
  type ColumnFiltersState,
  type PaginationState,
  type RowData,
  type SortingState,
  type Updater,
} from '@tanstack/react-table';
import { useState, type ReactNode } from 'react';
import { useI18n } from '../../../lib/i18n';
import { adminErrorText } from './admin-api';
import { applyUpdater, type TableQuery } from './table-query';
import styles from './DataTable.module.css';

/** What a console column may declare besides react-table's own fields. */
export interface AdminColumnMeta {
  /** A filter box under the header; its value goes to the server (`TableQuery.filters[columnId]`). */
  filter?: 'text' | 'number';
  /** The filter box's label and placeholder (what to type: "Staff id"); the column's id otherwise. */
  filterLabel?: string;
  /** Numbers and money read best right-aligned. */
  align?: 'right';
}

/**
 * The react-table (v9) features every console table uses: sorting, column filters and paging, all
 * in manual mode — the server sorts, filters and pages, the table only holds and shows the state.
 */
export const adminTableFeatures = tableFeatures({
  rowSortingFeature,
  columnFilteringFeature,
  rowPaginationFeature,
  columnMeta: {} as AdminColumnMeta,
});
export type AdminTableFeatures = typeof adminTableFeatures;

/** A console table's column (`adminColumns<Row>().accessor('name', {header: …})`). */
export type AdminColumn<Row extends RowData> = ColumnDef<AdminTableFeatures, Row, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- each column keeps its own value type

/** The column helper for a console table's rows. */
export const adminColumns = <Row extends RowData>() => createColumnHelper<AdminTableFeatures, Row>();

interface DataTableProps<Row extends RowData> {
  columns: readonly AdminColumn<Row>[];
  /** This page's rows as the server sent them; undefined before the first answer. */
  rows: readonly Row[] | undefined;
  /** How many pages the server has for this query (unknown: the next button stays on while a page is full). */
  pages?: number;
  /** The page, sort order and filters the rows answer; the page passes them in its call's body. */
  query: TableQuery;
  onQueryChange: (next: TableQuery) => void;
  /** True while a call is in flight (first load or a new page): the table is marked busy. */
  loading?: boolean;
  /** The last call's failure: shown translated, with a retry button. */
  error?: unknown;
  onRetry?: () => void;
  getRowId?: (row: Row) => string;
  emptyText?: string;
  /** Text above the table (a count, a legend). */
  caption?: ReactNode;
  testId?: string;
}

/**
 * The console's table: react-table v9 in manual mode over rows the server already sorted,
 * filtered and paged. Sortable columns toggle on a header click, filterable ones (`meta.filter`)
 * have a box under the header that applies on Enter or when it loses focus; any change of sort or
 * filter goes back to page 1. Loading, empty and error states are built in.
 */
export function DataTable<Row extends RowData>(props: DataTableProps<Row>) {
  const { t } = useI18n('admin');
  const { query, onQueryChange } = props;
  const pagination: PaginationState = { pageIndex: query.page - 1, pageSize: Math.max(1, props.rows?.length ?? 1) };
  const columnFilters: ColumnFiltersState = Object.entries(query.filters).map(([id, value]) => ({ id, value }));

  const table = useTable({
    features: adminTableFeatures,
    columns: props.columns as AdminColumn<Row>[],
    data: props.rows ?? [],
    ...(props.getRowId ? { getRowId: props.getRowId } : {}),
    manualSorting: true,
    manualFiltering: true,
    manualPagination: true,
    pageCount: props.pages ?? -1,
    enableSortingRemoval: true,
    state: { sorting: query.sorting, columnFilters, pagination },
    onSortingChange: (updater: Updater<SortingState>) =>
      onQueryChange({ ...query, page: 1, sorting: applyUpdater(updater, query.sorting) }),
    onColumnFiltersChange: (updater: Updater<ColumnFiltersState>) => {
      const next = applyUpdater(updater, columnFilters);
      const filters = Object.fromEntries(
        next.filter((filter) => filter.value !== '' && filter.value != null).map((f) => [f.id, String(f.value)]),
      );
      onQueryChange({ ...query, page: 1, filters });
    },
    onPaginationChange: (updater: Updater<PaginationState>) =>
      onQueryChange({ ...query, page: applyUpdater(updater, pagination).pageIndex + 1 }),
  });

  const headerGroups = table.getHeaderGroups();
  const rows = table.getRowModel().rows;
  const columnCount = Math.max(1, props.columns.length);
  const hasFilters = props.columns.some((column) => column.meta?.filter);
  const pages = props.pages;
  // Without a page count the server's page is taken as full when it is as long as the first one was.
  const canNext = pages === undefined ? (props.rows?.length ?? 0) > 0 : query.page < pages;

  return (
    <div className={styles.wrap} data-testid={props.testId}>
      {props.caption && <div className={styles.caption}>{props.caption}</div>}
      <div className={styles.scroller}>
        <table className={styles.table} aria-busy={props.loading || undefined}>
          <thead>
            {headerGroups.map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const sorted = header.column.getIsSorted();
                  const align = header.column.columnDef.meta?.align;
                  return (
                    <th
                      key={header.id}
                      className={align === 'right' ? styles.right : undefined}
                      aria-sort={sorted ? (sorted === 'asc' ? 'ascending' : 'descending') : undefined}
                    >
                      {header.isPlaceholder ? null : header.column.getCanSort() ? (
                        <button
                          type="button"
                          className={styles.sort}
                          onClick={header.column.getToggleSortingHandler()}
                          data-testid={`sort-${header.column.id}`}
                        >
                          <table.FlexRender header={header} />
                          <span aria-hidden="true">{sorted === 'asc' ? ' ▲' : sorted === 'desc' ? ' ▼' : ''}</span>
                          {sorted && (
                            <span className="visually-hidden">
                              {t(sorted === 'asc' ? 'admin.table.sort_ascending' : 'admin.table.sort_descending')}
                            </span>
                          )}
                        </button>
                      ) : (
                        <table.FlexRender header={header} />
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
            {hasFilters && (
              <tr className={styles.filters}>
                {table.getLeafHeaders().map((header) => {
                  const kind = header.column.columnDef.meta?.filter;
                  return (
                    <th key={header.id}>
                      {kind && (
                        <FilterBox
                          key={String(header.column.getFilterValue() ?? '')}
                          kind={kind}
                          id={header.column.id}
                          label={header.column.columnDef.meta?.filterLabel ?? header.column.id}
                          value={String(header.column.getFilterValue() ?? '')}
                          onCommit={(value) => header.column.setFilterValue(value)}
                        />
                      )}
                    </th>
                  );
                })}
              </tr>
            )}
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                {row.getAllCells().map((cell) => (
                  <td
                    key={cell.id}
                    className={cell.column.columnDef.meta?.align === 'right' ? styles.right : undefined}
                  >
                    <table.FlexRender cell={cell} />
                  </td>
                ))}
              </tr>
            ))}
            {rows.length === 0 && (
              <tr>
                <td colSpan={columnCount} className={styles.state} data-testid="table-state">
                  <TableState {...props} />
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
      {props.error !== undefined && props.error !== null && rows.length > 0 && (
        <div className={styles.state} role="alert">
          <TableState {...props} />
        </div>
      )}
      <div className={styles.pager}>
        <button
          type="button"
          className="button button--ghost button--small"
          disabled={query.page <= 1}
          onClick={() => table.previousPage()}
          data-testid="page-previous"
        >
          {t('admin.table.previous')}
        </button>
        <span className={styles.pageInfo} data-testid="page-info">
          {pages !== undefined ? t('admin.table.page', { page: query.page, pages: Math.max(pages, 1) }) : query.page}
        </span>
        <button
          type="button"
          className="button button--ghost button--small"
          disabled={!canNext}
          onClick={() => onQueryChange({ ...query, page: query.page + 1 })}
          data-testid="page-next"
        >
          {t('admin.table.next')}
        </button>
      </div>
    </div>
  );
}

/** The table's state line: the error with a retry, loading, or empty. */
function TableState<Row extends RowData>(props: DataTableProps<Row>) {
  const { t } = useI18n('admin');
  if (props.error !== undefined && props.error !== null) {
    return (
      <span className={styles.error}>
        {adminErrorText(props.error)}{' '}
        {props.onRetry && (
          <button type="button" className="link-button" onClick={props.onRetry}>
            {t('admin.table.retry')}
          </button>
        )}
      </span>
    );
  }
  if (props.loading || props.rows === undefined) return <>{t('admin.table.loading')}</>;
  return <>{props.emptyText ?? t('admin.table.empty')}</>;
}

/** A column's filter box: typing stays local, Enter or leaving the box applies it. */
function FilterBox(props: {
  kind: 'text' | 'number';
  id: string;
  label: string;
  value: string;
  onCommit: (value: string) => void;
}) {
  const [draft, setDraft] = useState(props.value);
  const commit = () => {
    if (draft.trim() !== props.value) props.onCommit(draft.trim());
  };
  return (
    <input
      className={`input ${styles.filterInput}`}
      type={props.kind === 'number' ? 'number' : 'search'}
      aria-label={props.label}
      placeholder={props.label}
      value={draft}
      onChange={(event) => setDraft(event.target.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit();
      }}
      data-testid={`filter-${props.id}`}
    />
  );
}
