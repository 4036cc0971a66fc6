import { adminItemResponse, adminItemsResponse } from '@skinbet/shared/schemas/admin-cases.schemas';
import type { MarketItemDto } from '@skinbet/shared/schemas/items.schemas';
import { useMemo, useState, type ReactNode } from 'react';
import { useI18n } from '../../../lib/i18n';
import { useAdminMutation, useAdminQuery } from '../console/admin-api';
import { Money } from '../console/cells';
import { ConsolePage } from '../console/ConsolePage';
import { adminColumns, DataTable } from '../console/DataTable';
import { FIRST_PAGE, type TableQuery } from '../console/table-query';
import styles from './cases.module.css';

const column = adminColumns<MarketItemDto>();

/**
 * `/admin/items` (docs/operations/console.md "Cases and items"): the catalogue searched by name,
 * each item's price and storehouse stock set in place (each change audited).
 */
export default function ItemsPage() {
  const { t } = useI18n('admin_cases');
  const [query, setQuery] = useState<TableQuery>(FIRST_PAGE);
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  const list = useAdminQuery('/api/admin/items/list', { query: search, page: query.page }, adminItemsResponse);

  const columns = useMemo(
    () => [
      column.accessor('id', { header: '#', enableSorting: false }),
      column.accessor('market_hash_name', { header: t('admin_cases.items.item'), enableSorting: false }),
      column.accessor('price', {
        header: t('admin_cases.items.price'),
        enableSorting: false,
        cell: ({ row }) => <PriceCell item={row.original} />,
      }),
      column.accessor('market_count', {
        header: t('admin_cases.items.stock'),
        enableSorting: false,
        cell: ({ row }) => <StockCell item={row.original} />,
      }),
    ],
    [t],
  );

  return (
    <ConsolePage title={t('admin_cases.items_title')} testId="admin-items">
      <form
        className={styles.row}
        onSubmit={(event) => {
          event.preventDefault();
          setSearch(text.trim());
          setQuery(FIRST_PAGE);
        }}
      >
        <label className="field">
          <span className="field__label">{t('admin_cases.items.search')}</span>
          <input
            className="input"
            value={text}
            onChange={(event) => setText(event.target.value)}
            data-testid="items-search"
          />
        </label>
        <button type="submit" className="button button--small button--ghost">
          {t('admin_cases.items.search')}
        </button>
      </form>
      <DataTable
        columns={columns}
        rows={list.data?.items}
        {...(list.data && !list.data.has_more ? { pages: list.data.page } : {})}
        query={query}
        onQueryChange={setQuery}
        loading={list.isFetching}
        error={list.error}
        onRetry={() => void list.refetch()}
        getRowId={(item) => String(item.id)}
        testId="items-table"
      />
    </ConsolePage>
  );
}

/** A number edited in place and saved with its own call. */
function EditCell(props: {
  value: string;
  shown: ReactNode;
  label: string;
  pending: boolean;
  onSave: (value: string) => void;
  testId: string;
}) {
  const { t } = useI18n('admin_cases');
  const [draft, setDraft] = useState<string | null>(null);
  if (draft === null) {
    return (
      <button
        type="button"
        className="button button--small button--ghost"
        onClick={() => setDraft(props.value)}
        data-testid={props.testId}
      >
        {props.shown}
      </button>
    );
  }
  return (
    <form
      className={styles.row}
      onSubmit={(event) => {
        event.preventDefault();
        props.onSave(draft);
        setDraft(null);
      }}
    >
      <input
        className={`input ${styles.priceInput}`}
        aria-label={props.label}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        data-testid={`${props.testId}-input`}
        autoFocus
      />
      <button
        type="submit"
        className="button button--small button--primary"
        disabled={props.pending}
        data-testid={`${props.testId}-save`}
      >
        {t('admin_cases.items.save')}
      </button>
    </form>
  );
}

function PriceCell({ item }: { item: MarketItemDto }) {
  const { t } = useI18n('admin_cases');
  const save = useAdminMutation('/api/admin/items/price', adminItemResponse);
  return (
    <EditCell
      value={String(item.price)}
      shown={<Money amount={item.price} />}
      label={t('admin_cases.items.new_price')}
      pending={save.isPending}
      onSave={(value) => save.mutate({ item_id: item.id, price: Number(value.replace(',', '.')) })}
      testId={`item-price-${item.id}`}
    />
  );
}

function StockCell({ item }: { item: MarketItemDto }) {
  const { t } = useI18n('admin_cases');
  const save = useAdminMutation('/api/admin/items/stock', adminItemResponse);
  return (
    <EditCell
      value={String(item.market_count)}
      shown={item.market_count}
      label={t('admin_cases.items.new_stock')}
      pending={save.isPending}
      onSave={(value) => save.mutate({ item_id: item.id, count: Math.trunc(Number(value)) })}
      testId={`item-stock-${item.id}`}
    />
  );
}
