import { Outlet } from 'react-router';
import { Notices } from '../../components/Notices';
import { useAuthErrorNotice } from '../../features/auth/hooks/useAuthErrorNotice';
import { useAppConfig } from '../../lib/app-config';
import { useI18n } from '../../lib/i18n';
import { useAppStart } from '../useAppStart';
import { Footer } from './Footer';
import { Header } from './Header';
import { ModalHost } from './ModalHost';
import { ModeBar } from './ModeBar';
import { PanelHost } from './PanelHost';
import { ToolBar } from './ToolBar';
import styles from './AppLayout.module.css';

/**
 * The page frame of SPEC §2: header, mode bar, tool bar, the main view (game pages add the
 * inventory column through `InventoryLayout`), the footer, and the panels, modals and notices over everything. The desktop and
 * mobile chat slots are filled by the chat feature when it lands.
 */
export function AppLayout() {
  useAppStart();
  useAuthErrorNotice();
  const { t } = useI18n();
  const config = useAppConfig();

  return (
    <div className={styles.shell}>
      <a className="skip-link" href="#main">
        {t('app.skip_to_content')}
      </a>
      <Header />
      {config?.maintenance && (
        <div className={styles.banner} role="alert" data-testid="maintenance-banner">
          {t('app_api.maintenance')}
        </div>
      )}
      <ModeBar />
      <ToolBar />
      <main id="main" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      <PanelHost />
      <ModalHost />
      <Notices />
    </div>
  );
}
