import { quizQuestionInputSchema, type QuizQuestionDto } from '@skinbet/shared/schemas/admin-content.schemas';
import { useMemo, useState } from 'react';
import { useI18n } from '../../../lib/i18n';
import { adminColumns } from '../console/DataTable';
import { FIRST_PAGE, type TableQuery } from '../console/table-query';
import { pageBody, useQuizCreate, useQuizDelete, useQuizList, useQuizUpdate } from './content-api';
import { CheckField, ContentForm, Field } from './ContentForm';
import { ContentTable } from './ContentTable';
import { EditDeleteButtons } from './EditDeleteButtons';
import { RowActionDialog } from './RowActionDialog';
import { rowSaver } from './row-saver';
import { useFormValues, useSchemaForm } from './schema-form';
import styles from './content.module.css';

const column = adminColumns<QuizQuestionDto>();

/**
 * `/admin/content/quiz`: the chat quiz's questions (docs/community/chat.md "Quiz"), each in both
 * languages with every accepted answer; only active ones are asked.
 */
export function QuizPage() {
  const { t, language } = useI18n('admin_content');
  const [query, setQuery] = useState<TableQuery>(FIRST_PAGE);
  const list = useQuizList(pageBody(query, { query: query.filters.question ?? '' }));
  const remove = useQuizDelete();
  const [editing, setEditing] = useState<QuizQuestionDto | null>(null);
  const [deleting, setDeleting] = useState<QuizQuestionDto | null>(null);

  const columns = useMemo(
    () => [
      column.accessor(language === 'en' ? 'question_en' : 'question_ru', {
        id: 'question',
        header: t('admin_content.quiz.question'),
        enableSorting: false,
        meta: { filter: 'text', filterLabel: t('admin_content.quiz.search') },
      }),
      column.accessor('answers', {
        header: t('admin_content.quiz.answers'),
        enableSorting: false,
        cell: (info) => <span className={styles.answers}>{info.getValue().join(', ')}</span>,
      }),
      column.accessor('is_active', {
        header: t('admin_content.quiz.active'),
        enableSorting: false,
        cell: (info) => (info.getValue() ? t('admin_content.yes') : t('admin_content.no')),
      }),
      column.accessor('asked', {
        header: t('admin_content.quiz.asked'),
        enableSorting: false,
        meta: { align: 'right' },
      }),
      column.display({
        id: 'actions',
        header: '',
        cell: ({ row }) => (
          <EditDeleteButtons onEdit={() => setEditing(row.original)} onDelete={() => setDeleting(row.original)} />
        ),
      }),
    ],
    [t, language],
  );

  return (
    <>
      <QuestionForm key={editing?.id ?? 'new'} editing={editing} onDone={() => setEditing(null)} />
      <ContentTable columns={columns} list={list} query={query} onQueryChange={setQuery} testId="quiz-table" />
      {deleting && (
        <RowActionDialog
          id={deleting.id}
          action={remove}
          onClose={() => setDeleting(null)}
          title={t('admin_content.quiz.delete_title')}
          confirmLabel={t('admin_content.delete')}
          danger
        >
          {language === 'en' ? deleting.question_en : deleting.question_ru}
        </RowActionDialog>
      )}
    </>
  );
}

/** A new question, or the one being edited (answers one per line), checked with `quizQuestionInputSchema`. */
function QuestionForm({ editing, onDone }: { editing: QuizQuestionDto | null; onDone: () => void }) {
  const { t } = useI18n('admin_content');
  const saver = rowSaver(editing, useQuizCreate(), useQuizUpdate());
  const form = useSchemaForm(quizQuestionInputSchema);
  const { values, setValues, text, flag } = useFormValues({
    question_ru: editing?.question_ru ?? '',
    question_en: editing?.question_en ?? '',
    answers: editing?.answers.join('\n') ?? '',
    is_active: editing?.is_active ?? true,
  });

  const submit = () => {
    const body = form.check({
      ...values,
      answers: values.answers.split('\n').filter((answer) => answer.trim() !== ''),
    });
    if (!body) return;
    saver.save(body, () => {
      setValues({ question_ru: '', question_en: '', answers: '', is_active: true });
      onDone();
    });
  };

  return (
    <ContentForm
      onSubmit={submit}
      submitLabel={editing ? t('admin_content.save') : t('admin_content.quiz.create')}
      pending={saver.pending}
      onCancel={editing ? onDone : undefined}
      invalid={form.invalid.size > 0}
      testId="quiz-form"
    >
      <Field label={t('admin_content.quiz.question_ru')} wide>
        <input className={form.inputClass('question_ru')} maxLength={300} {...text('question_ru')} />
      </Field>
      <Field label={t('admin_content.quiz.question_en')} wide>
        <input className={form.inputClass('question_en')} maxLength={300} {...text('question_en')} />
      </Field>
      <Field label={t('admin_content.quiz.answers_input')} wide>
        <textarea className={form.inputClass('answers')} rows={4} {...text('answers')} />
      </Field>
      <CheckField label={t('admin_content.quiz.active')} {...flag('is_active')} />
    </ContentForm>
  );
}
