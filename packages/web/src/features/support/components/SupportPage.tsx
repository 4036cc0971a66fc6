import { Link } from 'react-router';
import { useI18n } from '../../../lib/i18n';
import { useHashScroll } from '../../../lib/use-hash-scroll';
import { FaqList } from './FaqList';
import styles from './SupportPage.module.css';

/**
 * `/support` (SPEC §2): the FAQ and the way to the user agreement. The ticket list and form join
 * this page with the tickets feature.
 */
export function SupportPage() {
  const { t } = useI18n();
  useHashScroll();
  return (
    <div className={styles.page} data-testid="support-page">
      <header className={styles.hero}>
        <p className={styles.eyebrow}>{t('support.eyebrow')}</p>
        <h1 className={styles.title}>{t('support.title')}</h1>
        <p className={styles.lead}>{t('support.lead')}</p>
      </header>
      <div className={styles.layout}>
        <FaqList />
        <aside className={styles.side}>
          <section className={styles.card} aria-labelledby="support-agreement-title">
            <h2 id="support-agreement-title" className={styles.cardTitle}>
              {t('support.agreement_title')}
            </h2>
            <p className={styles.cardText}>{t('support.agreement_text')}</p>
            <Link to="/user-agreement" className="button button--ghost" data-testid="support-agreement-link">
              {t('support.agreement_link')}
            </Link>
          </section>
        </aside>
      </div>
    </div>
  );
}

export default SupportPage;
