import { useI18n } from '../../../lib/i18n';
import styles from './FreeSkinPromo.module.css';
import { LineIcon } from '../../../components/LineIcon';

/**
 * Where the free-skin promo leads (docs/product/screens.md "Layout": "opens the provider's main
 * site in a new tab"). The provider in the SPEC is the platform players sign in with, Steam;
 * CS2's weekly drops are the free skins it gives. A partner's site would replace this one
 * constant.
 */
export const FREE_SKIN_PROVIDER_URL = 'https://store.steampowered.com/';

/** The free-skin promo of the jackpot column: a card whose "see more" button lights up on hover. */
export function FreeSkinPromo() {
  const { t } = useI18n('jackpot');
  return (
    <a
      className={styles.promo}
      href={FREE_SKIN_PROVIDER_URL}
      target="_blank"
      rel="noopener noreferrer"
      data-testid="jackpot-free-skin"
    >
      <span className={styles.gift} aria-hidden="true">
        <LineIcon size={28} strokeWidth={1.8}>
          <rect x="3" y="8" width="18" height="13" rx="2" />
          <path d="M3 12h18M12 8v13M12 8c-2-4-6-4-6-1.5S9 8 12 8zm0 0c2-4 6-4 6-1.5S15 8 12 8z" />
        </LineIcon>
      </span>
      <span className={styles.body}>
        <strong className={styles.title}>{t('jackpot.promo.title')}</strong>
        <span className={styles.text}>{t('jackpot.promo.text')}</span>
      </span>
      <span className={styles.more}>{t('jackpot.promo.more')}</span>
    </a>
  );
}
