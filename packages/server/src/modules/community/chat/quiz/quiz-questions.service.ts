import crypto from 'node:crypto';
import type {
  AdminPageRequest,
  QuizQuestionDto,
  QuizQuestionInput,
} from '@skinbet/shared/schemas/admin-content.schemas';
import type { Database, Transaction } from '../../../../db/client';
import { inTransaction } from '../../../../db/transaction';
import { ApiError } from '../../../../http/api-error';
import { recordAudit } from '../../../site/audit/audit.service';
import { normalizeAnswer } from './quiz-questions';
import {
  deleteQuizQuestion,
  insertQuizQuestion,
  listQuizQuestions,
  lockQuizQuestion,
  updateQuizQuestion,
  type QuizQuestionRow,
  type QuizQuestionValues,
} from './quiz-questions.repository';

export type QuizQuestionsService = ReturnType<typeof createQuizQuestionsService>;

export function presentQuizQuestion(row: QuizQuestionRow): QuizQuestionDto {
  return {
    id: row.id,
    question_ru: row.questionRu,
    question_en: row.questionEn,
    answers: row.answers,
    is_active: row.isActive,
    asked: row.asked,
    updated_at: row.updatedAt.toISOString(),
  };
}

const audited = (row: QuizQuestionRow) => ({
  question_ru: row.questionRu,
  question_en: row.questionEn,
  answers: row.answers,
  is_active: row.isActive,
});

/** The stored values of an admin's question: answers kept as written, one per normalised spelling. */
function values(input: QuizQuestionInput): QuizQuestionValues {
  const seen = new Set<string>();
  const answers = input.answers.filter((answer) => {
    const key = normalizeAnswer(answer);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return { questionRu: input.question_ru, questionEn: input.question_en, answers, isActive: input.is_active };
}

/**
 * The chat quiz's questions as admins keep them (docs/community/chat.md "Quiz"): list, create, edit,
 * delete, each change audited (`quiz.create|update|delete`) with before and after. The quiz reads
 * them from the table when it opens a question and when it checks answers, so an edit counts from
 * the next message; a question deleted while it is open closes the quiz without a winner.
 */
export function createQuizQuestionsService(deps: { db: Database }) {
  const { db } = deps;

  async function locked(tx: Transaction, id: string) {
    const row = await lockQuizQuestion(tx, id);
    if (!row) throw new ApiError('admin_content_api.not_found', 404);
    return row;
  }

  return {
    async list(page: AdminPageRequest & { query?: string }) {
      const { rows, total } = await listQuizQuestions(db, {
        offset: (page.page - 1) * page.page_size,
        limit: page.page_size,
        query: page.query || undefined,
      });
      return {
        status: 'success' as const,
        items: rows.map(presentQuizQuestion),
        total,
        page: page.page,
        page_size: page.page_size,
      };
    },

    async create(actorId: number, input: QuizQuestionInput) {
      return inTransaction(db, async (tx) => {
        const id = `q-${crypto.randomBytes(5).toString('hex')}`;
        const row = await insertQuizQuestion(tx, id, values(input));
        await recordAudit(tx, {
          actorId,
          action: 'quiz.create',
          target: `quiz_question:${id}`,
          before: null,
          after: audited(row),
        });
        return { status: 'success' as const, question: presentQuizQuestion(row) };
      });
    },

    async update(actorId: number, id: string, input: QuizQuestionInput) {
      return inTransaction(db, async (tx) => {
        const before = await locked(tx, id);
        const after = await updateQuizQuestion(tx, id, values(input));
        await recordAudit(tx, {
          actorId,
          action: 'quiz.update',
          target: `quiz_question:${id}`,
          before: audited(before),
          after: audited(after),
        });
        return { status: 'success' as const, question: presentQuizQuestion(after) };
      });
    },

    async remove(actorId: number, id: string) {
      return inTransaction(db, async (tx) => {
        const before = await locked(tx, id);
        await deleteQuizQuestion(tx, id);
        await recordAudit(tx, {
          actorId,
          action: 'quiz.delete',
          target: `quiz_question:${id}`,
          before: audited(before),
          after: null,
        });
        return { status: 'success' as const };
      });
    },
  };
}
