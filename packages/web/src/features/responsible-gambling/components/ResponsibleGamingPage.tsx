import { Link } from 'react-router';
import { PageHero } from '../../../components/PageHero';
import { useI18n } from '../../../lib/i18n';
import { SECTION_PATH } from '../rg-rules';
import { SelfAssessment } from './SelfAssessment';
import styles from './ResponsibleGamingPage.module.css';

/** The tools as docs/product/responsible-gambling.md describes them, in the order the page shows them. */
const TOOLS = ['deposit', 'loss', 'wager', 'changes', 'timeout', 'self_exclusion', 'closed', 'reality'] as const;

/** Independent help services (docs/product/responsible-gambling.md "Where to get help"), with their own sites. */
const HELP = [
  { id: 'gamcare', url: 'https://www.gamcare.org.uk/' },
  { id: 'begambleaware', url: 'https://www.begambleaware.org/' },
  { id: 'ga', url: 'https://www.gamblersanonymous.org/' },
  { id: 'gamblingtherapy', url: 'https://www.gamblingtherapy.org/' },
  { id: 'gamstop', url: 'https://www.gamstop.co.uk/' },
] as const;

/**
 * `/responsible-gaming` (docs/product/responsible-gambling.md): what each tool does and how long it
 * lasts, as the server enforces it; a self-assessment answered in the page; where to get help.
 * Linked from the footer, the profile and the deposit modal.
 */
export default function ResponsibleGamingPage() {
  const { t } = useI18n('responsible');
  return (
    <article className={styles.page} aria-labelledby="rg-page-title" data-testid="rg-page">
      <PageHero title={t('responsible.page.title')} eyebrow={t('responsible.page.eyebrow')} titleId="rg-page-title">
        <p className={styles.intro}>{t('responsible.page.intro')}</p>
        <p>
          <Link to={SECTION_PATH} className="button button--primary" data-testid="rg-page-profile">
            {t('responsible.page.open_profile')}
          </Link>
        </p>
      </PageHero>

      <section aria-labelledby="rg-tools-title">
        <h2 id="rg-tools-title">{t('responsible.page.tools_title')}</h2>
        <ul className={styles.tools}>
          {TOOLS.map((tool) => (
            <li key={tool} className={styles.tool} data-testid="rg-tool" data-tool={tool}>
              <h3>{t(`responsible.page.tools.${tool}.title`)}</h3>
              <p>{t(`responsible.page.tools.${tool}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="rg-quiz-title">
        <h2 id="rg-quiz-title">{t('responsible.page.quiz_title')}</h2>
        <p className={styles.muted}>{t('responsible.page.quiz_intro')}</p>
        <SelfAssessment />
      </section>

      <section aria-labelledby="rg-help-title" data-testid="rg-help">
        <h2 id="rg-help-title">{t('responsible.page.help_title')}</h2>
        <p className={styles.muted}>{t('responsible.page.help_intro')}</p>
        <ul className={styles.orgs}>
          {HELP.map((org) => (
            <li key={org.id}>
              <a href={org.url} target="_blank" rel="noopener noreferrer">
                {org.url.replace(/^https:\/\/(www\.)?/, '').replace(/\/$/, '')}
              </a>{' '}
              — {t(`responsible.page.orgs.${org.id}`)}
            </li>
          ))}
        </ul>
        <p className={styles.muted}>{t('responsible.page.blockers')}</p>
      </section>
    </article>
  );
}
