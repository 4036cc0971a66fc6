import { Link } from 'react-router';
import { useAppConfig } from '../../../lib/app-config';
import { useCurrentUser } from '../../../lib/current-user';
import { useI18n } from '../../../lib/i18n';
import { useUiStore } from '../../../lib/ui-store';
import { SandboxSkinSender } from './SandboxSkinSender';
import styles from './Wallet.module.css';

/**
 * The skins tab (the Steam method opens the trade link from config;
 * docs/payments/steam-trades.md "Deposits by trade"): how a skin deposit works, Steam's 7-day
 * Trade Protection, and the button that opens the bot's trade offer page; in the payment sandbox
 * also the fake Steam client that sends the bot skins.
 */
export function SkinDeposit() {
  const { t, translate } = useI18n('wallet');
  const config = useAppConfig();
  const tradeUrl = config?.url_trade ?? '';
  const user = useCurrentUser().user;
  // A demo account has no Steam account of its own: its trade link says whose skins it deposits.
  const needsTradeLink = user?.is_demo === true && !user.trade_link;
  const sandbox = config?.wallet.sandbox === true;
  const closeModal = useUiStore((state) => state.closeModal);

  function openTradeOffer() {
    if (tradeUrl === '') {
      // A console message: the operator has not configured the bot's trade URL.
      console.error('deposit: missing trade URL in config (url_trade)');
      return;
    }
    window.open(tradeUrl, '_blank', 'noopener,noreferrer');
  }

  return (
    <div className={styles.stack} data-testid="deposit-skins">
      <ol className={styles.steps}>
        <li>{t('wallet.skins.step_link')}</li>
        <li>{t('wallet.skins.step_offer')}</li>
        <li>{t('wallet.skins.step_credit')}</li>
      </ol>
      <p className={styles.note}>{t('wallet.skins.protection')}</p>
      {needsTradeLink && (
        <p className={styles.warning} data-testid="deposit-trade-link-needed">
          {translate('deposit_api.trade_url_needed')}{' '}
          <Link to="/profile" onClick={closeModal}>
            {t('wallet.skins.to_profile')}
          </Link>
        </p>
      )}
      <button
        type="button"
        className={`button button--steam ${styles.submit}`}
        disabled={tradeUrl === ''}
        onClick={openTradeOffer}
        data-testid="deposit-trade-offer"
      >
        {t('wallet.skins.open_offer')}
        <span className="visually-hidden"> {t('wallet.new_tab')}</span>
        <span aria-hidden="true"> ↗</span>
      </button>
      {tradeUrl === '' && !sandbox && <p className={styles.hint}>{t('wallet.skins.no_trade_url')}</p>}
      {sandbox && <SandboxSkinSender />}
    </div>
  );
}
