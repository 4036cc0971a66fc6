import type { NotificationDto } from '@skinbet/shared/schemas/user.schemas';
import type { notifications } from '../../../db/schema';

/** A notice's row. */
export type NotificationRow = typeof notifications.$inferSelect;

/** A notice as the API and the `notification` socket event carry it. */
export function presentNotification(row: NotificationRow): NotificationDto {
  return {
    id: row.id,
    name: row.name,
    content: row.content,
    params: row.params,
    is_read: row.isRead,
    created_at: row.createdAt.toISOString(),
  };
}
