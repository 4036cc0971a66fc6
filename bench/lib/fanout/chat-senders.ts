import { CHAT } from '@skinbet/shared/chat';
import { post, signIn } from '../players';

/** No message is sent this close to the edges of a posting span, so every delivery falls inside it. */
export const EDGE_MS = 500;

/** A demo player who posts chat messages. */
export interface Sender {
  name: string;
  token: string;
}

/** Demo players who post (`<prefix>-0`, `<prefix>-1`, …): each signs in once through the demo login. */
export async function signInSenders(url: string, count: number, prefix: string): Promise<Sender[]> {
  const senders: Sender[] = [];
  for (let index = 0; index < count; index++) {
    const name = `${prefix}-${index}`;
    senders.push({ name, token: await signIn(url, name) });
  }
  return senders;
}

/**
 * Each sender posts once per `CHAT.rateRefillMs` (the steady rate the limiter allows), the senders
 * staggered evenly, from `startAt + EDGE_MS` until `EDGE_MS` before `startAt + spanMs`. A sender's
 * posts go one after another, each at least `rateRefillMs` after the previous one was answered, so
 * a late timer on a busy machine never sends two inside one refill. Every post must be accepted (a
 * refusal throws): a refusal would mean the bench measured something other than chat. Resolves
 * with the number of messages posted.
 */
export async function postMessages(url: string, senders: Sender[], startAt: number, spanMs: number): Promise<number> {
  const lastAt = startAt + spanMs - EDGE_MS;
  const counts = await Promise.all(
    senders.map(async (sender, index) => {
      let count = 0;
      for (let at = startAt + EDGE_MS + (index * CHAT.rateRefillMs) / senders.length; at < lastAt; count++) {
        await new Promise((resolve) => setTimeout(resolve, at - Date.now()));
        await post(
          url,
          '/api/chat/sendMessage',
          { message: `bench message ${count} from ${sender.name}` },
          sender.token,
        );
        at = Math.max(at + CHAT.rateRefillMs, Date.now() + CHAT.rateRefillMs);
      }
      return count;
    }),
  );
  return counts.reduce((sum, count) => sum + count, 0);
}
