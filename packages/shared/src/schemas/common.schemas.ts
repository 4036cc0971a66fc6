import { z } from 'zod';
import { MAX_CENTS } from '../money';
// In its own file: `errorBodySchema` holds every error key, which nothing in the web app's first load reads.
export { errorBodySchema } from './error-body.schemas';

/** A database id as sent by clients: a positive safe integer. */
export const idSchema = z.int().positive().max(Number.MAX_SAFE_INTEGER);

/** A wire amount (currency units, at most two decimals, non-negative, bounded). */
export const amountSchema = z
  .number()
  .finite()
  .nonnegative()
  .max(MAX_CENTS / 100)
  .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, 'at most two decimals');

/** The only game the site trades in: Counter-Strike 2 (Steam app 730). */
export const APP_ID = 730;
export const appIdSchema = z.union([z.literal(APP_ID), z.literal(String(APP_ID))]).transform(() => APP_ID);

/** Lists of ids in one request are bounded so a single call cannot lock half the table. */
export const MAX_IDS_PER_REQUEST = 100;
export const idListSchema = z.array(idSchema).max(MAX_IDS_PER_REQUEST);

export const emptyBodySchema = z.object({}).optional();

/**
 * A two-factor code as typed: six TOTP digits, or a recovery code (letters and digits, dashes and
 * spaces ignored). Here rather than in security.schemas: the withdrawal calls carry one too, and the
 * security page's schemas travel with its own lazy screen.
 */
export const twoFactorCodeSchema = z.string().trim().min(6).max(32);

/**
 * `/api/admin/{crash,jackpot,wheel}/void`: voids the game's round in play (every stake refunded);
 * the reason goes to the audit log. With `roundId` only that round: if the game has moved on
 * since the moderator looked, the void is refused instead of hitting the next round.
 */
export const voidRoundRequest = z
  .object({ reason: z.string().trim().max(200).optional(), roundId: idSchema.optional() })
  .optional();
export const voidRoundResponse = z.object({ status: z.literal('success'), roundId: z.number() });

/** A success answer that carries nothing else (`message`: a key the client shows, if any). */
export const successBodySchema = z.object({ status: z.literal('success'), message: z.string().optional() });
export type SuccessBody = z.infer<typeof successBodySchema>;
