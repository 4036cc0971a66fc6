import { useId } from 'react';
import { Link } from 'react-router';
import { useCurrentUser } from '../../../lib/current-user';
import { useI18n } from '../../../lib/i18n';
import { useHashScroll } from '../../../lib/use-hash-scroll';
import { ExclusionPanel } from './ExclusionPanel';
import { LimitsPanel } from './LimitsPanel';
import { RealityCheckPanel } from './RealityCheckPanel';
import { SECTION_ANCHOR } from '../rg-rules';
import styles from './ResponsibleGambling.module.css';

/**
 * The profile's "Responsible gaming" section (docs/product/responsible-gambling.md): limits,
 * time-out and self-exclusion, the reality check's interval, and the link to the page that explains
 * them. The router hands it to the profile page as a slot (features never import each other); it
 * loads with the profile, lazily, and renders nothing for a guest.
 */
export default function ProfileSection() {
  const { t } = useI18n('responsible');
  const { user } = useCurrentUser();
  const titleId = useId();
  useHashScroll();
  if (!user) return null;
  return (
    <section id={SECTION_ANCHOR} className={styles.section} aria-labelledby={titleId} data-testid="rg-section">
      <div>
        <h2 id={titleId}>{t('responsible.section.title')}</h2>
        <p className={styles.lead}>{t('responsible.section.intro')}</p>
        <Link to="/responsible-gaming" data-testid="rg-page-link">
          {t('responsible.section.page_link')}
        </Link>
      </div>
      <div className={styles.columns}>
        <LimitsPanel />
        <div className={styles.section}>
          <ExclusionPanel />
          <RealityCheckPanel />
        </div>
      </div>
    </section>
  );
}
