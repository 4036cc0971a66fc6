/** One quiz question (table `chat_quiz_questions`): the text in both languages and every accepted answer. */
export interface QuizQuestion {
  id: string;
  question: { ru: string; en: string };
  /** As an admin wrote them; compared after {@link normalizeAnswer}. */
  answers: string[];
}

/**
 * How an answer is compared (docs/community/chat.md "Quiz"): trimmed, lower-cased, `ё` read
 * as `е`, runs of spaces as one. So " Лёд " and "лед" are the same answer, "AK 47" and "ak 47"
 * too.
 */
export function normalizeAnswer(text: string): string {
  return text.trim().toLowerCase().replace(/ё/gu, 'е').replace(/\s+/gu, ' ');
}

/** The accepted answer a chat text gives to `question`, as it is stored, or null. */
export function acceptedAnswer(question: QuizQuestion, text: string): string | null {
  const given = normalizeAnswer(text);
  return question.answers.find((answer) => normalizeAnswer(answer) === given) ?? null;
}
