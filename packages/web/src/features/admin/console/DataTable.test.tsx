import i18next from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiFailure } from '../../../lib/api-client';
import { i18nReady } from '../../../lib/i18n';
import { adminColumns, DataTable } from './DataTable';
import { FIRST_PAGE, type TableQuery } from './table-query';

interface Row {
  id: number;
  name: string;
}
const column = adminColumns<Row>();
const columns = [
  column.accessor('id', { header: 'Id', meta: { align: 'right' } }),
  column.accessor('name', { header: 'Name', enableSorting: false, meta: { filter: 'text' } }),
];

function render(props: { rows?: Row[]; pages?: number; query?: TableQuery; error?: unknown; loading?: boolean }) {
  return renderToStaticMarkup(
    <MemoryRouter>
      <DataTable
        columns={columns}
        rows={props.rows}
        pages={props.pages}
        query={props.query ?? FIRST_PAGE}
        onQueryChange={() => undefined}
        error={props.error}
        loading={props.loading}
      />
    </MemoryRouter>,
  );
}

describe('DataTable', () => {
  beforeAll(async () => {
    await i18nReady;
    await i18next.loadNamespaces('admin');
  });

  it('renders the rows the server sent, in order, with the page count', () => {
    const html = render({
      rows: [
        { id: 2, name: 'b' },
        { id: 1, name: 'a' },
      ],
      pages: 3,
      query: { ...FIRST_PAGE, page: 2 },
    });
    expect(html.indexOf('>b<')).toBeLessThan(html.indexOf('>a<'));
    expect(html).toContain('Страница 2 из 3');
    expect(html).toContain('data-testid="filter-name"');
    expect(html).toContain('data-testid="sort-id"');
    expect(html).not.toContain('data-testid="sort-name"');
  });

  it('marks the sorted column', () => {
    const html = render({
      rows: [{ id: 1, name: 'a' }],
      query: { ...FIRST_PAGE, sorting: [{ id: 'id', desc: true }] },
    });
    expect(html).toContain('aria-sort="descending"');
  });

  it('shows loading, empty and a translated error', () => {
    expect(render({ rows: undefined, loading: true })).toContain('Загрузка…');
    expect(render({ rows: [] })).toContain('Ничего не найдено');
    expect(render({ rows: [], error: new ApiFailure('app_api.too_many_requests', 429, true) })).not.toContain(
      'app_api.too_many_requests',
    );
  });
});
