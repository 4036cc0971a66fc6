import { useId, useState } from 'react';
import { useI18n } from '../../../lib/i18n';
import { assessmentResult, SELF_ASSESSMENT_QUESTIONS } from '../rg-rules';
import styles from './ResponsibleGamingPage.module.css';

const ANSWERS = [0, 1, 2, 3] as const;

/**
 * The self-assessment (the Problem Gambling Severity Index's nine questions): answered and scored
 * in the page, nothing sent anywhere; the score's meaning shows once every question is answered.
 */
export function SelfAssessment() {
  const { t } = useI18n('responsible');
  const formId = useId();
  const [answers, setAnswers] = useState<(number | undefined)[]>(() => SELF_ASSESSMENT_QUESTIONS.map(() => undefined));
  const result = assessmentResult(answers);

  return (
    <form onSubmit={(event) => event.preventDefault()} data-testid="rg-assessment">
      <ol className={styles.questions}>
        {SELF_ASSESSMENT_QUESTIONS.map((question, index) => (
          <li key={question} className={styles.question}>
            <fieldset>
              <legend>{t(`responsible.page.questions.${question}`)}</legend>
              <div className={styles.answers}>
                {ANSWERS.map((value) => (
                  <label key={value}>
                    <input
                      type="radio"
                      name={`${formId}-${question}`}
                      value={value}
                      checked={answers[index] === value}
                      onChange={() => setAnswers((now) => now.map((answer, at) => (at === index ? value : answer)))}
                    />{' '}
                    {t(`responsible.page.answers.a${value}`)}
                  </label>
                ))}
              </div>
            </fieldset>
          </li>
        ))}
      </ol>
      <p className={styles.result} aria-live="polite" data-testid="rg-assessment-result" data-band={result?.band}>
        {result
          ? `${t('responsible.page.score', { score: result.score })} — ${t(`responsible.page.results.${result.band}`)}`
          : t('responsible.page.unanswered')}
      </p>
    </form>
  );
}
