import { Link } from 'react-router';
import { useI18n } from '../../lib/i18n';
import styles from './Footer.module.css';

/** Age notice, responsible gaming, rules and help: the links every page of a gambling site must carry. */
export function Footer() {
  const { t } = useI18n();
  return (
    <footer className={styles.footer}>
      <div className={styles.ageBlock}>
        <span className={styles.age} aria-label={t('footer.age_label')}>
          18+
        </span>
        <Link to="/responsible-gaming" className={styles.responsible} data-testid="footer-responsible">
          {t('nav.responsible')}
        </Link>
      </div>
      <p className={styles.note}>{t('footer.note')}</p>
      <nav className={styles.links} aria-label={t('footer.label')}>
        <Link to="/user-agreement">{t('nav.agreement')}</Link>
        <Link to="/support">{t('nav.support')}</Link>
      </nav>
    </footer>
  );
}
