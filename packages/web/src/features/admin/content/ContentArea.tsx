import { NavLink, Navigate, useRoutes } from 'react-router';
import { useI18n } from '../../../lib/i18n';
import { ConsolePage } from '../console/ConsolePage';
import { BannerPage } from './BannerPage';
import { BonusPage } from './BonusPage';
import { ChatReasonsPage } from './ChatReasonsPage';
import { GiveawaysPage } from './GiveawaysPage';
import { PromoPage } from './PromoPage';
import { QuizPage } from './QuizPage';
import { StreamersPage } from './StreamersPage';
import { TournamentsPage } from './TournamentsPage';
import styles from './content.module.css';

/** The Content area's sub-pages, in the tab bar's order (`/admin/content/<kind>`). */
const KINDS = [
  { path: 'promo', element: <PromoPage /> },
  { path: 'giveaways', element: <GiveawaysPage /> },
  { path: 'tournaments', element: <TournamentsPage /> },
  { path: 'bonus', element: <BonusPage /> },
  { path: 'streamers', element: <StreamersPage /> },
  { path: 'chat-reasons', element: <ChatReasonsPage /> },
  { path: 'quiz', element: <QuizPage /> },
  { path: 'banner', element: <BannerPage /> },
] as const;

/**
 * The console's Content area (`/admin/content/*`, docs/operations/console.md "Content"), admins
 * only: promo codes, giveaways, tournaments, jackpot-bonus settings, streamers, chat ban reasons,
 * quiz questions and the site banner, one tab each.
 */
export default function ContentArea() {
  const { t } = useI18n('admin_content');
  const page = useRoutes([
    { index: true, element: <Navigate to="promo" replace /> },
    ...KINDS.map((kind) => ({ path: kind.path, element: kind.element })),
  ]);
  return (
    <ConsolePage title={t('admin_content.title')} testId="admin-content">
      <nav aria-label={t('admin_content.title')}>
        <ul className={styles.tabs}>
          {KINDS.map((kind) => (
            <li key={kind.path}>
              <NavLink
                to={kind.path}
                className={({ isActive }) => `${styles.tab} ${isActive ? styles.tabActive : ''}`}
                data-testid={`content-tab-${kind.path}`}
              >
                {t(`admin_content.tabs.${kind.path}`)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      {page}
    </ConsolePage>
  );
}
