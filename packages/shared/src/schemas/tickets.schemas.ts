import { z } from 'zod';
import { ROUND_GAMES } from '../games/registry';
import { idSchema } from './common.schemas';
import { engagementUserSchema } from './engagement-common.schemas';
import { ticketMessageSchema } from './engagement-events.schemas';
export { ticketMessageSchema } from './engagement-events.schemas';
export type { TicketMessageDto } from './engagement-events.schemas';

/** Published limits of support tickets (docs/community/tickets.md "Rules"). */
export const TICKET_LIMITS = {
  titleMin: 3,
  titleMax: 100,
  messageMin: 2,
  messageMax: 2000,
  /** Bytes of an uploaded image before re-encoding. */
  imageMaxBytes: 5 * 1024 * 1024,
  /** Longest side after re-encoding, in pixels. */
  imageMaxSide: 2048,
  /** Messages per page of `/api/tickets/{id}/messages`. */
  messagesPage: 100,
  /** Images one player may attach in 24 hours, over all their tickets (storage is the database's). */
  imagesPerDay: 20,
} as const;

/** Games whose rounds a fairness-mismatch ticket may name (the x3 compensation): the round games. */
export const TICKET_ROUND_GAMES = ROUND_GAMES;

export const ticketSchema = z.object({
  id: z.number(),
  subject: z.string(),
  /** The first message. */
  content: z.string(),
  status: z.union([z.literal(0), z.literal(1)]),
  game: z.enum(TICKET_ROUND_GAMES).nullable(),
  round_id: z.number().nullable(),
  /** The x3 compensation paid on this ticket (currency units), if any. */
  compensated: z.number().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TicketDto = z.infer<typeof ticketSchema>;

/** `POST /api/tickets/get`: the player's tickets, newest first. */
export const ticketsListResponse = z.object({ tickets: z.array(ticketSchema) });
export const ticketGetByIdRequest = z.object({ id: idSchema });
/** `POST /api/tickets/getById {id}`: one ticket with its messages. */
export const ticketWithMessagesSchema = ticketSchema.extend({ messages: z.array(ticketMessageSchema) });
export type TicketWithMessagesDto = z.infer<typeof ticketWithMessagesSchema>;
export const ticketCloseRequest = z.object({ id: idSchema });

/**
 * The text fields of `POST /api/tickets/create` (multipart: `title`, `message`, optional `image`,
 * and for a fairness mismatch `game` + `round_id`) and `POST /api/tickets/sendMessage` (`id`,
 * `message`, optional `image`). Lengths are checked by the service so that each refusal has its own
 * `ticket_api.*` key; the schema only bounds what is read.
 */
export const ticketCreateFields = z.object({
  title: z.string().max(10_000).optional(),
  message: z.string().max(100_000).optional(),
  game: z.enum(TICKET_ROUND_GAMES).optional(),
  round_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});
export type TicketCreateFields = z.infer<typeof ticketCreateFields>;
export const ticketSendMessageFields = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
  message: z.string().max(100_000).optional(),
});
export type TicketSendMessageFields = z.infer<typeof ticketSendMessageFields>;

/** `create` answers the new ticket; `sendMessage` the stored message. */
export const ticketCreateResponse = z.object({ status: z.literal('success'), ticket: ticketWithMessagesSchema });
export const ticketSendMessageResponse = z.object({ status: z.literal('success'), message: ticketMessageSchema });

/** `GET /api/tickets/{ticketId}/messages?after_id=` (default 0): messages after that id, oldest first. */
export const ticketMessagesQuery = z.object({
  after_id: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).default(0),
});
export const ticketMessagesParams = z.object({ ticketId: z.coerce.number().int().positive().max(2_147_483_647) });
export const ticketMessagesResponse = z.object({
  status: z.union([z.literal(0), z.literal(1)]),
  messages: z.array(ticketMessageSchema),
});

/**
 * Staff (`/api/admin/tickets/*`). `list`: tickets with their players, open ones oldest first, then
 * closed ones newest first; filtered (status, player, fairness mismatches only, waiting for staff)
 * and paged on the server.
 */
export const adminTicketsListRequest = z.object({
  status: z.union([z.literal(0), z.literal(1)]).optional(),
  user_id: idSchema.optional(),
  /** Only fairness-mismatch tickets (those that name a round). */
  fairness: z.boolean().optional(),
  /** Only tickets whose last message is the player's (waiting for staff). */
  awaiting_staff: z.boolean().optional(),
  page: z.int().min(1).max(100_000).default(1),
  page_size: z.int().min(1).max(100).default(50),
});
export type AdminTicketsListRequest = z.input<typeof adminTicketsListRequest>;
export const adminTicketSchema = ticketSchema.extend({
  user: engagementUserSchema,
  messages_count: z.number(),
  /** Whether the last message is staff's (false: the player waits for an answer). */
  last_from_staff: z.boolean(),
  last_message_at: z.string(),
});
export type AdminTicketDto = z.infer<typeof adminTicketSchema>;
export const adminTicketsListResponse = z.object({
  tickets: z.array(adminTicketSchema),
  total: z.number(),
  page: z.number(),
  page_size: z.number(),
});
export type AdminTicketsListResponse = z.infer<typeof adminTicketsListResponse>;
/** `reply {id, message}` (JSON; staff replies carry no image). */
export const adminTicketReplyRequest = z.object({ id: idSchema, message: z.string().max(100_000) });
export const adminTicketCloseRequest = z.object({ id: idSchema });
/**
 * `compensate {id}`: pays the ticket's player 3 × their stake in the round the ticket names, once,
 * through the ledger (`fairness_compensation`), and posts a staff message saying so.
 */
export const adminTicketCompensateRequest = z.object({ id: idSchema });
export const adminTicketCompensateResponse = z.object({
  status: z.literal('success'),
  ticket_id: z.number(),
  amount: z.number(),
});

/**
 * `GET /api/tickets/images/{imageId}`: the stored image's random id (32 hex digits). Anything else
 * is answered like a missing image (404), so the route never tells a malformed id from a foreign one.
 */
export const ticketImageParams = z.object({ imageId: z.string().max(100) });
