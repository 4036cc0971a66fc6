import type { RowData } from '@tanstack/react-table';
import { useI18n } from '../../../lib/i18n';
import type { adminColumns } from '../console/DataTable';
import { DataTable, type AdminColumn } from '../console/DataTable';
import type { TableQuery } from '../console/table-query';
import styles from './games.module.css';

/** A long hash cut to its first ten and last six characters, in the hash font. */
export function ShortHash({ hash }: { hash: string }) {
  return <span className={styles.hash}>{`${hash.slice(0, 10)}…${hash.slice(-6)}`}</span>;
}

/** A revealed secret as a short hash, or "hidden" while its round still runs. */
export function Secret({ value }: { value: string | null | undefined }) {
  const { t } = useI18n('admin_games');
  return value ? <ShortHash hash={value} /> : <span className={styles.muted}>{t('admin_games.rounds.hidden')}</span>;
}

/** The last column of a browser table: a button that opens the row's verify dialog (`<prefix>-verify-<id>`). */
export function verifyColumn<Row extends { id: number }>(
  helper: ReturnType<typeof adminColumns<Row>>,
  prefix: string,
  label: string,
  onOpen: (id: number) => void,
) {
  return helper.display({
    id: 'verify',
    header: '',
    cell: ({ row }) => (
      <button
        type="button"
        className="button button--small button--ghost"
        onClick={() => onOpen(row.original.id)}
        data-testid={`${prefix}-verify-${row.original.id}`}
      >
        {label}
      </button>
    ),
  });
}

/** One page of a cursor-paged list (rounds, openings, draws): unsorted, unfiltered, rows keyed by id. */
export function CursorPageTable<Row extends RowData & { id: number }>(props: {
  columns: readonly AdminColumn<Row>[];
  rows: Row[] | undefined;
  page: number;
  onQueryChange: (query: TableQuery) => void;
  testId: string;
}) {
  return (
    <DataTable
      columns={props.columns}
      rows={props.rows}
      query={{ page: props.page, sorting: [], filters: {} }}
      onQueryChange={props.onQueryChange}
      getRowId={(row) => String(row.id)}
      testId={props.testId}
    />
  );
}
