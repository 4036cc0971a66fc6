import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useI18n } from '../../../lib/i18n';
import { DESKTOP_CHAT_MEDIA, useUiStore } from '../../../lib/ui-store';
import { useMediaQuery } from '../../../lib/use-media-query';
import { cashbackRate } from '../promo-rules';
import styles from './PromoPage.module.css';

/** A reward's card: what it is, and where to get it. */
function Reward({ id, title, text, action }: { id: string; title: string; text: string; action: ReactNode }) {
  return (
    <li className={styles.reward} data-testid="promo-reward" data-reward={id}>
      <h3 className={styles.rewardTitle}>{title}</h3>
      <p className={styles.text}>{text}</p>
      {action}
    </li>
  );
}

/**
 * The free rewards a player can reach on this site, each opening where it is taken: cashback,
 * the jackpot bonus, the chat quiz, referrals and the tournament. Only what the site does now.
 */
export function FreeRewards() {
  const { t, language } = useI18n('promo');
  const openModal = useUiStore((state) => state.openModal);
  const openPanel = useUiStore((state) => state.openPanel);
  const setChatVisible = useUiStore((state) => state.setChatVisible);
  const setMobileChatOpen = useUiStore((state) => state.setMobileChatOpen);
  const desktopChat = useMediaQuery(DESKTOP_CHAT_MEDIA);
  const button = (label: string, onClick: () => void, testId: string) => (
    <button type="button" className="button button--ghost button--small" onClick={onClick} data-testid={testId}>
      {label}
    </button>
  );

  return (
    <section className="panel" aria-labelledby="promo-rewards-title">
      <h2 id="promo-rewards-title" className={styles.cardTitle}>
        {t('promo.rewards.title')}
      </h2>
      <ul className={styles.rewards}>
        <Reward
          id="cashback"
          title={t('promo.rewards.cashback.title')}
          text={t('promo.rewards.cashback.text', { percent: cashbackRate(language) })}
          action={button(t('promo.rewards.cashback.action'), () => openModal('cashback'), 'promo-open-cashback')}
        />
        <Reward
          id="bonus"
          title={t('promo.rewards.bonus.title')}
          text={t('promo.rewards.bonus.text')}
          action={button(t('promo.rewards.bonus.action'), () => openPanel('bonus'), 'promo-open-bonus')}
        />
        <Reward
          id="quiz"
          title={t('promo.rewards.quiz.title')}
          text={t('promo.rewards.quiz.text')}
          action={button(
            t('promo.rewards.quiz.action'),
            () => (desktopChat ? setChatVisible(true) : setMobileChatOpen(true)),
            'promo-open-chat',
          )}
        />
        <Reward
          id="referral"
          title={t('promo.rewards.referral.title')}
          text={t('promo.rewards.referral.text')}
          action={
            <Link className="button button--ghost button--small" to="/profile">
              {t('promo.rewards.referral.action')}
            </Link>
          }
        />
        <Reward
          id="tournament"
          title={t('promo.rewards.tournament.title')}
          text={t('promo.rewards.tournament.text')}
          action={
            <Link className="button button--ghost button--small" to="/tournament">
              {t('promo.rewards.tournament.action')}
            </Link>
          }
        />
      </ul>
    </section>
  );
}
