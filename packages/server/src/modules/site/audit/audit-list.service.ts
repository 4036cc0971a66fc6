import {
  AUDIT_PAGE_SIZE,
  type AuditEntryDto,
  type AuditListResponse,
} from '@skinbet/shared/schemas/admin-audit.schemas';
import type { Database } from '../../../db/client';
import { countAudit, listAuditPage, type AuditFilter } from './audit.repository';

/** The audit list's request after validation (shared/schemas/admin-audit.schemas). */
export interface AuditListQuery {
  page: number;
  actor_id?: number | undefined;
  action?: string | undefined;
  target_user_id?: number | undefined;
}

/** `details` is stored as JSON text; an entry whose text is not JSON (none should be) shows it as is. */
function parseDetails(text: string | null): unknown {
  if (text === null) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Reads the audit log for the console (`POST /api/admin/audit/list`, docs/operations/console.md "Audit log"). */
export function createAuditListService(deps: { db: Database }) {
  return {
    async list(query: AuditListQuery): Promise<AuditListResponse> {
      const filter: AuditFilter = {
        ...(query.actor_id === undefined ? {} : { actorId: query.actor_id }),
        ...(query.action === undefined
          ? {}
          : query.action.endsWith('.')
            ? { actionPrefix: query.action }
            : { action: query.action }),
        ...(query.target_user_id === undefined ? {} : { targetUserId: query.target_user_id }),
      };
      const [rows, total] = await Promise.all([
        listAuditPage(deps.db, filter, AUDIT_PAGE_SIZE, (query.page - 1) * AUDIT_PAGE_SIZE),
        countAudit(deps.db, filter),
      ]);
      const entries = rows.map(({ entry, actorName, targetUserName }): AuditEntryDto => ({
        id: entry.id,
        created_at: entry.createdAt.toISOString(),
        actor_id: entry.actorId,
        actor_name: actorName,
        action: entry.action,
        target: entry.target,
        target_user_id: entry.targetUserId,
        target_user_name: targetUserName,
        before: entry.before ?? null,
        after: entry.after ?? null,
        details: parseDetails(entry.details),
        ip: entry.ip,
      }));
      return { entries, page: query.page, pages: Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE)), total };
    },
  };
}
export type AuditListService = ReturnType<typeof createAuditListService>;
