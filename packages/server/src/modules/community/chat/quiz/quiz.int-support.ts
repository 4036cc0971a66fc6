import { eq } from 'drizzle-orm';
import type { Executor } from '../../../../db/client';
import { chatQuizQuestions } from '../../../../db/schema';
import type { QuizQuestion } from './quiz-questions';

/** A stored quiz question as the quiz asks it (tests read what a quiz asked to answer it). */
export async function storedQuestion(db: Executor, id: string): Promise<QuizQuestion> {
  const [row] = await db.select().from(chatQuizQuestions).where(eq(chatQuizQuestions.id, id));
  if (!row) throw new Error(`no quiz question ${id}`);
  return { id: row.id, question: { ru: row.questionRu, en: row.questionEn }, answers: row.answers };
}
