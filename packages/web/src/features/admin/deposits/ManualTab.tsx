import { manualDepositRequestSchema } from '@skinbet/shared/schemas/admin-money.schemas';
import type { ManualDepositRow } from '@skinbet/shared/schemas/deposits-admin.schemas';
import { useMemo, useState, type FormEvent } from 'react';
import { useI18n } from '../../../lib/i18n';
import { formatAmount } from '../../../lib/money';
import { adminErrorText } from '../console/admin-api';
import { DateTime, Money, UserLink } from '../console/cells';
import { adminColumns, DataTable } from '../console/DataTable';
import { FIRST_PAGE, type TableQuery } from '../console/table-query';
import { idOf, pagesOf, useManualDeposit, useManualDeposits } from './deposits-api';
import { playerColumn } from './player-column';
import styles from './deposits.module.css';

const PAGE_SIZE = 25;
const column = adminColumns<ManualDepositRow>();

/**
 * Manual bank credits: the form (player id, amount, the bank transfer's reference — one credit per
 * reference, so submitting twice credits once) and the list of past credits with who made them.
 */
export function ManualTab() {
  const { t } = useI18n('admin_deposits');
  const [query, setQuery] = useState<TableQuery>(FIRST_PAGE);
  const userId = idOf(query.filters.user);
  const list = useManualDeposits({ ...(userId ? { user_id: userId } : {}), page: query.page, page_size: PAGE_SIZE });

  const columns = useMemo(
    () => [
      column.accessor('at', {
        header: t('admin_deposits.created'),
        enableSorting: false,
        cell: (info) => <DateTime iso={info.getValue()} />,
      }),
      playerColumn(column, { header: t('admin_deposits.player'), filter: t('admin_deposits.filter_user') }),
      column.accessor('amount', {
        header: t('admin_deposits.sum'),
        enableSorting: false,
        meta: { align: 'right' },
        cell: (info) => <Money amount={info.getValue()} />,
      }),
      column.accessor('reference', {
        header: t('admin_deposits.reference'),
        enableSorting: false,
        cell: (info) => <code>{info.getValue()}</code>,
      }),
      column.accessor((row) => row.by?.id ?? 0, {
        id: 'by',
        header: t('admin_deposits.by'),
        enableSorting: false,
        cell: ({ row }) =>
          row.original.by ? <UserLink id={row.original.by.id} name={row.original.by.username} /> : '—',
      }),
    ],
    [t],
  );

  return (
    <>
      <ManualForm />
      <DataTable
        columns={columns}
        rows={list.data?.rows}
        pages={list.data ? pagesOf(list.data.total, PAGE_SIZE) : undefined}
        query={query}
        onQueryChange={setQuery}
        loading={list.isFetching}
        error={list.error}
        onRetry={() => void list.refetch()}
        getRowId={(row) => row.reference}
        caption={list.data ? t('admin_deposits.total', { total: list.data.total }) : undefined}
        testId="deposits-manual-table"
      />
    </>
  );
}

/** The manual credit form, checked with the call's own schema before it is sent. */
function ManualForm() {
  const { t } = useI18n('admin_deposits');
  const credit = useManualDeposit();
  const [fields, setFields] = useState({ user_id: '', amount: '', reference: '' });
  const [message, setMessage] = useState<{ text: string; error?: boolean } | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = manualDepositRequestSchema.safeParse({
      user_id: Number(fields.user_id),
      amount: Number(fields.amount),
      reference: fields.reference,
    });
    if (!parsed.success) {
      setMessage({ text: t('admin_deposits.form_invalid'), error: true });
      return;
    }
    credit.mutate(parsed.data, {
      onSuccess: (answer) => {
        setMessage({
          text: answer.credited
            ? t('admin_deposits.credited', { balance: formatAmount(answer.balance) })
            : t('admin_deposits.already_credited', { balance: formatAmount(answer.balance) }),
        });
        if (answer.credited) setFields({ user_id: '', amount: '', reference: '' });
      },
      onError: (error) => setMessage({ text: adminErrorText(error), error: true }),
    });
  };

  const field = (name: keyof typeof fields, label: string, type: string) => (
    <label className="field">
      <span className="field__label">{label}</span>
      <input
        className="input"
        type={type}
        step={type === 'number' ? 'any' : undefined}
        value={fields[name]}
        required
        onChange={(event) => setFields({ ...fields, [name]: event.target.value })}
        data-testid={`manual-${name}`}
      />
    </label>
  );

  return (
    <form className={styles.form} onSubmit={submit} data-testid="manual-deposit-form">
      <h2>{t('admin_deposits.manual_title')}</h2>
      <p className={styles.muted}>{t('admin_deposits.manual_intro')}</p>
      <div className={styles.toolbar}>
        {field('user_id', t('admin_deposits.filter_user'), 'number')}
        {field('amount', t('admin_deposits.sum'), 'number')}
        {field('reference', t('admin_deposits.reference'), 'text')}
        <button
          type="submit"
          className="button button--primary"
          disabled={credit.isPending}
          data-testid="manual-submit"
        >
          {t('admin_deposits.credit')}
        </button>
      </div>
      {message && (
        <p className={message.error ? styles.error : styles.notice} role="status" data-testid="manual-message">
          {message.text}
        </p>
      )}
    </form>
  );
}
