import type { AdminUserDetail } from '@skinbet/shared/schemas/admin-users.schemas';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { useCurrentUser } from '../../../lib/current-user';
import { useI18n } from '../../../lib/i18n';
import { adminErrorText } from '../console/admin-api';
import { DateTime, Money } from '../console/cells';
import { ConsolePage } from '../console/ConsolePage';
import { staffRoleOf } from '../console/roles';
import { AdjustmentsCard } from './AdjustmentsCard';
import { UserActions } from './UserActions';
import { UserTabs } from './UserTabs';
import { useUserDetail, useUserRg } from './users-api';
import badges from '../console/badges.module.css';
import styles from './users.module.css';

/**
 * `/admin/users/:id`: the player's account, ban, balances, corrections waiting for a second admin,
 * the actions (admins only; moderators read) and the tabs (docs/operations/console.md "Users").
 */
export function UserPage() {
  const { t } = useI18n('admin_users');
  const userId = Number(useParams().id);
  const detail = useUserDetail(userId);
  const { user: me } = useCurrentUser();
  const isAdmin = staffRoleOf(me) === 'admin';
  const data = detail.data;

  return (
    <ConsolePage
      title={data ? data.user.username : t('admin_users.title')}
      toolbar={<Link to="/admin/users">{t('admin_users.back')}</Link>}
      testId="admin-user-page"
    >
      {detail.error ? <p className={styles.muted}>{adminErrorText(detail.error)}</p> : null}
      {data && (
        <>
          <UserHeader data={data} />
          {data.ban && <BanCard data={data} />}
          <div className={styles.grid}>
            <AccountCard data={data} />
            <BalancesCard data={data} />
          </div>
          {isAdmin ? (
            <UserActions data={data} selfId={me?.id ?? 0} />
          ) : (
            <p className={styles.muted} data-testid="user-read-only">
              {t('admin_users.read_only')}
            </p>
          )}
          <AdjustmentsCard data={data} isAdmin={isAdmin} selfId={me?.id ?? 0} />
          <UserTabs userId={userId} />
        </>
      )}
    </ConsolePage>
  );
}

function UserHeader({ data }: { data: AdminUserDetail }) {
  const { t } = useI18n('admin_users');
  // The same read as the responsible-gambling tab (one call, cached): a failure only hides the badge.
  const exclusion = useUserRg(data.user.id).data?.exclusion.kind ?? null;
  return (
    <div className={styles.header}>
      <img className={styles.avatar} src={data.user.avatar} alt="" />
      <span className={styles.muted}>#{data.user.id}</span>
      <span data-testid="user-role">{t(`admin_users.role.${data.user.role}`)}</span>
      {data.ban && (
        <span className={badges.badgeDanger} data-testid="user-banned-badge">
          {t('admin_users.banned_badge')}
        </span>
      )}
      {exclusion && (
        <span className={badges.badgeDanger} data-testid="user-excluded-badge" data-kind={exclusion}>
          {t(`admin_users.excluded_badge.${exclusion}`)}
        </span>
      )}
      {data.user.is_demo && <span className={badges.badge}>{t('admin_users.demo_badge')}</span>}
    </div>
  );
}

function BanCard({ data }: { data: AdminUserDetail }) {
  const { t, language } = useI18n('admin_users');
  const ban = data.ban!;
  const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString(language) : '—');
  return (
    <section className={`${styles.card} ${styles.banCard}`} data-testid="user-ban">
      <h2>{t('admin_users.ban_title')}</h2>
      <p>
        {t('admin_users.ban_text', {
          reason: ban.reason,
          at: when(ban.at),
          until: ban.until ? when(ban.until) : t('admin_users.ban_forever'),
        })}
      </p>
      {data.pending_withdrawals > 0 && (
        <p data-testid="user-frozen">{t('admin_users.frozen', { count: data.pending_withdrawals })}</p>
      )}
    </section>
  );
}

function AccountCard({ data }: { data: AdminUserDetail }) {
  const { t } = useI18n('admin_users');
  const { user } = data;
  return (
    <section className={styles.card}>
      <dl className={styles.facts}>
        <dt>{t('admin_users.steam_id')}</dt>
        <dd>{user.steam_id ?? '—'}</dd>
        <dt>{t('admin_users.trade_link')}</dt>
        <dd>{user.trade_link ?? '—'}</dd>
        <dt>{t('admin_users.kyc')}</dt>
        <dd data-testid="user-kyc">
          {user.kyc_verified_at ? <DateTime iso={user.kyc_verified_at} /> : t('admin_users.kyc_none')}
        </dd>
        <dt>{t('admin_users.created')}</dt>
        <dd>
          <DateTime iso={user.created_at} />
        </dd>
        <dt>{t('admin_users.last_login')}</dt>
        <dd>{user.last_login_at ? <DateTime iso={user.last_login_at} /> : '—'}</dd>
        <dt>{t('admin_users.games')}</dt>
        <dd>{user.games_played}</dd>
        <dt>{t('admin_users.wagered')}</dt>
        <dd>
          <Money amount={user.total_wagered} />
        </dd>
        <dt>{t('admin_users.won')}</dt>
        <dd>
          <Money amount={user.total_won} />
        </dd>
      </dl>
    </section>
  );
}

function BalancesCard({ data }: { data: AdminUserDetail }) {
  const { t } = useI18n('admin_users');
  const { balances } = data;
  const rows = [
    ['available', balances.available],
    ['held', balances.held],
    ['cashback', balances.cashback],
    ['debt', balances.debt],
    ['protected_value', balances.protected_value],
  ] as const;
  return (
    <section className={styles.card} data-testid="user-balances">
      <h2>{t('admin_users.balances')}</h2>
      <dl className={styles.facts}>
        {rows.map(([key, amount]) => (
          <Fact key={key} label={t(`admin_users.${key}`)} testId={`user-balance-${key}`}>
            <Money amount={amount} />
          </Fact>
        ))}
      </dl>
      <p className={styles.muted}>{t('admin_users.pending_withdrawals', { total: data.pending_withdrawals })}</p>
    </section>
  );
}

function Fact({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <>
      <dt>{label}</dt>
      <dd data-testid={testId}>{children}</dd>
    </>
  );
}
