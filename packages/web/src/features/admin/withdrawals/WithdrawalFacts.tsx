import { useI18n } from '../../../lib/i18n';
import { adminErrorText } from '../console/admin-api';
import { DateTime, Money, UserLink } from '../console/cells';
import { useWithdrawFacts } from './withdrawals-api';
import badges from '../console/badges.module.css';
import styles from './withdrawals.module.css';

/**
 * What a reviewer weighs before deciding one request (docs/operations/console.md "Withdrawals"):
 * the account's age, deposits against withdrawals, wagering left, protected value and debt,
 * linked accounts and recent large wins.
 */
export function WithdrawalFacts({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useI18n('admin_withdrawals');
  const facts = useWithdrawFacts(id);
  const data = facts.data;
  const linkedTotal = data?.linked_accounts.count ?? 0;
  return (
    <section
      className={styles.facts}
      aria-label={t('admin_withdrawals.facts_title', { id })}
      data-testid="withdrawal-facts"
    >
      <header className={styles.factsHeader}>
        <h2>{t('admin_withdrawals.facts_title', { id })}</h2>
        <button type="button" className="button button--ghost button--small" onClick={onClose}>
          {t('admin_withdrawals.close')}
        </button>
      </header>
      {facts.error ? <p className={styles.error}>{adminErrorText(facts.error)}</p> : null}
      {!data && !facts.error && <p className={styles.muted}>{t('admin_withdrawals.loading')}</p>}
      {data && (
        <>
          <dl className={styles.factList}>
            <dt>{t('admin_withdrawals.player')}</dt>
            <dd>
              <UserLink id={data.user.id} name={data.user.username} />{' '}
              {data.user.banned && <span className={badges.badgeDanger}>{t('admin_withdrawals.banned')}</span>}{' '}
              {data.user.kyc_verified && <span className={badges.badge}>{t('admin_withdrawals.kyc')}</span>}
            </dd>
            <dt>{t('admin_withdrawals.account_age')}</dt>
            <dd>
              {t('admin_withdrawals.days', { count: data.account_age_days })} (
              <DateTime iso={data.account_created_at} />)
            </dd>
            <dt>{t('admin_withdrawals.deposits')}</dt>
            <dd>
              <Money amount={data.deposits_total} />
            </dd>
            <dt>{t('admin_withdrawals.withdrawn')}</dt>
            <dd>
              <Money amount={data.withdrawals_total} /> ({data.withdrawals_count})
            </dd>
            <dt>{t('admin_withdrawals.wagering_left')}</dt>
            <dd>
              <Money amount={data.wagering_left} />
            </dd>
            <dt>{t('admin_withdrawals.protected')}</dt>
            <dd>
              <Money amount={data.protected} />
              {data.protected_until && (
                <>
                  {' '}
                  {t('admin_withdrawals.until')} <DateTime iso={data.protected_until} />
                </>
              )}
            </dd>
            <dt>{t('admin_withdrawals.debt')}</dt>
            <dd className={data.debt > 0 ? styles.danger : undefined}>
              <Money amount={data.debt} />
            </dd>
          </dl>
          <h3>{t('admin_withdrawals.linked', { total: linkedTotal })}</h3>
          {data.linked_accounts.accounts.length === 0 ? (
            <p className={styles.muted}>{t('admin_withdrawals.none')}</p>
          ) : (
            <ul className={styles.linked} data-testid="withdrawal-linked">
              {data.linked_accounts.accounts.map((account) => (
                <li key={account.id}>
                  <UserLink id={account.id} name={account.username} />{' '}
                  {account.banned && <span className={badges.badgeDanger}>{t('admin_withdrawals.banned')}</span>}{' '}
                  <span className={styles.muted}>
                    {account.via.map((via) => t(`admin_withdrawals.via.${via}`)).join(', ')}
                  </span>
                </li>
              ))}
            </ul>
          )}
          <h3>{t('admin_withdrawals.large_wins')}</h3>
          {data.recent_large_wins.length === 0 ? (
            <p className={styles.muted}>{t('admin_withdrawals.none')}</p>
          ) : (
            <ul className={styles.linked}>
              {data.recent_large_wins.map((win, index) => (
                <li key={`${win.game}-${win.round_id ?? index}-${win.at}`}>
                  {win.game}
                  {win.round_id !== null && ` #${win.round_id}`}: <Money amount={win.stake} /> →{' '}
                  <Money amount={win.payout} />
                  {win.multiplier !== null && ` (x${win.multiplier})`} · <DateTime iso={win.at} />
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
