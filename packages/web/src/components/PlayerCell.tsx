import { useState } from 'react';
import { Link } from 'react-router';
import type { EngagementUserDto } from '@skinbet/shared/schemas/engagement-common.schemas';
import { UserName } from './UserName';
import styles from './PlayerCell.module.css';

/**
 * A player in the engagement tables (giveaway history, tournament, top, bonus winners): avatar with
 * their initial beneath it, the name (blurred in streamer mode) linking to the public profile.
 */
export function PlayerCell({ user, size = 28 }: { user: EngagementUserDto; size?: number }) {
  const [broken, setBroken] = useState(false);
  return (
    <Link to={`/user/${user.id}`} className={styles.player} data-user-id={user.id}>
      <span className={styles.avatar} style={{ width: size, height: size }} aria-hidden="true">
        <span className={styles.initial}>{user.username.trim().charAt(0).toUpperCase() || '?'}</span>
        {!broken && user.avatar && (
          <img
            className={styles.image}
            src={user.avatar}
            alt=""
            width={size}
            height={size}
            loading="lazy"
            decoding="async"
            onError={() => setBroken(true)}
          />
        )}
      </span>
      <span className={styles.name}>
        <UserName name={user.username} demo={user.is_demo} />
      </span>
    </Link>
  );
}
