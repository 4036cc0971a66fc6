import { z } from 'zod';
import { notificationSchema } from './schemas/user.schemas';

/**
 * The one definition of every socket message, used by the server and the web app alike.
 * Bump PROTOCOL_VERSION on any incompatible payload change; clients see it in `hello`.
 */
export const PROTOCOL_VERSION = 1;

export const updateBalancePayload = z.object({ balance: z.number() });
export const notificationPayload = notificationSchema;
export const helloPayload = z.object({
  protocol: z.number(),
  userId: z.number().nullable(),
  maintenance: z.boolean(),
});

/** `identity {apiToken}` (SPEC §7): re-authenticates an open socket, e.g. right after sign-in. */
export const identityPayload = z.object({ apiToken: z.string().min(1).max(200) });
export const identityAck = z.object({ ok: z.boolean(), userId: z.number().nullable() });

export type UpdateBalancePayload = z.infer<typeof updateBalancePayload>;
export type NotificationPayload = z.infer<typeof notificationPayload>;
export type HelloPayload = z.infer<typeof helloPayload>;
export type IdentityPayload = z.infer<typeof identityPayload>;
export type IdentityAck = z.infer<typeof identityAck>;

export interface ServerToClientEvents {
  /** Sent once on connect: the protocol version and who the socket is signed in as. */
  hello: (payload: HelloPayload) => void;
  /** The user's balance after a committed change (own room only). */
  updateBalance: (payload: UpdateBalancePayload) => void;
  /** A new notice for the user (own room only). */
  notification: (payload: NotificationPayload) => void;
  /** Maintenance switched on: clients show the notice and reload per SPEC §4. */
  refreshPage: () => void;
}

export interface ClientToServerEvents {
  identity: (payload: IdentityPayload, ack?: (answer: IdentityAck) => void) => void;
}

export type ServerEventName = keyof ServerToClientEvents;
export type ServerEventPayload<E extends ServerEventName> = Parameters<ServerToClientEvents[E]>;
