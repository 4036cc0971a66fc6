import { LANGUAGES, useI18n } from '../../lib/i18n';
import styles from './LanguageSwitch.module.css';

/** RU / EN toggle; the choice is stored in localStorage by lib/i18n. */
export function LanguageSwitch() {
  const { language, setLanguage, t } = useI18n();
  return (
    <div className={styles.switch} role="group" aria-label={t('lang.label')}>
      {LANGUAGES.map((code) => (
        <button
          key={code}
          type="button"
          className={styles.option}
          aria-pressed={language === code}
          title={t(`lang.${code}`)}
          onClick={() => void setLanguage(code)}
          data-testid={`lang-${code}`}
        >
          {t(`lang.${code}_short`)}
        </button>
      ))}
    </div>
  );
}
