import type { AdminTournamentDto } from '@skinbet/shared/schemas/admin-content.schemas';
import { adminTournamentCreateRequest } from '@skinbet/shared/schemas/tournaments.schemas';
import { useMemo, useState } from 'react';
import { useI18n } from '../../../lib/i18n';
import { DateTime, Money } from '../console/cells';
import { adminColumns } from '../console/DataTable';
import { FIRST_PAGE, type TableQuery } from '../console/table-query';
import { pageBody, useTournamentCreate, useTournamentEnd, useTournamentList } from './content-api';
import { ContentForm, Field } from './ContentForm';
import { ContentTable } from './ContentTable';
import { RowActionDialog } from './RowActionDialog';
import { numberOf, useFormValues, useSchemaForm } from './schema-form';
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
      <ContentTable columns={columns} list={list} query={query} onQueryChange={setQuery} testId="tournaments-table" />
      {ending && (
        <RowActionDialog
          id={ending.id}
          action={end}
          onClose={() => setEnding(null)}
          title={t('admin_content.tournaments.end_title', { name: ending.name })}
          confirmLabel={t('admin_content.tournaments.end')}
          danger
        >
          {t('admin_content.tournaments.end_text')}
        </RowActionDialog>
      )}
    </>
  );
}

/** A new tournament (one runs at a time), checked with `adminTournamentCreateRequest`. */
function TournamentForm() {
  const { t } = useI18n('admin_content');
  const create = useTournamentCreate();
  const form = useSchemaForm(adminTournamentCreateRequest);
  const { values, text } = useFormValues({
    name: '',
    description: '',
    hours: '168',
    prizes: '50, 25, 10, 5, 5',
    min_payment: '0',
  });

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
    <ContentForm
      onSubmit={submit}
      submitLabel={t('admin_content.tournaments.create')}
      pending={create.isPending}
      invalid={form.invalid.size > 0}
      testId="tournament-form"
    >
      <Field label={t('admin_content.tournaments.name')}>
        <input className={form.inputClass('name')} {...text('name')} maxLength={100} />
      </Field>
      <Field label={t('admin_content.hours')}>
        <input className={form.inputClass('ends_in_s')} inputMode="decimal" {...text('hours')} />
      </Field>
      <Field label={t('admin_content.tournaments.prizes_input')}>
        <input className={form.inputClass('prizes')} {...text('prizes')} />
      </Field>
      <Field label={t('admin_content.tournaments.min_payment')}>
        <input className={form.inputClass('min_payment')} inputMode="decimal" {...text('min_payment')} />
      </Field>
      <Field label={t('admin_content.tournaments.description')} wide>
        <textarea className={form.inputClass('description')} {...text('description')} maxLength={2000} />
      </Field>
    </ContentForm>
  );
}
