import { useRoutes } from 'react-router';
import { UserPage } from './UserPage';
import { UsersSearchPage } from './UsersSearchPage';

/**
 * The console's Users area (`/admin/users/*`, docs/operations/console.md "Users"): the search at
 * its root, a player's page at `/admin/users/:id`. Moderators see both read-only.
 */
export default function UsersArea() {
  return useRoutes([
    { index: true, element: <UsersSearchPage /> },
    { path: ':id', element: <UserPage /> },
  ]);
}
