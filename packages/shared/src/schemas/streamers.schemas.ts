import { z } from 'zod';

/** A streamer as the streamers panel lists them (docs/community/profiles.md "Streamers"). */
export const youtuberSchema = z.object({
  id: z.number(),
  username: z.string(),
  avatar: z.string(),
});
export type YoutuberDto = z.infer<typeof youtuberSchema>;

/** `GET /api/youtubers`: the site's streamers, ordered by name. */
export const youtubersResponseSchema = z.object({
  youtubers: z.array(youtuberSchema),
});
export type YoutubersResponse = z.infer<typeof youtubersResponseSchema>;
