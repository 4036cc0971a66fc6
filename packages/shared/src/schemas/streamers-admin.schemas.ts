import { z } from 'zod';
import { idSchema } from './common.schemas';

/** `POST /api/admin/streamers/set {user_id, is_youtuber}`: adds or removes a streamer (audited). */
export const adminStreamerSetRequest = z.object({ user_id: idSchema, is_youtuber: z.boolean() });
