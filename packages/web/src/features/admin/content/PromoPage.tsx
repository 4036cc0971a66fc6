import type { AdminPromoDto } from '@skinbet/shared/schemas/admin-content.schemas';
import { createPromoRequest } from '@skinbet/shared/schemas/payments.schemas';
import { useMemo, useState } from 'react';
import { useI18n } from '../../../lib/i18n';
import { DateTime } from '../console/cells';
import { adminColumns } from '../console/DataTable';
import { FIRST_PAGE, type TableQuery } from '../console/table-query';
import { pageBody, usePromoCreate, usePromoDisable, usePromoList } from './content-api';
import { ContentForm, Field } from './ContentForm';
import { ContentTable } from './ContentTable';
import { RowActionDialog } from './RowActionDialog';
import { numberOf, useFormValues, useSchemaForm } from './schema-form';
import styles from './content.module.css';

const column = adminColumns<AdminPromoDto>();
const STATES = ['all', 'active', 'ended'] as const;

/** `/admin/content/promo`: codes with their usage, a new code, and disabling one. */
export function PromoPage() {
  const { t } = useI18n('admin_content');
  const [query, setQuery] = useState<TableQuery>(FIRST_PAGE);
  const [state, setState] = useState<(typeof STATES)[number]>('all');
  const list = usePromoList(pageBody(query, { state, query: query.filters.code ?? '' }));
  const disable = usePromoDisable();
  const [disabling, setDisabling] = useState<AdminPromoDto | null>(null);

  const columns = useMemo(
    () => [
      column.accessor('code', {
        header: t('admin_content.promo.code'),
        enableSorting: false,
        meta: { filter: 'text', filterLabel: t('admin_content.promo.search') },
        cell: (info) => <code>{info.getValue()}</code>,
      }),
      column.display({
        id: 'value',
        header: t('admin_content.promo.value'),
        cell: ({ row }) =>
          row.original.kind === 'balance'
            ? t('admin_content.promo.balance_value', { amount: row.original.amount ?? 0 })
            : t('admin_content.promo.deposit_value', { percent: row.original.percent ?? 0 }),
      }),
      column.display({
        id: 'used',
        header: t('admin_content.promo.used'),
        meta: { align: 'right' },
        cell: ({ row }) => `${row.original.used} / ${row.original.uses}`,
      }),
      column.display({
        id: 'today',
        header: t('admin_content.promo.today'),
        meta: { align: 'right' },
        cell: ({ row }) => `${row.original.used_today} / ${row.original.daily_limit}`,
      }),
      column.accessor('expires_at', {
        header: t('admin_content.promo.expires'),
        enableSorting: false,
        cell: (info) => <DateTime iso={info.getValue()} />,
      }),
      column.display({
        id: 'state',
        header: t('admin_content.promo.state'),
        cell: ({ row }) =>
          row.original.disabled_at
            ? t('admin_content.promo.disabled')
            : row.original.active
              ? t('admin_content.promo.active')
              : t('admin_content.promo.ended'),
      }),
      column.display({
        id: 'actions',
        header: '',
        cell: ({ row }) =>
          row.original.disabled_at ? null : (
            <button
              type="button"
              className="button button--ghost"
              onClick={() => setDisabling(row.original)}
              data-testid={`promo-disable-${row.original.id}`}
            >
              {t('admin_content.promo.disable')}
            </button>
          ),
      }),
    ],
    [t],
  );

  return (
    <>
      <PromoForm />
      <div className={styles.actions}>
        <label className="field">
          <span className="field__label">{t('admin_content.promo.state')}</span>
          <select
            className="input"
            value={state}
            onChange={(event) => {
              setState(event.target.value as (typeof STATES)[number]);
              setQuery({ ...query, page: 1 });
            }}
          >
            {STATES.map((value) => (
              <option key={value} value={value}>
                {t(`admin_content.promo.filter_${value}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <ContentTable columns={columns} list={list} query={query} onQueryChange={setQuery} testId="promo-table" />
      {disabling && (
        <RowActionDialog
          id={disabling.id}
          action={disable}
          onClose={() => setDisabling(null)}
          title={t('admin_content.promo.disable_title', { code: disabling.code })}
          confirmLabel={t('admin_content.promo.disable')}
          danger
          testId="promo-disable-dialog"
        >
          {t('admin_content.promo.disable_text')}
        </RowActionDialog>
      )}
    </>
  );
}

/** A new code: kind, amount or percent, limits and lifetime, checked with `createPromoRequest`. */
function PromoForm() {
  const { t } = useI18n('admin_content');
  const create = usePromoCreate();
  const form = useSchemaForm(createPromoRequest);
  const { values, setValues, text } = useFormValues({
    code: '',
    kind: 'balance' as 'balance' | 'deposit',
    value: '',
    uses: '100',
    daily_limit: '100',
    days: '7',
  });
  const balance = values.kind === 'balance';

  const submit = () => {
    const body = form.check({
      code: values.code,
      kind: values.kind,
      ...(balance ? { amount: numberOf(values.value) } : { percent: numberOf(values.value) }),
      uses: numberOf(values.uses),
      daily_limit: numberOf(values.daily_limit),
      expires_in_s: Math.round(numberOf(values.days) * 86_400),
    });
    if (body) create.mutate(body, { onSuccess: () => setValues({ ...values, code: '' }) });
  };

  return (
    <ContentForm
      onSubmit={submit}
      submitLabel={t('admin_content.promo.create')}
      pending={create.isPending}
      invalid={form.invalid.size > 0}
      testId="promo-form"
    >
      <Field label={t('admin_content.promo.code')}>
        <input className={form.inputClass('code')} {...text('code')} maxLength={32} />
      </Field>
      <Field label={t('admin_content.promo.kind')}>
        <select className="input" {...text('kind')}>
          <option value="balance">{t('admin_content.promo.kind_balance')}</option>
          <option value="deposit">{t('admin_content.promo.kind_deposit')}</option>
        </select>
      </Field>
      <Field label={balance ? t('admin_content.promo.amount') : t('admin_content.promo.percent')}>
        <input
          className={form.inputClass(balance ? 'amount' : 'percent', 'form')}
          inputMode="decimal"
          {...text('value')}
        />
      </Field>
      <Field label={t('admin_content.promo.uses')}>
        <input className={form.inputClass('uses')} inputMode="numeric" {...text('uses')} />
      </Field>
      <Field label={t('admin_content.promo.daily_limit')}>
        <input className={form.inputClass('daily_limit')} inputMode="numeric" {...text('daily_limit')} />
      </Field>
      <Field label={t('admin_content.promo.days')}>
        <input className={form.inputClass('expires_in_s')} inputMode="decimal" {...text('days')} />
      </Field>
    </ContentForm>
  );
}
