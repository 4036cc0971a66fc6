import { UserLink } from '../console/cells';
import type { adminColumns } from '../console/DataTable';

/**
 * The deposit tables' player column: the name linking to the player's page, filtered by a player
 * id typed under the header.
 */
export function playerColumn<Row extends { user: { id: number; username: string } }>(
  helper: ReturnType<typeof adminColumns<Row>>,
  labels: { header: string; filter: string },
) {
  return helper.accessor((row) => row.user.id, {
    id: 'user',
    header: labels.header,
    enableSorting: false,
    meta: { filter: 'number', filterLabel: labels.filter },
    cell: ({ row }) => <UserLink id={row.original.user.id} name={row.original.user.username} />,
  });
}
