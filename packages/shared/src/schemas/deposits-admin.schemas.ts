import { z } from 'zod';
import { DEPOSIT_STATUSES } from '../wallet';
import { idSchema } from './common.schemas';
import { adminDepositSchema } from './payments.schemas';

/** How many rows one page of an operator's deposit table holds at most. */
export const DEPOSIT_PAGE_SIZE_MAX = 100;

const paging = {
  page: z.int().min(1).max(100_000).default(1),
  page_size: z.int().min(1).max(DEPOSIT_PAGE_SIZE_MAX).default(25),
};

/**
 * `POST /api/admin/deposits/review`: deposit orders for an operator, paged (default: those in
 * review — card-wallet receipts and payments held back — oldest first). A decided status lists
 * the newest first.
 */
export const adminDepositReviewRequest = z
  .object({
    status: z.enum(DEPOSIT_STATUSES).default('review'),
    provider: z.string().max(40).optional(),
    user_id: idSchema.optional(),
    ...paging,
  })
  .optional();
export type AdminDepositReviewRequest = z.input<typeof adminDepositReviewRequest>;
export const adminDepositReviewResponse = z.object({
  orders: z.array(adminDepositSchema),
  total: z.number(),
  page: z.number(),
  page_size: z.number(),
});
export type AdminDepositReviewResponse = z.infer<typeof adminDepositReviewResponse>;
export type AdminDepositDto = z.infer<typeof adminDepositSchema>;

/**
 * `POST /api/admin/deposits/notifications`: the provider notification log, newest first.
 * `accepted`: every signed notification that named one of our orders, whatever came of it
 * (credited, duplicate, review, refused, failed, ignored). `refused`: notifications anyone could
 * send that were refused (unsigned, forged, malformed, no such order), one row per provider,
 * reason and sender in each ten-minute window with a count.
 */
export const adminNotificationLogRequest = z
  .object({
    kind: z.enum(['accepted', 'refused']).default('accepted'),
    provider: z.string().max(40).optional(),
    ...paging,
  })
  .optional();
export type AdminNotificationLogRequest = z.input<typeof adminNotificationLogRequest>;
export const notificationLogRowSchema = z.object({
  id: z.number(),
  provider: z.string(),
  /** credited | duplicate | review | refused | failed | ignored (accepted); `refused` (refusals). */
  outcome: z.string(),
  reason: z.string().nullable(),
  /** The order it named (accepted only). */
  order_id: z.number().nullable(),
  /** The sender's address (refusals only). */
  sender: z.string().nullable(),
  /** Size of the body in bytes, and its first bytes as text (at most 256). */
  bytes: z.number(),
  head: z.string(),
  /** How many the window counted (refusals; 1 for an accepted one). */
  count: z.number(),
  first_at: z.string(),
  last_at: z.string(),
});
export type NotificationLogRow = z.infer<typeof notificationLogRowSchema>;
export const adminNotificationLogResponse = z.object({
  kind: z.enum(['accepted', 'refused']),
  rows: z.array(notificationLogRowSchema),
  total: z.number(),
  page: z.number(),
  page_size: z.number(),
});
export type AdminNotificationLogResponse = z.infer<typeof adminNotificationLogResponse>;

/** `POST /api/admin/deposits/manual/list`: manual bank credits, newest first. */
export const adminManualListRequest = z.object({ user_id: idSchema.optional(), ...paging }).optional();
export type AdminManualListRequest = z.input<typeof adminManualListRequest>;
export const manualDepositRowSchema = z.object({
  reference: z.string(),
  user: z.object({ id: z.number(), username: z.string() }),
  amount: z.number(),
  /** The operator who credited it (from the audit log; null if the entry is not found). */
  by: z.object({ id: z.number(), username: z.string() }).nullable(),
  at: z.string(),
});
export type ManualDepositRow = z.infer<typeof manualDepositRowSchema>;
export const adminManualListResponse = z.object({
  rows: z.array(manualDepositRowSchema),
  total: z.number(),
  page: z.number(),
  page_size: z.number(),
});
export type AdminManualListResponse = z.infer<typeof adminManualListResponse>;
