import { z } from 'zod';
import { idSchema } from './common.schemas';

/** Entries per page of `/api/admin/audit/list`. */
export const AUDIT_PAGE_SIZE = 50;

/**
 * An action filter: a call's name (`users.ban`), or a prefix ending in a dot (`users.`) for every
 * action of an area.
 */
export const auditActionSchema = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[a-z0-9_]+(\.[a-z0-9_]+)*\.?$/, 'an action name or a prefix ending in a dot');

/**
 * `POST /api/admin/audit/list {page?, actor_id?, action?, target_user_id?}`: the audit log, newest
 * first, filtered by who acted, what they did and whom it concerned (docs/operations/console.md
 * "Audit log").
 */
export const auditListRequest = z.object({
  page: z.int().min(1).max(1_000_000).default(1),
  actor_id: idSchema.optional(),
  action: auditActionSchema.optional(),
  target_user_id: idSchema.optional(),
});
export type AuditListRequest = z.input<typeof auditListRequest>;

/**
 * A JSON value as the log stored it (an entry's before, after and details). `unknown` rather than
 * `z.json()`: the value was JSON when it was written, and the recursive schema would only cost the
 * serializer and the OpenAPI document.
 */
export const auditJsonSchema = z.unknown();

/**
 * One entry: who (`actor_id` and name; null for the system), when, what (`action`, named after the
 * call), on what (`target`, e.g. `withdrawal:12`, and the user it concerns), the values before and
 * after the action, any other particulars (`details`) and the caller's address.
 */
export const auditEntrySchema = z.object({
  id: z.number(),
  created_at: z.string(),
  actor_id: z.number().nullable(),
  actor_name: z.string().nullable(),
  action: z.string(),
  target: z.string().nullable(),
  target_user_id: z.number().nullable(),
  target_user_name: z.string().nullable(),
  before: auditJsonSchema.nullable(),
  after: auditJsonSchema.nullable(),
  details: auditJsonSchema.nullable(),
  ip: z.string().nullable(),
});
export type AuditEntryDto = z.infer<typeof auditEntrySchema>;

export const auditListResponse = z.object({
  entries: z.array(auditEntrySchema),
  page: z.number(),
  pages: z.number(),
  total: z.number(),
});
export type AuditListResponse = z.infer<typeof auditListResponse>;
