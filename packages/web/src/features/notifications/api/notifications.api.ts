import { z } from 'zod';
import { apiPost } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { QUERY_KEYS } from '../../../lib/query-keys';

const readAllAnswer = z.object({ status: z.literal('success'), updated: z.number() });

/** `/api/user/notification/readAll`; the user (which carries the notices) is re-read after. */
export async function markAllRead(): Promise<void> {
  await apiPost('/api/user/notification/readAll', {}, readAllAnswer, {
    fallbackKey: 'notification_error.send_all_read',
  });
  await queryClient.invalidateQueries({ queryKey: QUERY_KEYS.user });
}
