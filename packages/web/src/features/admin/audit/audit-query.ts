import type { AuditListRequest } from '@skinbet/shared/schemas/admin-audit.schemas';
import type { TableQuery } from '../console/table-query';

const positiveInt = (text: string | undefined): number | undefined => {
  const value = Number(text);
  return Number.isSafeInteger(value) && value > 0 ? value : undefined;
};

/**
 * The `/api/admin/audit/list` body for the table's state: its filter columns `actor`, `action`
 * and `target` fill `actor_id`, `action` and `target_user_id`; a filter that is no valid id is
 * left out rather than sent to be refused.
 */
export function auditListBody(query: TableQuery): AuditListRequest {
  const actorId = positiveInt(query.filters.actor);
  const targetUserId = positiveInt(query.filters.target);
  const action = query.filters.action?.trim().toLowerCase();
  return {
    page: query.page,
    ...(actorId ? { actor_id: actorId } : {}),
    ...(action ? { action } : {}),
    ...(targetUserId ? { target_user_id: targetUserId } : {}),
  };
}
