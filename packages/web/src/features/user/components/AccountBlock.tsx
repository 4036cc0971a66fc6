import { Link } from 'react-router';
import type { UserDto } from '@skinbet/shared/schemas/user.schemas';
import { useI18n } from '../../../lib/i18n';
import styles from './AccountBlock.module.css';

/** Avatar and name of the signed-in player, linking to their profile. */
export function AccountBlock({ user }: { user: UserDto }) {
  const { t } = useI18n();
  return (
    <Link className={styles.account} to="/profile" aria-label={t('header.open_profile')} data-testid="account-block">
      <img className={styles.avatar} src={user.avatar} alt="" width={36} height={36} />
      <span className={styles.name} data-testid="user-name">
        {user.username}
      </span>
    </Link>
  );
}
