import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useI18n } from '../../../lib/i18n';
import { useHashScroll } from '../../../lib/use-hash-scroll';
import { FaqList } from './FaqList';
import { HeroLead, PageHero } from '../../../components/PageHero';
import styles from './SupportPage.module.css';

/**
 * `/support` (docs/product/screens.md "Support"): the player's tickets, the FAQ and the way to
 * the user agreement. The tickets block belongs to the tickets feature: the router composes it
 * into `tickets` (features never import each other), and it loads as its own chunk.
 */
export function SupportPage({ tickets }: { tickets?: ReactNode }) {
  const { t } = useI18n('support');
  useHashScroll();
  return (
    <div className={styles.page} data-testid="support-page">
      <PageHero title={t('support.title')} eyebrow={t('support.eyebrow')}>
        <HeroLead>{t('support.lead')}</HeroLead>
      </PageHero>
      {tickets}
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
