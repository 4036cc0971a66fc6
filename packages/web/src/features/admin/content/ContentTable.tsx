import type { RowData } from '@tanstack/react-table';
import { DataTable, type AdminColumn } from '../console/DataTable';
import type { TableQuery } from '../console/table-query';
import { pagesOf } from './content-api';

/** What a Content list call answers, as TanStack Query holds it. */
export interface ContentList<Row> {
  data?: { items: readonly Row[]; total: number };
  isFetching: boolean;
  error: unknown;
  refetch: () => unknown;
}

interface ContentTableProps<Row extends RowData> {
  columns: readonly AdminColumn<Row>[];
  /** The page's list query, called with `pageBody(query)`. */
  list: ContentList<Row>;
  query: TableQuery;
  onQueryChange: (next: TableQuery) => void;
  testId: string;
}

/** A Content page's table over its list call: rows, pages, loading, error and retry from the query. */
export function ContentTable<Row extends RowData & { id: string | number }>(props: ContentTableProps<Row>) {
  const { list } = props;
  return (
    <DataTable
      columns={props.columns}
      rows={list.data?.items}
      pages={pagesOf(list.data?.total)}
      query={props.query}
      onQueryChange={props.onQueryChange}
      loading={list.isFetching}
      error={list.error}
      onRetry={() => void list.refetch()}
      getRowId={(row) => String(row.id)}
      testId={props.testId}
    />
  );
}
