import { useI18n } from '../../../lib/i18n';
import { useHashScroll } from '../../../lib/use-hash-scroll';
import { AGREEMENT, AGREEMENT_UPDATED, sectionAnchor, type Clause } from '../content/agreement';
import { PageHero } from '../../../components/PageHero';
import styles from './AgreementPage.module.css';

const TOC_ID = 'agreement-toc';

function ClauseText({ clause }: { clause: Clause }) {
  if (typeof clause === 'string') return <p>{clause}</p>;
  return (
    <>
      <p>{clause.text}</p>
      <ul className={styles.bullets}>
        {clause.list.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </>
  );
}

/**
 * `/user-agreement` (docs/product/screens.md "Legal pages"): the terms every player accepts at
 * sign-in, with a table of contents of anchor links, numbered sections and clauses, and the date
 * of the version in force.
 */
export function AgreementPage() {
  const { t, language } = useI18n('legal');
  const content = AGREEMENT[language];
  useHashScroll();
  const updated = new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${AGREEMENT_UPDATED}T00:00:00Z`),
  );

  return (
    <article className={styles.page} aria-labelledby="agreement-title" data-testid="agreement-page">
      <PageHero title={t('legal.title')} eyebrow={t('legal.eyebrow')} titleId="agreement-title">
        <p className={styles.updated}>
          <time dateTime={AGREEMENT_UPDATED}>{t('legal.updated', { date: updated })}</time>
        </p>
        {content.intro.map((paragraph) => (
          <p key={paragraph} className={styles.intro}>
            {paragraph}
          </p>
        ))}
      </PageHero>

      <div className={styles.layout}>
        <nav id={TOC_ID} className={styles.toc} aria-labelledby="agreement-toc-title" data-testid="agreement-toc">
          <h2 id="agreement-toc-title" className={styles.tocTitle}>
            {t('legal.toc')}
          </h2>
          <ol className={styles.tocList}>
            {content.sections.map((section, index) => (
              <li key={section.id}>
                <a href={`#${sectionAnchor(section.id)}`} className={styles.tocLink}>
                  <span className={styles.tocNumber}>{index + 1}.</span>
                  {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>

        <div className={styles.body}>
          <aside className={styles.summary} aria-labelledby="agreement-summary-title">
            <h2 id="agreement-summary-title" className={styles.summaryTitle}>
              {content.summary_title}
            </h2>
            <ul className={styles.summaryList}>
              {content.summary.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
          </aside>

          {content.sections.map((section, index) => {
            const anchor = sectionAnchor(section.id);
            return (
              <section key={section.id} id={anchor} className={styles.section} aria-labelledby={`${anchor}-title`}>
                <h2 id={`${anchor}-title`} className={styles.sectionTitle}>
                  <span className={styles.sectionNumber}>{index + 1}.</span> {section.title}
                </h2>
                <ol className={styles.clauses}>
                  {section.clauses.map((clause, clauseIndex) => (
                    <li key={clauseIndex} className={styles.clause}>
                      <span className={styles.clauseNumber}>
                        {index + 1}.{clauseIndex + 1}.
                      </span>
                      <div className={styles.clauseText}>
                        <ClauseText clause={clause} />
                      </div>
                    </li>
                  ))}
                </ol>
                <a href={`#${TOC_ID}`} className={styles.backLink}>
                  {t('legal.back_to_toc')}
                </a>
              </section>
            );
          })}
        </div>
      </div>
    </article>
  );
}

export default AgreementPage;
