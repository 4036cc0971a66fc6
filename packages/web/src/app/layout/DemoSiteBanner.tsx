import { useAppConfig } from '../../lib/app-config';
import { useI18n } from '../../lib/i18n';
import styles from './DemoSiteBanner.module.css';

/**
 * The public demo's standing notice (DEMO_SITE, `getConfig.demo_site`; issue 25): nobody should
 * take the sandbox's deposits and withdrawals for real ones. A labelled region rather than an
 * alert: it is there from the start and is not news a screen reader must interrupt for. The layout
 * loads it lazily, and only on a demo site.
 */
export default function DemoSiteBanner() {
  const demoSite = useAppConfig()?.demo_site === true;
  const { t } = useI18n();
  if (!demoSite) return null;
  return (
    <aside className={styles.banner} aria-label={t('app.demo_site.label')} data-testid="demo-site-banner">
      <strong className={styles.label}>{t('app.demo_site.label')}</strong>
      <span>{t('app.demo_site.text')}</span>
    </aside>
  );
}
