import { z } from 'zod';
import { idSchema } from './common.schemas';

/** `POST /api/admin/streamers/set {user_id, is_youtuber}`: adds or removes a streamer (audited). */
export const adminStreamerSetRequest = z.object({ user_id: idSchema, is_youtuber: z.boolean() });

/** Its answer: the user as they now are. */
export const adminStreamerSetResponse = z.object({
  status: z.literal('success'),
  user_id: z.number(),
  username: z.string(),
  is_youtuber: z.boolean(),
});
export type AdminStreamerSetResponse = z.infer<typeof adminStreamerSetResponse>;
