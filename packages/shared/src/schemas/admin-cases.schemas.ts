import { z } from 'zod';
import { CASE_TICKETS } from '../fairness/case-tickets';
import { amountSchema, idSchema } from './common.schemas';
import { marketItemSchema } from './items.schemas';

/**
 * The console's Cases and items area (docs/operations/console.md "Cases and items",
 * docs/games/cases.md "Editor"). Amounts are currency units; tickets are whole tickets of the
 * table's 100,000 (`CASE_TICKETS`), in the table's published order.
 */
export const MAX_CASE_CONTENTS = 200;

/** A case in the editor's list: its current version and whether players see it. */
export const adminCaseSummarySchema = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  image: z.string(),
  enabled: z.boolean(),
  price: z.number(),
  /** The current table's RTP in percent (two decimals). */
  rtp: z.number(),
  version: z.number(),
  source: z.enum(['seed', 'editor']),
  items_count: z.number(),
});
export const adminCasesResponse = z.object({ cases: z.array(adminCaseSummarySchema) });
export type AdminCaseSummaryDto = z.infer<typeof adminCaseSummarySchema>;

/** One entry of a draft or a published table: the catalog item, its tickets, a rare special item. */
export const caseContentInput = z.object({
  item_id: idSchema,
  tickets: z.int().min(1).max(CASE_TICKETS),
  rare: z.boolean().default(false),
});

/** What the editor publishes: the case price and its contents in published order. */
export const caseTableDraft = z.object({
  case_id: idSchema,
  price: amountSchema.refine((value) => value > 0, 'positive'),
  contents: z.array(caseContentInput).min(1).max(MAX_CASE_CONTENTS),
});
export type CaseTableDraft = z.infer<typeof caseTableDraft>;

/** A table entry as the editor shows it (item, price in that table, tickets and range). */
export const adminCaseEntrySchema = z.object({
  item_id: z.number(),
  name: z.string(),
  image: z.string(),
  rarity_color: z.string(),
  rare: z.boolean(),
  price: z.number(),
  tickets: z.number(),
  from: z.number(),
  to: z.number(),
});

/** `POST /api/admin/cases/preview`: the table the draft would publish, priced, hashed, with its RTP. */
export const caseTablePreviewResponse = z.object({
  price: z.number(),
  /** Expected value of one opening (Σ tickets × item price / 100,000), currency units. */
  expected_value: z.number(),
  /** EV ÷ price in percent, to two decimals: what the table's hash commits to. */
  rtp: z.number(),
  tickets: z.number(),
  hash: z.string(),
  entries: z.array(adminCaseEntrySchema),
});
export type CaseTablePreviewDto = z.infer<typeof caseTablePreviewResponse>;

/** `POST /api/admin/cases/publish`: the draft as the case's next version. */
export const caseTablePublishResponse = caseTablePreviewResponse.extend({
  status: z.literal('success'),
  version: z.number(),
});

/** `POST /api/admin/cases/get {case_id}`: the case, its current table and every version. */
export const adminCaseRequest = z.object({ case_id: idSchema });
export const adminCaseVersionSchema = z.object({
  version: z.number(),
  price: z.number(),
  rtp: z.number(),
  hash: z.string(),
  source: z.enum(['seed', 'editor']),
  published_by: z.number().nullable(),
  created_at: z.string(),
  openings: z.number(),
  current: z.boolean(),
});
export const adminCaseResponse = z.object({
  box: adminCaseSummarySchema,
  entries: z.array(adminCaseEntrySchema),
  versions: z.array(adminCaseVersionSchema),
});
export type AdminCaseDto = z.infer<typeof adminCaseResponse>;

/** `POST /api/admin/cases/enable {case_id, enabled}`. */
export const caseEnableRequest = z.object({ case_id: idSchema, enabled: z.boolean() });
export const caseEnableResponse = z.object({ status: z.literal('success'), case_id: z.number(), enabled: z.boolean() });

/** `POST /api/admin/items/list {query?, page?}`: catalog items by name, dearest first. */
export const ADMIN_ITEMS_PAGE_SIZE = 50;
export const adminItemsRequest = z.object({
  query: z.string().trim().max(100).default(''),
  page: z.int().min(1).max(10_000).default(1),
});
export const adminItemsResponse = z.object({
  items: z.array(marketItemSchema),
  page: z.number(),
  has_more: z.boolean(),
});
export type AdminItemsResponse = z.infer<typeof adminItemsResponse>;

/** `POST /api/admin/items/price {item_id, price}`. */
export const itemPriceRequest = z.object({
  item_id: idSchema,
  price: amountSchema.refine((value) => value > 0, 'positive'),
});
/** `POST /api/admin/items/stock {item_id, count}`: the storehouse's units of the item. */
export const itemStockRequest = z.object({ item_id: idSchema, count: z.int().min(0).max(1_000_000) });
export const adminItemResponse = z.object({ status: z.literal('success'), item: marketItemSchema });
