import { chatReasonInputSchema, type ChatReasonDto } from '@skinbet/shared/schemas/admin-content.schemas';
import { useMemo, useState } from 'react';
import { useI18n } from '../../../lib/i18n';
import { adminColumns, DataTable } from '../console/DataTable';
import { ConfirmDialog } from '../console/dialogs';
import { FIRST_PAGE, type TableQuery } from '../console/table-query';
import {
  pageBody,
  pagesOf,
  useChatReasonCreate,
  useChatReasonDelete,
  useChatReasonList,
  useChatReasonUpdate,
} from './content-api';
import { useSchemaForm } from './schema-form';
import styles from './content.module.css';

const column = adminColumns<ChatReasonDto>();

/**
 * `/admin/content/chat-reasons`: the reasons moderators pick when muting (docs/community/chat.md
 * "Moderation"), with their texts in both languages. One used by a mute can be switched off, not deleted.
 */
export function ChatReasonsPage() {
  const { t } = useI18n('admin_content');
  const [query, setQuery] = useState<TableQuery>(FIRST_PAGE);
  const list = useChatReasonList(pageBody(query));
  const remove = useChatReasonDelete();
  const [editing, setEditing] = useState<ChatReasonDto | null>(null);
  const [deleting, setDeleting] = useState<ChatReasonDto | null>(null);

  const columns = useMemo(
    () => [
      column.accessor('text_ru', { header: t('admin_content.reasons.text_ru'), enableSorting: false }),
      column.accessor('text_en', { header: t('admin_content.reasons.text_en'), enableSorting: false }),
      column.accessor('is_active', {
        header: t('admin_content.reasons.active'),
        enableSorting: false,
        cell: (info) => (info.getValue() ? t('admin_content.yes') : t('admin_content.no')),
      }),
      column.accessor('mutes', {
        header: t('admin_content.reasons.mutes'),
        enableSorting: false,
        meta: { align: 'right' },
      }),
      column.display({
        id: 'actions',
        header: '',
        cell: ({ row }) => (
          <span className={styles.actions}>
            <button type="button" className="button button--ghost" onClick={() => setEditing(row.original)}>
              {t('admin_content.edit')}
            </button>
            {row.original.mutes === 0 && (
              <button type="button" className="button button--ghost" onClick={() => setDeleting(row.original)}>
                {t('admin_content.delete')}
              </button>
            )}
          </span>
        ),
      }),
    ],
    [t],
  );

  return (
    <>
      <ReasonForm key={editing?.id ?? 'new'} editing={editing} onDone={() => setEditing(null)} />
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
        testId="chat-reasons-table"
      />
      {deleting && (
        <ConfirmDialog
          title={t('admin_content.reasons.delete_title')}
          danger
          pending={remove.isPending}
          confirmLabel={t('admin_content.delete')}
          onCancel={() => setDeleting(null)}
          onConfirm={() => remove.mutate({ id: deleting.id }, { onSettled: () => setDeleting(null) })}
        >
          {deleting.text_ru} / {deleting.text_en}
        </ConfirmDialog>
      )}
    </>
  );
}

/** A new reason, or the one being edited, checked with `chatReasonInputSchema`. */
function ReasonForm({ editing, onDone }: { editing: ChatReasonDto | null; onDone: () => void }) {
  const { t } = useI18n('admin_content');
  const create = useChatReasonCreate();
  const update = useChatReasonUpdate();
  const form = useSchemaForm(chatReasonInputSchema);
  const [values, setValues] = useState({
    text_ru: editing?.text_ru ?? '',
    text_en: editing?.text_en ?? '',
    is_active: editing?.is_active ?? true,
  });
  const invalid = (field: string) => (form.isInvalid(field) ? styles.invalid : '');
  const pending = create.isPending || update.isPending;

  return (
    <form
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        const body = form.check(values);
        if (!body) return;
        const reset = () => {
          setValues({ text_ru: '', text_en: '', is_active: true });
          onDone();
        };
        if (editing) update.mutate({ ...body, id: editing.id }, { onSuccess: reset });
        else create.mutate(body, { onSuccess: reset });
      }}
      data-testid="chat-reason-form"
    >
      <label className="field">
        <span className="field__label">{t('admin_content.reasons.text_ru')}</span>
        <input
          className={`input ${invalid('text_ru')}`}
          value={values.text_ru}
          maxLength={120}
          onChange={(event) => setValues({ ...values, text_ru: event.target.value })}
        />
      </label>
      <label className="field">
        <span className="field__label">{t('admin_content.reasons.text_en')}</span>
        <input
          className={`input ${invalid('text_en')}`}
          value={values.text_en}
          maxLength={120}
          onChange={(event) => setValues({ ...values, text_en: event.target.value })}
        />
      </label>
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={values.is_active}
          onChange={(event) => setValues({ ...values, is_active: event.target.checked })}
        />
        {t('admin_content.reasons.active')}
      </label>
      <div className={styles.actions}>
        <button type="submit" className="button button--primary" disabled={pending}>
          {editing ? t('admin_content.save') : t('admin_content.reasons.create')}
        </button>
        {editing && (
          <button type="button" className="button button--ghost" onClick={onDone}>
            {t('admin_content.cancel')}
          </button>
        )}
      </div>
      {form.invalid.size > 0 && <p className={`${styles.note} ${styles.wide}`}>{t('admin_content.form.invalid')}</p>}
    </form>
  );
}
