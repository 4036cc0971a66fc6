import { z } from 'zod';
import { CASE_TICKETS } from '../fairness/case-tickets';
import { idSchema } from './common.schemas';
import { inventoryItemSchema } from './items.schemas';

/**
 * Cases wire formats (docs/games/cases.md "Bets and items", docs/api/http.md "Calls"). Amounts
 * are currency units; `chance` is a percentage (up to 3 decimals: one ticket of 100,000 is 0.001
 * %); `tickets` the item's contiguous range of the case's 100,000 tickets in the table's
 * published order.
 */
export { CASE_TICKETS };

/** A case in the grid (`GET /api/cases/get`, sorted by priority ascending). */
export const caseSummarySchema = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  image: z.string(),
  price: z.number(),
  priority: z.number(),
  items_count: z.number(),
});
export type CaseSummaryDto = z.infer<typeof caseSummarySchema>;
export const casesListResponse = z.object({ cases: z.array(caseSummarySchema) });

/** A catalog item as a case content (no instance: `id` is the catalog item). */
export const caseItemSchema = z.object({
  id: z.number(),
  name: z.string(),
  market_hash_name: z.string(),
  image: z.string(),
  rarity: z.string(),
  rarity_color: z.string(),
  price: z.number(),
  /** A rare special item (knife or gloves: `contains_rare` of the data). */
  rare: z.boolean(),
  chance: z.number(),
  tickets: z.object({ from: z.number(), to: z.number() }),
});
export type CaseItemDto = z.infer<typeof caseItemSchema>;

/** `GET /api/cases/getOne?id=`: the case, its current odds table (version + hash) and contents. */
export const caseOneQuery = z.object({ id: z.coerce.number().pipe(idSchema) });
export const caseDetailSchema = caseSummarySchema.extend({
  table_version: z.number(),
  table_hash: z.string(),
  /** The published return the price was set for, in percent (90 = 90 %): EV = rtp % × price. */
  rtp: z.number(),
  items: z.array(caseItemSchema),
});
export type CaseDetailDto = z.infer<typeof caseDetailSchema>;
export const caseOneResponse = z.object({ box: caseDetailSchema });

/** docs/games/cases.md "Multi-open": at most this many openings of one case in one call. */
export const CASE_OPEN_MAX_COUNT = 5;

/** `POST /api/cases/open {id, count?}`: `count` openings (1–5, default 1) in one transaction. */
export const caseOpenRequest = z.object({
  id: idSchema,
  count: z.int().min(1).max(CASE_OPEN_MAX_COUNT).default(1),
});

/** What an opening used and produced: everything the verifier needs except the (still secret) server seed. */
export const caseOpeningFairnessSchema = z.object({
  opening_id: z.number(),
  server_seed_hash: z.string(),
  client_seed: z.string(),
  nonce: z.number(),
  ticket: z.number(),
  table_version: z.number(),
});

/** One opening's drop and what decided it. */
export const caseWinSchema = z.object({ winItem: inventoryItemSchema, fairness: caseOpeningFairnessSchema });
export type CaseWinDto = z.infer<typeof caseWinSchema>;

/**
 * `winItems`: one per opening in nonce order; `winItem` and `fairness` repeat the first of them
 * (the answer of a single opening, which clients without `count` read).
 */
export const caseOpenResponse = caseWinSchema.extend({
  status: z.literal('success'),
  winItems: z.array(caseWinSchema).min(1),
  balance: z.number(),
});
export type CaseOpenResponse = z.infer<typeof caseOpenResponse>;

/** The player's seeds (`POST /api/cases/seeds`). */
export const caseSeedsSchema = z.object({
  server_seed_hash: z.string(),
  client_seed: z.string(),
  nonce: z.number(),
});
export type CaseSeedsDto = z.infer<typeof caseSeedsSchema>;

/** A client seed: printable, no ':' (it separates seed and nonce in the HMAC message). */
export const clientSeedSchema = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[\x21-\x39\x3b-\x7e]+$/);
export const caseClientSeedRequest = z.object({ client_seed: clientSeedSchema });

/** `POST /api/cases/seeds/rotate`: the previous server seed, now revealed, and the new seeds. */
export const caseSeedRotateResponse = z.object({
  previous: z.object({
    server_seed: z.string(),
    server_seed_hash: z.string(),
    client_seed: z.string(),
    nonce: z.number(),
  }),
  seeds: caseSeedsSchema,
});

/**
 * `POST /api/cases/opening {id}`: one of the caller's openings for the verifier; `server_seed` is
 * null while that seed is still in use (rotate to reveal it).
 */
export const caseOpeningRequest = z.object({ id: idSchema });
export const caseOpeningSchema = z.object({
  id: z.number(),
  case_id: z.number(),
  /** The case's data id (`crate-4001`), part of the table hash's canonical form. */
  case_slug: z.string(),
  case_name: z.string(),
  server_seed_hash: z.string(),
  server_seed: z.string().nullable(),
  client_seed: z.string(),
  nonce: z.number(),
  ticket: z.number(),
  table_version: z.number(),
  table_hash: z.string(),
  /** The RTP (percent) the table was priced for; with `price` and `table` it reproduces `table_hash`. */
  rtp: z.number(),
  /**
   * The table the opening used, in its published order (the verifier maps the ticket over it);
   * `price` is the item's value in that table.
   */
  table: z.array(
    z.object({ item_id: z.number(), name: z.string(), price: z.number(), from: z.number(), to: z.number() }),
  ),
  item: z.object({ id: z.number(), name: z.string(), price: z.number() }),
  price: z.number(),
  created_at: z.string(),
});
export type CaseOpeningDto = z.infer<typeof caseOpeningSchema>;
/** `POST /api/cases/openings`: the caller's latest openings, newest first (without their tables). */
export const CASE_OPENINGS_LIST_SIZE = 50;
export const caseOpeningsListResponse = z.object({ openings: z.array(caseOpeningSchema.omit({ table: true })) });

/**
 * The live drop (`casesLiveDrop`) has a file of its own: the socket registry (events.ts) is in
 * every page's first load, and importing it from here would bring every case schema along.
 */
export { caseLiveDropSchema, type CaseLiveDropDto } from './cases-drops.schemas';
