import type { UserDto } from '@skinbet/shared/schemas/user.schemas';
import { LogoutButton } from '../../features/auth/components/LogoutButton';
import { UserBadge } from '../../features/user/components/UserBadge';
import { useI18n } from '../../lib/i18n';
import { LanguageSwitch } from './LanguageSwitch';
import './Header.css';

/** Top bar: logo, language, and the account block for a signed-in user. */
export function Header({ user }: { user: UserDto | null }) {
  const { t } = useI18n();
  return (
    <header className="header">
      <a className="header__logo" href="/" aria-label={t('app.title')}>
        <span className="header__mark" aria-hidden="true">
          S
        </span>
        <span className="header__name">{t('app.title')}</span>
      </a>
      {user && (
        <div className="header__account">
          <UserBadge user={user} />
        </div>
      )}
      <div className="header__tools">
        {user && <LogoutButton />}
        <LanguageSwitch />
      </div>
    </header>
  );
}
