import { nameSkeletons } from '@skinbet/shared/text/skeleton';
import type { Database } from '../../../db/client';
import { inTransaction } from '../../../db/transaction';
import { generatedProfile } from '../../account/auth';
import { findUserByDemoKey, insertUser, isNameTaken, lockName } from '../../account/users';

/**
 * The demo site's streamers (issue 16: "seed a few demo streamers so the panel is not empty").
 * Their keys hold a `:`, which no demo sign-in name can (shared demoNameSchema), so nobody can
 * sign in as one: they are faces in the panel and the chat, not accounts to play with.
 */
export const DEMO_STREAMERS = [
  { demoKey: 'streamer:nova', username: 'NovaPlaysCS' },
  { demoKey: 'streamer:kira', username: 'KiraStreams' },
  { demoKey: 'streamer:maks', username: 'MaksCasesTV' },
] as const;

/**
 * Creates the demo streamers that do not exist yet; answers how many it created. Idempotent and
 * safe when nodes start together: each account is found by its demo key (UNIQUE) under the lock
 * of its name. An existing one is never changed, so an operator's later `is_youtuber: false`
 * stays. A name someone already took is skipped rather than suffixed.
 */
export async function seedDemoStreamers(db: Database): Promise<number> {
  let created = 0;
  for (const streamer of DEMO_STREAMERS) {
    const made = await inTransaction(db, async (tx) => {
      const skeletons = nameSkeletons(streamer.username);
      await lockName(tx, skeletons);
      if (await findUserByDemoKey(tx, streamer.demoKey)) return false;
      if (await isNameTaken(tx, skeletons)) return false;
      const user = await insertUser(tx, {
        demoKey: streamer.demoKey,
        username: streamer.username,
        avatar: generatedProfile(`demo:${streamer.demoKey}`).avatar,
        isDemo: true,
        isYoutuber: true,
      });
      return user !== undefined;
    });
    if (made) created += 1;
  }
  return created;
}
