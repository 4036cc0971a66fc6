import { useCurrentUser } from '../../../lib/current-user';
import { TwoFactorPanel } from './TwoFactorPanel';
import { SessionsPanel } from './SessionsPanel';
import styles from './Security.module.css';

/**
 * The profile's "Security" section (docs/architecture/security.md): two-factor sign-in and the
 * account's sessions. The router hands it to the profile page as a slot (features never import
 * each other); it renders nothing for a guest.
 */
export default function SecuritySection() {
  const { user } = useCurrentUser();
  if (!user) return null;
  return (
    <div className={styles.columns} data-testid="security-section">
      <TwoFactorPanel twoFactor={user.two_factor} />
      <SessionsPanel />
    </div>
  );
}
