import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { Notices } from '../../components/Notices';
import { useAuthErrorNotice } from '../../features/auth/hooks/useAuthErrorNotice';
import { useAppConfig } from '../../lib/app-config';
import { useCurrentUser } from '../../lib/current-user';
import { useI18n } from '../../lib/i18n';
import { DESKTOP_CHAT_MEDIA, useUiStore } from '../../lib/ui-store';
import { useMediaQuery } from '../../lib/use-media-query';
import { useAppStart } from '../useAppStart';
import { ChatSlot } from './ChatSlot';
import { Footer } from './Footer';
import { Header } from './Header';
import { LiveDropsSlot } from './LiveDropsSlot';
import { ModalHost } from './ModalHost';
import { ModeBar } from './ModeBar';
import { PanelHost } from './PanelHost';
import { ProtocolNotice } from './ProtocolNotice';
import { ToolBar } from './ToolBar';
import styles from './AppLayout.module.css';

/** The giveaway, bonus and tournament pushes into the cache (issue 16), loaded after the first render. */
const EngagementLive = lazy(() => import('../../components/EngagementLive'));
/** Shown on demo sites alone (`getConfig.demo_site`), so a real site never downloads it. */
const DemoSiteBanner = lazy(() => import('./DemoSiteBanner'));
const SiteBanner = lazy(() => import('./SiteBanner'));
/**
 * Issue 28: a signed-in player's exclusion banner and reality-check timer (docs/product/responsible-gambling.md),
 * loaded after the first render and only for a signed-in player.
 */
const ResponsibleGamblingLive = lazy(() => import('../../features/responsible-gambling/components/ShellLive'));

/**
 * The page frame (docs/product/screens.md "Layout"): header, mode bar, tool bar, the live drops, the main
 * view (game pages add the inventory column through `InventoryLayout`), the footer, the chat (a fixed
 * column on the right on desktop, which the rest of the frame makes room for; a drawer on mobile), and the
 * panels, modals and notices over everything.
 */
export function AppLayout() {
  useAppStart();
  useAuthErrorNotice();
  const { t } = useI18n();
  const config = useAppConfig();
  const desktop = useMediaQuery(DESKTOP_CHAT_MEDIA);
  const chatVisible = useUiStore((state) => state.chatVisible);
  const signedIn = useCurrentUser().user !== null;

  return (
    <div className={styles.shell} data-chat-column={(desktop && chatVisible) || undefined}>
      <a className="skip-link" href="#main">
        {t('app.skip_to_content')}
      </a>
      <Header />
      <div className={styles.frame}>
        {config?.maintenance && (
          <div className={styles.banner} role="alert" data-testid="maintenance-banner">
            {t('app_api.maintenance')}
          </div>
        )}
        <ProtocolNotice />
        {config?.demo_site === true && (
          <Suspense fallback={null}>
            <DemoSiteBanner />
          </Suspense>
        )}
        {config?.banner && (
          <Suspense fallback={null}>
            <SiteBanner banner={config.banner} />
          </Suspense>
        )}
        {signedIn && (
          <Suspense fallback={null}>
            <ResponsibleGamblingLive />
          </Suspense>
        )}
        <ModeBar />
        <ToolBar />
        <LiveDropsSlot />
        <main id="main" className={styles.main} tabIndex={-1}>
          <Outlet />
        </main>
        <Footer />
      </div>
      <ChatSlot />
      <PanelHost />
      <ModalHost />
      <Notices />
      <Suspense fallback={null}>
        <EngagementLive />
      </Suspense>
    </div>
  );
}
