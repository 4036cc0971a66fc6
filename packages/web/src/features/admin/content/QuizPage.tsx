import { quizQuestionInputSchema, type QuizQuestionDto } from '@skinbet/shared/schemas/admin-content.schemas';
import { useMemo, useState } from 'react';
import { useI18n } from '../../../lib/i18n';
import { adminColumns, DataTable } from '../console/DataTable';
import { ConfirmDialog } from '../console/dialogs';
import { FIRST_PAGE, type TableQuery } from '../console/table-query';
import { pageBody, pagesOf, useQuizCreate, useQuizDelete, useQuizList, useQuizUpdate } from './content-api';
import { useSchemaForm } from './schema-form';
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
          <span className={styles.actions}>
            <button type="button" className="button button--ghost" onClick={() => setEditing(row.original)}>
              {t('admin_content.edit')}
            </button>
            <button type="button" className="button button--ghost" onClick={() => setDeleting(row.original)}>
              {t('admin_content.delete')}
            </button>
          </span>
        ),
      }),
    ],
    [t, language],
  );

  return (
    <>
      <QuestionForm key={editing?.id ?? 'new'} editing={editing} onDone={() => setEditing(null)} />
      <DataTable
        columns={columns}
        rows={list.data?.items}
        pages={pagesOf(list.data?.total)}
        query={query}
        onQueryChange={setQuery}
        loading={list.isFetching}
        error={list.error}
        onRetry={() => void list.refetch()}
        getRowId={(row) => row.id}
        testId="quiz-table"
      />
      {deleting && (
        <ConfirmDialog
          title={t('admin_content.quiz.delete_title')}
          danger
          pending={remove.isPending}
          confirmLabel={t('admin_content.delete')}
          onCancel={() => setDeleting(null)}
          onConfirm={() => remove.mutate({ id: deleting.id }, { onSettled: () => setDeleting(null) })}
        >
          {language === 'en' ? deleting.question_en : deleting.question_ru}
        </ConfirmDialog>
      )}
    </>
  );
}

/** A new question, or the one being edited (answers one per line), checked with `quizQuestionInputSchema`. */
function QuestionForm({ editing, onDone }: { editing: QuizQuestionDto | null; onDone: () => void }) {
  const { t } = useI18n('admin_content');
  const create = useQuizCreate();
  const update = useQuizUpdate();
  const form = useSchemaForm(quizQuestionInputSchema);
  const [values, setValues] = useState({
    question_ru: editing?.question_ru ?? '',
    question_en: editing?.question_en ?? '',
    answers: editing?.answers.join('\n') ?? '',
    is_active: editing?.is_active ?? true,
  });
  const invalid = (field: string) => (form.isInvalid(field) ? styles.invalid : '');
  const pending = create.isPending || update.isPending;

  return (
    <form
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        const body = form.check({
          ...values,
          answers: values.answers.split('\n').filter((answer) => answer.trim() !== ''),
        });
        if (!body) return;
        const reset = () => {
          setValues({ question_ru: '', question_en: '', answers: '', is_active: true });
          onDone();
        };
        if (editing) update.mutate({ ...body, id: editing.id }, { onSuccess: reset });
        else create.mutate(body, { onSuccess: reset });
      }}
      data-testid="quiz-form"
    >
      <label className={`field ${styles.wide}`}>
        <span className="field__label">{t('admin_content.quiz.question_ru')}</span>
        <input
          className={`input ${invalid('question_ru')}`}
          value={values.question_ru}
          maxLength={300}
          onChange={(event) => setValues({ ...values, question_ru: event.target.value })}
        />
      </label>
      <label className={`field ${styles.wide}`}>
        <span className="field__label">{t('admin_content.quiz.question_en')}</span>
        <input
          className={`input ${invalid('question_en')}`}
          value={values.question_en}
          maxLength={300}
          onChange={(event) => setValues({ ...values, question_en: event.target.value })}
        />
      </label>
      <label className={`field ${styles.wide}`}>
        <span className="field__label">{t('admin_content.quiz.answers_input')}</span>
        <textarea
          className={`input ${invalid('answers')}`}
          value={values.answers}
          rows={4}
          onChange={(event) => setValues({ ...values, answers: event.target.value })}
        />
      </label>
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={values.is_active}
          onChange={(event) => setValues({ ...values, is_active: event.target.checked })}
        />
        {t('admin_content.quiz.active')}
      </label>
      <div className={styles.actions}>
        <button type="submit" className="button button--primary" disabled={pending}>
          {editing ? t('admin_content.save') : t('admin_content.quiz.create')}
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
