import { lazy, Suspense, type ComponentType } from 'react';
import { Drawer } from '../../components/Drawer';
import { useI18n } from '../../lib/i18n';
import { useUiStore, type PanelName } from '../../lib/ui-store';
import { PageSkeleton } from './PageSkeleton';

/** Each panel's code loads the first time it is opened. */
const PANELS: Record<PanelName, { titleKey: `toolbar.${PanelName}`; Content: ComponentType }> = {
  storehouse: {
    titleKey: 'toolbar.storehouse',
    Content: lazy(() => import('../../features/storehouse/components/StorehousePanel')),
  },
  notifications: {
    titleKey: 'toolbar.notifications',
    Content: lazy(() => import('../../features/notifications/components/NotificationsPanel')),
  },
  streamers: {
    titleKey: 'toolbar.streamers',
    Content: lazy(() => import('../../features/streamers/components/StreamersPanel')),
  },
  bonus: {
    titleKey: 'toolbar.bonus',
    Content: lazy(() => import('../../features/bonus/components/BonusPanel')),
  },
};

/** The one open side panel (docs/product/screens.md "Layout": storehouse, notification, streamer panels), if any. */
export function PanelHost() {
  const { t } = useI18n();
  const panel = useUiStore((state) => state.panel);
  const reset = useUiStore((state) => state.reset);
  if (!panel) return null;
  const { titleKey, Content } = PANELS[panel];
  return (
    <Drawer title={t(titleKey)} onClose={reset} testId={`panel-${panel}`}>
      <Suspense fallback={<PageSkeleton />}>
        <Content />
      </Suspense>
    </Drawer>
  );
}
