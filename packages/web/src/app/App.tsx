import { Notices } from '../components/Notices';
import { SignInCard } from '../features/auth/components/SignInCard';
import { useAuthErrorNotice } from '../features/auth/hooks/useAuthErrorNotice';
import { InventoryPanel } from '../features/inventory/components/InventoryPanel';
import { StorehousePanel } from '../features/storehouse/components/StorehousePanel';
import { useCurrentUser, useUserSync } from '../features/user/hooks/useCurrentUser';
import { useAppConfig } from '../lib/app-config';
import { useI18n } from '../lib/i18n';
import { Header } from './layout/Header';
import { useLiveNotices } from './useLiveNotices';
import './App.css';

/**
 * The platform foundation page: header with the account, sign-in or the inventory, and the
 * storehouse. The full shell (routes, games, chat, panels) grows from this layout.
 */
export function App() {
  useUserSync();
  useLiveNotices();
  useAuthErrorNotice();
  const { t } = useI18n();
  const config = useAppConfig();
  const { user, known } = useCurrentUser();
  // Until the first answer neither the sign-in form nor the inventory is shown, to avoid a flash.
  const account = !known ? <div className="panel app__placeholder" /> : user ? <InventoryPanel /> : <SignInCard />;

  return (
    <div className="app">
      <Header user={user} />
      {config?.maintenance && (
        <div className="app__banner" role="alert" data-testid="maintenance-banner">
          {t('app_api.maintenance')}
        </div>
      )}
      <main className="app__main">
        <p className="app__tagline">{t('app.tagline')}</p>
        <div className="app__columns">
          {account}
          <StorehousePanel balance={user?.balance ?? null} />
        </div>
      </main>
      <Notices />
    </div>
  );
}
