import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import type { UserDto } from '@skinbet/shared/schemas/user.schemas';
import { Skeleton } from '../../../components/Skeleton';
import { useCurrentUser } from '../../../lib/current-user';
import { useI18n } from '../../../lib/i18n';
import { useProfileHistory } from '../hooks/useProfileHistory';
import { requestedProfileTab } from '../profile-rules';
import { HistoryTabs } from './HistoryTabs';
import { ProfileCard } from './ProfileCard';
import { PromoCodeForm } from './PromoCodeForm';
import { StatsBlock } from './StatsBlock';
import { TradeLinkForm } from './TradeLinkForm';
import styles from './ProfilePage.module.css';
import { SignInButton } from '../../../components/SignInButton';

/**
 * `/profile` (docs/product/screens.md "Profile"): the signed-in player's card, statistics, trade
 * link, secret promo code and history (statement, bets of each game, withdrawals, referrals). The
 * card and statistics come from the polled user, so they show at once and stay fresh; the history
 * is its own read. A guest gets a prompt to sign in. `security` is the account security section
 * (two-factor sign-in, sessions) and `protections` the responsible-gaming section (limits,
 * exclusions, reality check), other features', handed in by the router.
 */
export function ProfilePage({ security, protections }: { security?: ReactNode; protections?: ReactNode }) {
  const { user, known } = useCurrentUser();
  if (!known) return <ProfileSkeleton />;
  if (!user) return <GuestPrompt />;
  return <OwnProfile user={user} security={security} protections={protections} />;
}

function OwnProfile({ user, security, protections }: { user: UserDto; security: ReactNode; protections: ReactNode }) {
  const profile = useProfileHistory(user.balance);
  const location = useLocation();
  return (
    <div className={styles.page} data-testid="profile-page">
      <ProfileCard user={user} experience={user} />
      <div className={styles.columns}>
        <StatsBlock stats={user.stats} progress={{ level: user.level, xp: user.experience }} />
        <div className={styles.side}>
          <TradeLinkForm key={user.trade_link ?? ''} saved={user.trade_link} />
          <PromoCodeForm />
        </div>
      </div>
      {security}
      {protections}
      <HistoryTabs key={location.key} profile={profile} initialTab={requestedProfileTab(location.state)} />
    </div>
  );
}

function GuestPrompt() {
  const { t } = useI18n('profile');
  return (
    <section className={styles.guest} aria-labelledby="profile-guest-title" data-testid="profile-guest">
      <span className={styles.guestIcon} aria-hidden="true">
        ★
      </span>
      <h1 id="profile-guest-title" className={styles.guestTitle}>
        {t('profile.guest_title')}
      </h1>
      <p className={styles.guestText}>{t('profile.guest_text')}</p>
      <SignInButton testId="profile-login" />
    </section>
  );
}

function ProfileSkeleton() {
  return (
    <div className={styles.page} aria-busy="true" data-testid="profile-loading">
      <Skeleton height={150} radius={16} />
      <div className={styles.columns}>
        <Skeleton height={220} radius={16} />
        <Skeleton height={220} radius={16} />
      </div>
      <Skeleton height={260} radius={16} />
    </div>
  );
}

export default ProfilePage;
