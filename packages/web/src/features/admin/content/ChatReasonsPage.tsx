import { chatReasonInputSchema, type ChatReasonDto } from '@skinbet/shared/schemas/admin-content.schemas';
import { useMemo, useState } from 'react';
import { useI18n } from '../../../lib/i18n';
import { adminColumns } from '../console/DataTable';
import { FIRST_PAGE, type TableQuery } from '../console/table-query';
import {
  pageBody,
  useChatReasonCreate,
  useChatReasonDelete,
  useChatReasonList,
  useChatReasonUpdate,
} from './content-api';
import { CheckField, ContentForm, Field } from './ContentForm';
import { ContentTable } from './ContentTable';
import { EditDeleteButtons } from './EditDeleteButtons';
import { RowActionDialog } from './RowActionDialog';
import { rowSaver } from './row-saver';
import { useFormValues, useSchemaForm } from './schema-form';

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
          <EditDeleteButtons
            onEdit={() => setEditing(row.original)}
            onDelete={row.original.mutes === 0 ? () => setDeleting(row.original) : undefined}
          />
        ),
      }),
    ],
    [t],
  );

  return (
    <>
      <ReasonForm key={editing?.id ?? 'new'} editing={editing} onDone={() => setEditing(null)} />
      <ContentTable columns={columns} list={list} query={query} onQueryChange={setQuery} testId="chat-reasons-table" />
      {deleting && (
        <RowActionDialog
          id={deleting.id}
          action={remove}
          onClose={() => setDeleting(null)}
          title={t('admin_content.reasons.delete_title')}
          confirmLabel={t('admin_content.delete')}
          danger
        >
          {deleting.text_ru} / {deleting.text_en}
        </RowActionDialog>
      )}
    </>
  );
}

/** A new reason, or the one being edited, checked with `chatReasonInputSchema`. */
function ReasonForm({ editing, onDone }: { editing: ChatReasonDto | null; onDone: () => void }) {
  const { t } = useI18n('admin_content');
  const saver = rowSaver(editing, useChatReasonCreate(), useChatReasonUpdate());
  const form = useSchemaForm(chatReasonInputSchema);
  const { values, setValues, text, flag } = useFormValues({
    text_ru: editing?.text_ru ?? '',
    text_en: editing?.text_en ?? '',
    is_active: editing?.is_active ?? true,
  });

  const submit = () => {
    const body = form.check(values);
    if (!body) return;
    saver.save(body, () => {
      setValues({ text_ru: '', text_en: '', is_active: true });
      onDone();
    });
  };

  return (
    <ContentForm
      onSubmit={submit}
      submitLabel={editing ? t('admin_content.save') : t('admin_content.reasons.create')}
      pending={saver.pending}
      onCancel={editing ? onDone : undefined}
      invalid={form.invalid.size > 0}
      testId="chat-reason-form"
    >
      <Field label={t('admin_content.reasons.text_ru')}>
        <input className={form.inputClass('text_ru')} maxLength={120} {...text('text_ru')} />
      </Field>
      <Field label={t('admin_content.reasons.text_en')}>
        <input className={form.inputClass('text_en')} maxLength={120} {...text('text_en')} />
      </Field>
      <CheckField label={t('admin_content.reasons.active')} {...flag('is_active')} />
    </ContentForm>
  );
}
