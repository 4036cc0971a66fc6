import { adminGiveawayCreateRequest } from '@skinbet/shared/schemas/giveaways.schemas';
import type { AdminGiveawayDto } from '@skinbet/shared/schemas/admin-content.schemas';
import { useMemo, useState } from 'react';
import { useI18n } from '../../../lib/i18n';
import { DateTime, Money, UserLink } from '../console/cells';
import { adminColumns, DataTable } from '../console/DataTable';
import { ConfirmDialog } from '../console/dialogs';
import { FIRST_PAGE, type TableQuery } from '../console/table-query';
import { pageBody, pagesOf, useGiveawayCreate, useGiveawayEnd, useGiveawayList } from './content-api';
import { numberOf, useSchemaForm } from './schema-form';
import styles from './content.module.css';

const column = adminColumns<AdminGiveawayDto>();

/** `/admin/content/giveaways`: every giveaway with its prize, conditions and winner; open one, draw one now. */
export function GiveawaysPage() {
  const { t } = useI18n('admin_content');
  const [query, setQuery] = useState<TableQuery>(FIRST_PAGE);
  const list = useGiveawayList(pageBody(query));
  const end = useGiveawayEnd();
  const [ending, setEnding] = useState<AdminGiveawayDto | null>(null);

  const columns = useMemo(
    () => [
      column.accessor('id', { header: '#', enableSorting: false }),
      column.display({
        id: 'prize',
        header: t('admin_content.giveaways.prize'),
        cell: ({ row }) => (
          <span>
            {row.original.item.name} · <Money amount={row.original.prize} />
          </span>
        ),
      }),
      column.display({
        id: 'conditions',
        header: t('admin_content.giveaways.conditions'),
        cell: ({ row }) => {
          const c = row.original.conditions;
          const parts = [
            c.username && t('admin_content.giveaways.cond_username'),
            c.telegram && t('admin_content.giveaways.cond_telegram'),
            c.deposit > 0 && t('admin_content.giveaways.cond_deposit', { amount: c.deposit }),
            c.games > 0 && t('admin_content.giveaways.cond_games', { games: c.games }),
          ].filter(Boolean);
          return parts.length > 0 ? parts.join(', ') : <span className={styles.muted}>—</span>;
        },
      }),
      column.accessor('participants', {
        header: t('admin_content.giveaways.participants'),
        enableSorting: false,
        meta: { align: 'right' },
      }),
      column.accessor('ends_at', {
        header: t('admin_content.giveaways.ends'),
        enableSorting: false,
        cell: (info) => <DateTime iso={info.getValue()} />,
      }),
      column.display({
        id: 'result',
        header: t('admin_content.giveaways.result'),
        cell: ({ row }) =>
          row.original.status === 'active' ? (
            <button
              type="button"
              className="button button--ghost"
              onClick={() => setEnding(row.original)}
              data-testid={`giveaway-end-${row.original.id}`}
            >
              {t('admin_content.giveaways.end')}
            </button>
          ) : row.original.winner ? (
            <UserLink id={row.original.winner.id} name={row.original.winner.username} />
          ) : (
            <span className={styles.muted}>{t('admin_content.giveaways.no_winner')}</span>
          ),
      }),
    ],
    [t],
  );

  return (
    <>
      <GiveawayForm />
      <DataTable
        columns={columns}
        rows={list.data?.items}
        pages={pagesOf(list.data?.total)}
        query={query}
        onQueryChange={setQuery}
        loading={list.isFetching}
        error={list.error}
        onRetry={() => void list.refetch()}
        getRowId={(row) => String(row.id)}
        testId="giveaways-table"
      />
      {ending && (
        <ConfirmDialog
          title={t('admin_content.giveaways.end_title', { id: ending.id })}
          pending={end.isPending}
          confirmLabel={t('admin_content.giveaways.end')}
          onCancel={() => setEnding(null)}
          onConfirm={() => end.mutate({ id: ending.id }, { onSettled: () => setEnding(null) })}
        >
          {t('admin_content.giveaways.end_text')}
        </ConfirmDialog>
      )}
    </>
  );
}

/** A new giveaway of a catalog skin in stock, checked with `adminGiveawayCreateRequest`. */
function GiveawayForm() {
  const { t } = useI18n('admin_content');
  const create = useGiveawayCreate();
  const form = useSchemaForm(adminGiveawayCreateRequest);
  const [values, setValues] = useState({ item_id: '', hours: '24', deposit: '0', games: '0' });
  const [flags, setFlags] = useState({ username: false, telegram: false });
  const set = (field: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues({ ...values, [field]: event.target.value });
  const invalid = (field: string) => (form.isInvalid(field) ? styles.invalid : '');

  const submit = () => {
    const body = form.check({
      item_id: numberOf(values.item_id),
      ends_in_s: Math.round(numberOf(values.hours) * 3600),
      conditions: { ...flags, deposit: numberOf(values.deposit), games: numberOf(values.games) },
    });
    if (body) create.mutate(body, { onSuccess: () => setValues({ ...values, item_id: '' }) });
  };

  return (
    <form
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      data-testid="giveaway-form"
    >
      <label className="field">
        <span className="field__label">{t('admin_content.giveaways.item_id')}</span>
        <input
          className={`input ${invalid('item_id')}`}
          inputMode="numeric"
          value={values.item_id}
          onChange={set('item_id')}
        />
      </label>
      <label className="field">
        <span className="field__label">{t('admin_content.hours')}</span>
        <input
          className={`input ${invalid('ends_in_s')}`}
          inputMode="decimal"
          value={values.hours}
          onChange={set('hours')}
        />
      </label>
      <label className="field">
        <span className="field__label">{t('admin_content.giveaways.deposit')}</span>
        <input
          className={`input ${invalid('conditions')}`}
          inputMode="decimal"
          value={values.deposit}
          onChange={set('deposit')}
        />
      </label>
      <label className="field">
        <span className="field__label">{t('admin_content.giveaways.games')}</span>
        <input
          className={`input ${invalid('conditions')}`}
          inputMode="numeric"
          value={values.games}
          onChange={set('games')}
        />
      </label>
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={flags.username}
          onChange={(e) => setFlags({ ...flags, username: e.target.checked })}
        />
        {t('admin_content.giveaways.cond_username')}
      </label>
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={flags.telegram}
          onChange={(e) => setFlags({ ...flags, telegram: e.target.checked })}
        />
        {t('admin_content.giveaways.cond_telegram')}
      </label>
      <div className={styles.actions}>
        <button type="submit" className="button button--primary" disabled={create.isPending}>
          {t('admin_content.giveaways.create')}
        </button>
      </div>
      {form.invalid.size > 0 && <p className={`${styles.note} ${styles.wide}`}>{t('admin_content.form.invalid')}</p>}
    </form>
  );
}
