import type { AvailableWithdrawResponse } from '@skinbet/shared/schemas/withdrawals.schemas';
import { useI18n } from '../../../lib/i18n';
import { formatAmount } from '../../../lib/money';
import styles from './Wallet.module.css';

type Wagering = Pick<AvailableWithdrawResponse, 'unwagered' | 'unwagered_credits'>;

/**
 * What is still to wager, credit by credit (docs/money/wagering.md): each deposit, bonus, promo
 * code and demo credit is wagered only by stakes settled after it, oldest first — so the player
 * sees which credit their next bets pay down, and that play before a deposit did not count.
 */
export function UnwageredCredits({ state }: { state: Wagering }) {
  const { t, language } = useI18n('wallet');
  if (state.unwagered <= 0 || state.unwagered_credits.length === 0) return null;
  const dates = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <div className={styles.field} data-testid="withdraw-wagering">
      <p className={styles.hint}>{t('wallet.withdraw.wagering.title', { total: formatAmount(state.unwagered) })}</p>
      <ul className={styles.reasons}>
        {state.unwagered_credits.map((credit, index) => (
          <li key={`${credit.date}-${index}`} data-kind={credit.kind} data-left={credit.unwagered}>
            {t('wallet.withdraw.wagering.credit', {
              kind: t(`wallet.withdraw.wagering.kind.${credit.kind}`),
              amount: formatAmount(credit.amount),
              left: formatAmount(credit.unwagered),
              date: dates.format(new Date(credit.date)),
            })}
          </li>
        ))}
      </ul>
    </div>
  );
}
