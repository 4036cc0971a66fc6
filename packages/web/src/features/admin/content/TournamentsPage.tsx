import type { AdminTournamentDto } from '@skinbet/shared/schemas/admin-content.schemas';
import { adminTournamentCreateRequest } from '@skinbet/shared/schemas/tournaments.schemas';
import { useMemo, useState } from 'react';
import { useI18n } from '../../../lib/i18n';
import { DateTime, Money } from '../console/cells';
import { adminColumns, DataTable } from '../console/DataTable';
import { ConfirmDialog } from '../console/dialogs';
import { FIRST_PAGE, type TableQuery } from '../console/table-query';
import { pageBody, pagesOf, useTournamentCreate, useTournamentEnd, useTournamentList } from './content-api';
import { numberOf, useSchemaForm } from './schema-form';
import styles from './content.module.css';

const column = adminColumns<AdminTournamentDto>();

/** `/admin/content/tournaments`: every tournament with its prizes and members; start one, end the running one. */
export function TournamentsPage() {
  const { t } = useI18n('admin_content');
  const [query, setQuery] = useState<TableQuery>(FIRST_PAGE);
  const list = useTournamentList(pageBody(query));
  const end = useTournamentEnd();
  const [ending, setEnding] = useState<AdminTournamentDto | null>(null);

  const columns = useMemo(
    () => [
      column.accessor('id', { header: '#', enableSorting: false }),
      column.accessor('name', { header: t('admin_content.tournaments.name'), enableSorting: false }),
      column.display({
        id: 'prizes',
        header: t('admin_content.tournaments.prizes'),
        cell: ({ row }) => row.original.prizes.join(' / '),
      }),
      column.accessor('min_payment', {
        header: t('admin_content.tournaments.min_payment'),
        enableSorting: false,
        meta: { align: 'right' },
        cell: (info) => <Money amount={info.getValue()} />,
      }),
      column.accessor('members', {
        header: t('admin_content.tournaments.members'),
        enableSorting: false,
        meta: { align: 'right' },
      }),
      column.accessor('ends_at', {
        header: t('admin_content.tournaments.ends'),
        enableSorting: false,
        cell: (info) => <DateTime iso={info.getValue()} />,
      }),
      column.display({
        id: 'status',
        header: t('admin_content.tournaments.status'),
        cell: ({ row }) =>
          row.original.status === 'running' ? (
            <button
              type="button"
              className="button button--ghost"
              onClick={() => setEnding(row.original)}
              data-testid={`tournament-end-${row.original.id}`}
            >
              {t('admin_content.tournaments.end')}
            </button>
          ) : (
            <span className={styles.muted}>{t('admin_content.tournaments.finished')}</span>
          ),
      }),
    ],
    [t],
  );

  return (
    <>
      <TournamentForm />
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
        testId="tournaments-table"
      />
      {ending && (
        <ConfirmDialog
          title={t('admin_content.tournaments.end_title', { name: ending.name })}
          danger
          pending={end.isPending}
          confirmLabel={t('admin_content.tournaments.end')}
          onCancel={() => setEnding(null)}
          onConfirm={() => end.mutate({ id: ending.id }, { onSettled: () => setEnding(null) })}
        >
          {t('admin_content.tournaments.end_text')}
        </ConfirmDialog>
      )}
    </>
  );
}

/** A new tournament (one runs at a time), checked with `adminTournamentCreateRequest`. */
function TournamentForm() {
  const { t } = useI18n('admin_content');
  const create = useTournamentCreate();
  const form = useSchemaForm(adminTournamentCreateRequest);
  const [values, setValues] = useState({
    name: '',
    description: '',
    hours: '168',
    prizes: '50, 25, 10, 5, 5',
    min_payment: '0',
  });
  const set = (field: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues({ ...values, [field]: event.target.value });
  const invalid = (field: string) => (form.isInvalid(field) ? styles.invalid : '');

  const submit = () => {
    const body = form.check({
      name: values.name,
      description: values.description,
      ends_in_s: Math.round(numberOf(values.hours) * 3600),
      prizes: values.prizes.split(',').map(numberOf),
      min_payment: numberOf(values.min_payment),
    });
    if (body) create.mutate(body);
  };

  return (
    <form
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      data-testid="tournament-form"
    >
      <label className="field">
        <span className="field__label">{t('admin_content.tournaments.name')}</span>
        <input className={`input ${invalid('name')}`} value={values.name} onChange={set('name')} maxLength={100} />
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
        <span className="field__label">{t('admin_content.tournaments.prizes_input')}</span>
        <input className={`input ${invalid('prizes')}`} value={values.prizes} onChange={set('prizes')} />
      </label>
      <label className="field">
        <span className="field__label">{t('admin_content.tournaments.min_payment')}</span>
        <input
          className={`input ${invalid('min_payment')}`}
          inputMode="decimal"
          value={values.min_payment}
          onChange={set('min_payment')}
        />
      </label>
      <label className={`field ${styles.wide}`}>
        <span className="field__label">{t('admin_content.tournaments.description')}</span>
        <textarea
          className={`input ${invalid('description')}`}
          value={values.description}
          onChange={set('description')}
          maxLength={2000}
        />
      </label>
      <div className={styles.actions}>
        <button type="submit" className="button button--primary" disabled={create.isPending}>
          {t('admin_content.tournaments.create')}
        </button>
      </div>
      {form.invalid.size > 0 && <p className={`${styles.note} ${styles.wide}`}>{t('admin_content.form.invalid')}</p>}
    </form>
  );
}
