import { and, asc, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../../db/client';
import { chatQuizQuestions } from '../../../../db/schema';

// Written out with the table names: in a one-table select drizzle leaves columns unqualified, and a
// bare "id" inside the subquery would be the inner table's.
const askedOf = sql<number>`(SELECT count(*) FROM chat_quizzes q WHERE q.question_id = chat_quiz_questions.id)::int`;

const questionColumns = {
  id: chatQuizQuestions.id,
  questionRu: chatQuizQuestions.questionRu,
  questionEn: chatQuizQuestions.questionEn,
  answers: chatQuizQuestions.answers,
  isActive: chatQuizQuestions.isActive,
  updatedAt: chatQuizQuestions.updatedAt,
  asked: askedOf,
};

export interface QuizQuestionRow {
  id: string;
  questionRu: string;
  questionEn: string;
  answers: string[];
  isActive: boolean;
  updatedAt: Date;
  asked: number;
}

const normalize = (row: QuizQuestionRow): QuizQuestionRow => ({ ...row, asked: Number(row.asked) });

/** The ids of the active questions: what the quiz picks from. */
export async function listActiveQuestionIds(db: Executor): Promise<string[]> {
  const rows = await db
    .select({ id: chatQuizQuestions.id })
    .from(chatQuizQuestions)
    .where(eq(chatQuizQuestions.isActive, true))
    .orderBy(asc(chatQuizQuestions.id));
  return rows.map((row) => row.id);
}

/** A page of questions (optionally those whose text or id contains `query`), by id. */
export async function listQuizQuestions(db: Executor, page: { offset: number; limit: number; query?: string }) {
  const where: SQL | undefined = page.query
    ? or(
        ilike(chatQuizQuestions.id, `%${escapeLike(page.query)}%`),
        ilike(chatQuizQuestions.questionRu, `%${escapeLike(page.query)}%`),
        ilike(chatQuizQuestions.questionEn, `%${escapeLike(page.query)}%`),
      )
    : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select(questionColumns)
      .from(chatQuizQuestions)
      .where(where)
      .orderBy(asc(chatQuizQuestions.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(chatQuizQuestions).where(where),
  ]);
  return { rows: rows.map(normalize), total: Number(total?.n ?? 0) };
}

export async function lockQuizQuestion(tx: Executor, id: string): Promise<QuizQuestionRow | undefined> {
  const [row] = await tx
    .select(questionColumns)
    .from(chatQuizQuestions)
    .where(eq(chatQuizQuestions.id, id))
    .for('update');
  return row && normalize(row);
}

export interface QuizQuestionValues {
  questionRu: string;
  questionEn: string;
  answers: string[];
  isActive: boolean;
}

export async function insertQuizQuestion(tx: Executor, id: string, values: QuizQuestionValues) {
  await tx.insert(chatQuizQuestions).values({ id, ...values });
  return (await lockQuizQuestion(tx, id))!;
}

export async function updateQuizQuestion(tx: Executor, id: string, values: QuizQuestionValues) {
  await tx
    .update(chatQuizQuestions)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(chatQuizQuestions.id, id));
  return (await lockQuizQuestion(tx, id))!;
}

export async function deleteQuizQuestion(tx: Executor, id: string): Promise<void> {
  await tx.delete(chatQuizQuestions).where(and(eq(chatQuizQuestions.id, id)));
}

/** `%` and `_` in a search are the characters themselves, not wildcards. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}
