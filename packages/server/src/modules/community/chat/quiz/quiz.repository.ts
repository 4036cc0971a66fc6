import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../../../../db/client';
import { chatQuizQuestions, chatQuizzes, items } from '../../../../db/schema';
import { epochMs, inMs } from '../../../../platform/db-clock.repository';
import { marketItemColumns } from '../../../items/inventory';

/** A quiz as the engine reads it: times as epoch ms on the database clock. */
const quizColumns = {
  id: chatQuizzes.id,
  questionId: chatQuizzes.questionId,
  itemId: chatQuizzes.itemId,
  startedAt: epochMs(chatQuizzes.startedAt),
  endsAt: epochMs(chatQuizzes.endsAt),
  solvedBy: chatQuizzes.solvedBy,
  solvedAt: epochMs(chatQuizzes.solvedAt),
};

export type QuizRow = NonNullable<Awaited<ReturnType<typeof findLatestQuiz>>>;

/** Open: nobody has answered yet and the time is not up, by the database clock. */
const isOpen = and(isNull(chatQuizzes.solvedBy), gt(chatQuizzes.endsAt, sql`now()`));

export async function findLatestQuiz(db: Executor) {
  const [row] = await db.select(quizColumns).from(chatQuizzes).orderBy(desc(chatQuizzes.id)).limit(1);
  return row;
}

/**
 * The open quiz with its prize item and its question (texts and accepted answers, as admins keep them
 * now; null when the question was deleted meanwhile), if any: what `quizInit` shows and what answers
 * are compared to.
 */
export async function findOpenQuiz(db: Executor) {
  const [row] = await db
    .select({
      id: chatQuizzes.id,
      questionId: chatQuizzes.questionId,
      item: marketItemColumns,
      question: {
        id: chatQuizQuestions.id,
        ru: chatQuizQuestions.questionRu,
        en: chatQuizQuestions.questionEn,
        answers: chatQuizQuestions.answers,
      },
    })
    .from(chatQuizzes)
    .innerJoin(items, eq(items.id, chatQuizzes.itemId))
    .leftJoin(chatQuizQuestions, eq(chatQuizQuestions.id, chatQuizzes.questionId))
    .where(isOpen)
    .orderBy(desc(chatQuizzes.id))
    .limit(1);
  return row;
}

/**
 * Whether nobody has answered quiz `id` yet, and the database clock, in one round trip: the
 * engine's look while it waits for the question's time to be up.
 */
export async function readUnsolvedAndNow(db: Executor, id: number): Promise<{ unsolved: boolean; now: number }> {
  const result = await db.execute(sql`
    SELECT EXISTS (SELECT 1 FROM ${chatQuizzes} WHERE ${chatQuizzes.id} = ${id} AND ${chatQuizzes.solvedBy} IS NULL)
             AS unsolved,
           floor(extract(epoch from now()) * 1000)::float8 AS now`);
  const row = (result as unknown as { rows: Array<{ unsolved: boolean; now: unknown }> }).rows[0]!;
  return { unsolved: row.unsolved === true, now: Number(row.now) };
}

/** The question ids of the last `count` quizzes, so the next question is not a repeat of them. */
export async function listRecentQuestionIds(db: Executor, count: number): Promise<string[]> {
  if (count <= 0) return [];
  const rows = await db
    .select({ questionId: chatQuizzes.questionId })
    .from(chatQuizzes)
    .orderBy(desc(chatQuizzes.id))
    .limit(count);
  return rows.map((row) => row.questionId);
}

export async function insertQuiz(tx: Transaction, quiz: { questionId: string; itemId: number; durationMs: number }) {
  const [row] = await tx
    .insert(chatQuizzes)
    .values({
      questionId: quiz.questionId,
      itemId: quiz.itemId,
      endsAt: inMs(quiz.durationMs),
    })
    .returning(quizColumns);
  return row!;
}

/**
 * The first correct answer: sets the solver once. `WHERE solved_by IS NULL` makes a second answer
 * arriving at the same moment wait for the first one's row lock and then match nothing; `ends_at >
 * now()` refuses an answer after the time is up.
 */
export async function markSolved(tx: Transaction, id: number, solver: { userId: number; answer: string }) {
  const [row] = await tx
    .update(chatQuizzes)
    .set({ solvedBy: solver.userId, solvedAt: sql`now()`, answer: solver.answer })
    .where(and(eq(chatQuizzes.id, id), isOpen))
    .returning(quizColumns);
  return row;
}

export async function recordPrize(tx: Transaction, id: number, instanceId: number): Promise<void> {
  await tx.update(chatQuizzes).set({ prizeInstanceId: instanceId }).where(eq(chatQuizzes.id, id));
}

export async function findMarketItem(db: Executor, itemId: number) {
  const [row] = await db.select(marketItemColumns).from(items).where(eq(items.id, itemId));
  return row;
}

/** One stored question with its texts and answers (the quiz asks it as it is now). */
export async function findQuestion(db: Executor, id: string) {
  const [row] = await db
    .select({
      id: chatQuizQuestions.id,
      ru: chatQuizQuestions.questionRu,
      en: chatQuizQuestions.questionEn,
      answers: chatQuizQuestions.answers,
    })
    .from(chatQuizQuestions)
    .where(eq(chatQuizQuestions.id, id));
  return row;
}
