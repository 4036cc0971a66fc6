import { adminGiveawayCreateRequest } from '@skinbet/shared/schemas/giveaways.schemas';
import type { AdminGiveawayDto } from '@skinbet/shared/schemas/admin-content.schemas';
import { useMemo, useState } from 'react';
import { useI18n } from '../../../lib/i18n';
import { DateTime, Money, UserLink } from '../console/cells';
import { adminColumns } from '../console/DataTable';
import { FIRST_PAGE, type TableQuery } from '../console/table-query';
import { pageBody, useGiveawayCreate, useGiveawayEnd, useGiveawayList } from './content-api';
import { CheckField, ContentForm, Field } from './ContentForm';
import { ContentTable } from './ContentTable';
import { RowActionDialog } from './RowActionDialog';
import { numberOf, useFormValues, useSchemaForm } from './schema-form';
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
      <ContentTable columns={columns} list={list} query={query} onQueryChange={setQuery} testId="giveaways-table" />
      {ending && (
        <RowActionDialog
          id={ending.id}
          action={end}
          onClose={() => setEnding(null)}
          title={t('admin_content.giveaways.end_title', { id: ending.id })}
          confirmLabel={t('admin_content.giveaways.end')}
        >
          {t('admin_content.giveaways.end_text')}
        </RowActionDialog>
      )}
    </>
  );
}

/** A new giveaway of a catalog skin in stock, checked with `adminGiveawayCreateRequest`. */
function GiveawayForm() {
  const { t } = useI18n('admin_content');
  const create = useGiveawayCreate();
  const form = useSchemaForm(adminGiveawayCreateRequest);
  const { values, setValues, text, flag } = useFormValues({
    item_id: '',
    hours: '24',
    deposit: '0',
    games: '0',
    username: false,
    telegram: false,
  });

  const submit = () => {
    const body = form.check({
      item_id: numberOf(values.item_id),
      ends_in_s: Math.round(numberOf(values.hours) * 3600),
      conditions: {
        username: values.username,
        telegram: values.telegram,
        deposit: numberOf(values.deposit),
        games: numberOf(values.games),
      },
    });
    if (body) create.mutate(body, { onSuccess: () => setValues({ ...values, item_id: '' }) });
  };

  return (
    <ContentForm
      onSubmit={submit}
      submitLabel={t('admin_content.giveaways.create')}
      pending={create.isPending}
      invalid={form.invalid.size > 0}
      testId="giveaway-form"
    >
      <Field label={t('admin_content.giveaways.item_id')}>
        <input className={form.inputClass('item_id')} inputMode="numeric" {...text('item_id')} />
      </Field>
      <Field label={t('admin_content.hours')}>
        <input className={form.inputClass('ends_in_s')} inputMode="decimal" {...text('hours')} />
      </Field>
      <Field label={t('admin_content.giveaways.deposit')}>
        <input className={form.inputClass('conditions')} inputMode="decimal" {...text('deposit')} />
      </Field>
      <Field label={t('admin_content.giveaways.games')}>
        <input className={form.inputClass('conditions')} inputMode="numeric" {...text('games')} />
      </Field>
      <CheckField label={t('admin_content.giveaways.cond_username')} {...flag('username')} />
      <CheckField label={t('admin_content.giveaways.cond_telegram')} {...flag('telegram')} />
    </ContentForm>
  );
}
