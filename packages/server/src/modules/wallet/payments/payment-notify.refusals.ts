import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../db/client';
import { pruneRefusals, recordRefusal } from './payment-notify.repository';
import { summarizeBody } from './payment-notify.summary';

/** Where a notification came from, as the route saw it: the sender's address and the body's bytes. */
export interface NotificationOrigin {
  sender: string;
  raw: Buffer;
}

/** Reasons are ours, not the sender's; the cap only keeps a future adapter's message bounded too. */
const MAX_REASON_LENGTH = 200;

/** 1, 10, 100…: a repeat is logged again only when its count reaches the next power of ten. */
function isLogworthy(count: number): boolean {
  return count === 1 || /^10+$/.test(String(count));
}

/**
 * Keeps a refused notification the bounded way (issue 25): anyone can post to the notify
 * endpoints, so a refusal stores and logs its summary (size, SHA-256, first 256 bytes) and never
 * its body, and a repeat from the same sender within the window only counts. The warn line goes
 * out for the window's first refusal and again at 10, 100, 1000… repeats, so a flood costs a few
 * lines, not one per request. Records older than 30 days are deleted as new ones arrive.
 */
export function createRefusalRecorder(deps: { db: Database; log: FastifyBaseLogger }) {
  return async function recordRefused(provider: string, reason: string, origin: NotificationOrigin): Promise<void> {
    const body = summarizeBody(origin.raw);
    const bounded = reason.slice(0, MAX_REASON_LENGTH);
    const count = await recordRefusal(deps.db, { provider, reason: bounded, sender: origin.sender, body });
    if (!isLogworthy(count)) return;
    // A new window's row is the moment to let the oldest go: no timer, and nothing to do while quiet.
    if (count === 1) await pruneRefusals(deps.db);
    deps.log.warn(
      {
        provider,
        reason: bounded,
        sender: origin.sender,
        bytes: body.bytes,
        sha256: body.sha256,
        head: body.head,
        count,
      },
      'payment notification refused',
    );
  };
}
