import { readFileSync } from 'node:fs';
import { z } from 'zod';

/** One question of seed/chat-quiz.json: the text in both languages and every accepted answer. */
export interface QuizQuestion {
  id: string;
  question: { ru: string; en: string };
  /** As written in the seed; compared after {@link normalizeAnswer}. */
  answers: string[];
}

/**
 * How an answer is compared (docs/community/chat.md "Rules"): trimmed, lower-cased, `ё` read
 * as `е`, runs of spaces as one. So " Лёд " and "лед" are the same answer, "AK 47" and "ak 47"
 * too.
 */
export function normalizeAnswer(text: string): string {
  return text.trim().toLowerCase().replace(/ё/gu, 'е').replace(/\s+/gu, ' ');
}

/** The accepted answer a chat text gives to `question`, as the seed writes it, or null. */
export function acceptedAnswer(question: QuizQuestion, text: string): string | null {
  const given = normalizeAnswer(text);
  return question.answers.find((answer) => normalizeAnswer(answer) === given) ?? null;
}

const seedSchema = z
  .array(
    z.object({
      id: z.string().regex(/^[a-z0-9-]{1,64}$/),
      question: z.object({ ru: z.string().trim().min(1).max(300), en: z.string().trim().min(1).max(300) }),
      answers: z.array(z.string().refine((answer) => normalizeAnswer(answer).length > 0)).min(1),
    }),
  )
  .min(1)
  .refine((questions) => new Set(questions.map((question) => question.id)).size === questions.length, 'duplicate id');

/** Reads and validates seed/chat-quiz.json; a wrong file fails loudly at start-up, not mid-quiz. */
export function loadQuizQuestions(): QuizQuestion[] {
  const file = new URL('../../../../../seed/chat-quiz.json', import.meta.url);
  const parsed = seedSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) throw new Error(`seed/chat-quiz.json: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}
