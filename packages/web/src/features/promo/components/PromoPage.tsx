import { HeroLead, PageHero } from '../../../components/PageHero';
import { useAppConfig } from '../../../lib/app-config';
import { useCurrentUser } from '../../../lib/current-user';
import { useI18n } from '../../../lib/i18n';
import { useUiStore } from '../../../lib/ui-store';
import { FreeRewards } from './FreeRewards';
import { GiveawaySummary } from './GiveawaySummary';
import { PromoCodeCard } from './PromoCodeCard';
import styles from './PromoPage.module.css';

/**
 * `/promo` (docs/product/screens.md "Layout", issue 16): a balance promo code, the deposit
 * bonus for the site tag in the nickname (docs/engagement/promo-codes.md "Rules": 10 %), the
 * running giveaway, and the free rewards within a player's reach.
 */
export function PromoPage() {
  const { t } = useI18n('promo');
  const config = useAppConfig();
  const { user } = useCurrentUser();
  const openModal = useUiStore((state) => state.openModal);
  const percent = config?.wallet.deposit_bonus_percent ?? 0;
  const tag = config?.site_tag ?? '';
  const tagged = user !== null && tag !== '' && user.username.toLowerCase().includes(tag.toLowerCase());

  return (
    <article className={styles.page} data-testid="promo-page">
      <PageHero title={t('promo.title')} eyebrow={t('promo.eyebrow')}>
        <HeroLead>{t('promo.lead')}</HeroLead>
      </PageHero>
      <div className={styles.cards}>
        <PromoCodeCard />
        {percent > 0 && tag !== '' && (
          <section
            className={`panel ${styles.card}`}
            aria-labelledby="promo-tag-title"
            data-testid="promo-deposit-bonus"
          >
            <h2 id="promo-tag-title" className={styles.cardTitle}>
              {t('promo.deposit.title', { percent })}
            </h2>
            <p className={styles.text}>{t('promo.deposit.text', { percent, tag })}</p>
            <p className={tagged ? styles.ok : styles.muted} data-testid="promo-tag-status" data-tagged={tagged}>
              {user === null
                ? t('promo.deposit.guest', { tag })
                : tagged
                  ? t('promo.deposit.has_tag')
                  : t('promo.deposit.no_tag', { tag })}
            </p>
            <p className={styles.muted}>{t('promo.deposit.codes')}</p>
            <button
              type="button"
              className="button button--primary"
              onClick={() => openModal(user ? 'deposit' : 'login')}
              data-testid="promo-deposit-open"
            >
              {user ? t('promo.deposit.action') : t('promo.sign_in')}
            </button>
          </section>
        )}
        <GiveawaySummary />
      </div>
      <FreeRewards />
    </article>
  );
}

export default PromoPage;
