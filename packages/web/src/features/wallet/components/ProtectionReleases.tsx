import type { AvailableWithdrawResponse } from '@skinbet/shared/schemas/withdrawals.schemas';
import { useI18n } from '../../../lib/i18n';
import { formatAmount } from '../../../lib/money';
import { displayParams } from '../display-params';
import styles from './Wallet.module.css';

type Protection = Pick<AvailableWithdrawResponse, 'protected' | 'protected_releases'>;

/**
 * When value under Trade Protection frees up (docs/money/trade-protection.md): the withdraw
 * modal's money and skin tabs both show it, since the one rule limits every way out — money or a
 * skin leaves only while what stays on the site (balance and skins) covers the protected value.
 */
export function ProtectionReleases({ state, scope }: { state: Protection; scope: 'money' | 'skins' }) {
  const { t, language } = useI18n('wallet');
  if (state.protected <= 0) return null;
  return (
    <div className={styles.field} data-testid="withdraw-protection" data-scope={scope}>
      <p className={styles.hint}>
        {t(`wallet.withdraw.protection.${scope}`, { amount: formatAmount(state.protected) })}
      </p>
      <ul className={styles.reasons}>
        {state.protected_releases.map((release) => (
          <li key={`${release.until}-${release.amount}`} data-until={release.until}>
            {t('wallet.withdraw.protection.release', displayParams(release, language))}
          </li>
        ))}
      </ul>
    </div>
  );
}
