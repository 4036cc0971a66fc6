import { useRoutes } from 'react-router';
import { SupportQueuePage } from './SupportQueuePage';
import { TicketView } from './TicketView';

/**
 * The console's Support area (`/admin/support/*`, docs/operations/console.md "Support"): the
 * ticket queue at its root, one ticket at `/admin/support/:id`. Admins and moderators.
 */
export default function SupportArea() {
  return useRoutes([
    { index: true, element: <SupportQueuePage /> },
    { path: ':id', element: <TicketView /> },
  ]);
}
