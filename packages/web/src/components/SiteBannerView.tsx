import type { SiteBannerDto } from '@skinbet/shared/schemas/site-banner.schemas';
import styles from './SiteBannerView.module.css';

interface SiteBannerViewProps {
  banner: Pick<SiteBannerDto, 'level' | 'text'>;
  language: 'ru' | 'en';
  /** Shown as a close button when given (the layout's banner; the console's preview has none). */
  onClose?: () => void;
  closeLabel?: string;
}

/**
 * The operator's site banner as players see it (docs/operations/console.md "Content"): the text in
 * the player's language, an info or warning colour, and a close button. A labelled region, not an
 * alert: it is there from the first paint and is not news a screen reader must interrupt for.
 */
export function SiteBannerView({ banner, language, onClose, closeLabel }: SiteBannerViewProps) {
  const text = banner.text[language] || banner.text.ru;
  return (
    <aside
      className={`${styles.banner} ${banner.level === 'warning' ? styles.warning : styles.info}`}
      aria-label={text}
      data-testid="site-banner"
    >
      <span className={styles.text}>{text}</span>
      {onClose && (
        <button type="button" className={styles.close} onClick={onClose} aria-label={closeLabel} title={closeLabel}>
          ×
        </button>
      )}
    </aside>
  );
}
