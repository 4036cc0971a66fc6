import { HeroLead, PageHero } from '../../components/PageHero';
import StorehousePanel from '../../features/storehouse/components/StorehousePanel';
import { useCurrentUser } from '../../lib/current-user';
import { useI18n } from '../../lib/i18n';
import { useUiStore } from '../../lib/ui-store';
import styles from './HomePage.module.css';

/**
 * `/` until the crash game (SPEC §2, first reading) takes it over: a welcome for guests and the
 * storehouse to stock up the inventory shown beside it.
 */
export function HomePage() {
  const { t } = useI18n();
  const { user, known } = useCurrentUser();
  const openModal = useUiStore((state) => state.openModal);
  return (
    <div className={styles.home}>
      <PageHero title={t('home.title')}>
        <HeroLead>{t('home.lead')}</HeroLead>
        {known && !user && (
          <button type="button" className="button button--primary" onClick={() => openModal('login')}>
            {t('auth.login')}
          </button>
        )}
      </PageHero>
      <section className="panel" aria-labelledby="home-storehouse">
        <h2 id="home-storehouse" className={`panel__title ${styles.storehouseTitle}`}>
          {t('storehouse.title')}
        </h2>
        <StorehousePanel />
      </section>
    </div>
  );
}

export default HomePage;
