import type { RowData } from '@tanstack/react-table';
import { DataTable, type AdminColumn } from './DataTable';
import { FIRST_PAGE } from './table-query';
import styles from './LocalTable.module.css';

/** A table of rows already on the page (a report, the dashboard): one page, no server sorting, no pager. */
export function LocalTable<Row extends RowData>(props: {
  columns: readonly AdminColumn<Row>[];
  rows: readonly Row[] | undefined;
  getRowId: (row: Row) => string;
  loading?: boolean;
  error?: unknown;
  onRetry?: () => void;
  testId: string;
}) {
  return (
    <div className={styles.single}>
      <DataTable
        columns={props.columns}
        rows={props.rows}
        pages={1}
        query={FIRST_PAGE}
        onQueryChange={() => undefined}
        getRowId={props.getRowId}
        loading={props.loading}
        error={props.error}
        onRetry={props.onRetry}
        testId={props.testId}
      />
    </div>
  );
}
