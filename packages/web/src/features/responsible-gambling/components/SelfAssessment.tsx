import { useId, useState } from 'react';
import { useI18n } from '../../../lib/i18n';
import { assessmentResult, SELF_ASSESSMENT_QUESTIONS } from '../rg-rules';
import styles from './ResponsibleGamingPage.module.css';

const ANSWERS = [
  { value: true, key: 'yes' },
  { value: false, key: 'no' },
] as const;

/**
 * The self-assessment (docs/product/responsible-gambling.md "Self-assessment"): yes-or-no questions
 * answered in the page, nothing sent anywhere; what the answers mean shows once each is answered.
 */
export function SelfAssessment() {
  const { t } = useI18n('responsible');
  const formId = useId();
  const [answers, setAnswers] = useState<(boolean | undefined)[]>(() => SELF_ASSESSMENT_QUESTIONS.map(() => undefined));
  const result = assessmentResult(answers);

  return (
    <form onSubmit={(event) => event.preventDefault()} data-testid="rg-assessment">
      <ol className={styles.questions}>
        {SELF_ASSESSMENT_QUESTIONS.map((question, index) => (
          <li key={question} className={styles.question}>
            <fieldset>
              <legend>{t(`responsible.page.questions.${question}`)}</legend>
              <div className={styles.answers}>
                {ANSWERS.map(({ value, key }) => (
                  <label key={key}>
                    <input
                      type="radio"
                      name={`${formId}-${question}`}
                      checked={answers[index] === value}
                      onChange={() => setAnswers((now) => now.map((answer, at) => (at === index ? value : answer)))}
                      data-testid={`rg-assessment-${key}`}
                    />{' '}
                    {t(`responsible.page.answers.${key}`)}
                  </label>
                ))}
              </div>
            </fieldset>
          </li>
        ))}
      </ol>
      <p
        className={styles.result}
        aria-live="polite"
        data-testid="rg-assessment-result"
        data-act={result ? String(result.act) : undefined}
      >
        {!result
          ? t('responsible.page.unanswered')
          : result.act
            ? t('responsible.page.results.act', { yes: result.yes })
            : t('responsible.page.results.none')}
      </p>
    </form>
  );
}
