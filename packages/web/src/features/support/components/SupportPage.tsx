import { Link } from 'react-router';
import { useI18n } from '../../../lib/i18n';
import { useHashScroll } from '../../../lib/use-hash-scroll';
import { FaqList } from './FaqList';
import { HeroLead, PageHero } from '../../../components/PageHero';
import styles from './SupportPage.module.css';

/**
 * `/support` (SPEC §2): the FAQ and the way to the user agreement. The ticket list and form join
 * this page with the tickets feature.
 */
export function SupportPage() {
  const { t } = useI18n('support');
  useHashScroll();
  return (
    <div className={styles.page} data-testid="support-page">
      <PageHero title={t('support.title')} eyebrow={t('support.eyebrow')}>
        <HeroLead>{t('support.lead')}</HeroLead>
      </PageHero>
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
