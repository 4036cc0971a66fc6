import type { YoutubersResponse } from '@skinbet/shared/schemas/streamers.schemas';
import type { Database } from '../../db/client';
import { listStreamers } from './streamers.repository';

/** The panel is a short list to scroll through, not a directory: one bounded page. */
export const STREAMERS_SHOWN = 50;

export type StreamersService = ReturnType<typeof createStreamersService>;

/** The streamers panel of SPEC §2: users an admin marked `is_youtuber`, minus banned ones. */
export function createStreamersService(deps: { db: Database }) {
  return {
    async list(): Promise<YoutubersResponse> {
      const rows = await listStreamers(deps.db, STREAMERS_SHOWN);
      return { youtubers: rows.map((row) => ({ id: row.id, username: row.username, avatar: row.avatar })) };
    },
  };
}
