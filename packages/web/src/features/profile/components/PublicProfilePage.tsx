import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { Skeleton } from '../../../components/Skeleton';
import { useCurrentUser } from '../../../lib/current-user';
import { useI18n } from '../../../lib/i18n';
import { publicUserQuery } from '../api/public-user.api';
import { parseUserId } from '../profile-rules';
import { ProfileCard } from './ProfileCard';
import { RecentBets } from './RecentBets';
import { StatsBlock } from './StatsBlock';
import styles from './PublicProfilePage.module.css';

/**
 * `/user/:id` (docs/community/profiles.md "Profile"): another player's public card, statistics and
 * recent bets, open to guests; never a balance. An id that cannot exist is answered here without
 * asking the server.
 */
export function PublicProfilePage() {
  const userId = parseUserId(useParams().id);
  if (userId === null) return <NotFound />;
  // Keyed on the id: moving to another player's page starts from that player's loading state.
  return <PublicProfile key={userId} userId={userId} />;
}

function PublicProfile({ userId }: { userId: number }) {
  const { t } = useI18n('profile');
  const { user: me } = useCurrentUser();
  const query = useQuery(publicUserQuery(userId));

  if (query.isPending) return <PublicProfileSkeleton />;
  if (query.isError) {
    return (
      <section className={styles.state} role="status" data-testid="public-profile-error">
        <p className={styles.stateTitle}>{t('any_user_error.load_by_id')}</p>
        <div className={styles.actions}>
          <button type="button" className="button button--primary" onClick={() => void query.refetch()}>
            {t('profile.retry')}
          </button>
          <Link className="button button--ghost" to="/">
            {t('public_profile.back_home')}
          </Link>
        </div>
      </section>
    );
  }
  const user = query.data;
  if (!user) return <NotFound />;

  return (
    <div className={styles.page} data-testid="public-profile">
      <ProfileCard user={user}>
        {me?.id === user.id && (
          <p className={styles.own}>
            {t('public_profile.its_you')}{' '}
            <Link to="/profile" data-testid="public-profile-own-link">
              {t('public_profile.open_own')}
            </Link>
          </p>
        )}
      </ProfileCard>
      <StatsBlock
        stats={user.stats}
        progress={{ level: user.level, ...(user.experience === undefined ? {} : { xp: user.experience }) }}
      />
      <RecentBets userId={user.id} />
      <Link className={`button button--ghost ${styles.home}`} to="/">
        {t('public_profile.back_home')}
      </Link>
    </div>
  );
}

function NotFound() {
  const { t } = useI18n('profile');
  return (
    <section className={styles.state} aria-labelledby="public-profile-missing" data-testid="public-profile-not-found">
      <span className={styles.icon} aria-hidden="true">
        ?
      </span>
      <h1 id="public-profile-missing" className={styles.stateTitle}>
        {t('user_api.not_found')}
      </h1>
      <p className={styles.stateText}>{t('public_profile.not_found_hint')}</p>
      <Link className="button button--primary" to="/" data-testid="public-profile-home">
        {t('public_profile.back_home')}
      </Link>
    </section>
  );
}

function PublicProfileSkeleton() {
  return (
    <div className={styles.page} aria-busy="true" data-testid="public-profile-loading">
      <Skeleton height={150} radius={16} />
      <Skeleton height={220} radius={16} />
    </div>
  );
}

export default PublicProfilePage;
