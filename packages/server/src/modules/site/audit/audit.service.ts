import type { Executor } from '../../../db/client';
import { currentRequestContext, markAudited } from '../../../http/request-context';
import { insertAuditRow } from './audit.repository';

/**
 * What a staff action or a system decision records: who (`actorId`, null for the system), what
 * (`action`, named after the call that did it: `users.ban`, `withdrawals.approve`, `crash.void`),
 * on what (`target`, e.g. `crash_round:12`, and `targetUserId`, the player it concerns), the
 * values it changed (`before` and `after`, any JSON values: the fields as they were and became)
 * and other particulars (`details`, any JSON value: a reason, an amount).
 */
export interface AuditEntry {
  actorId: number | null;
  action: string;
  target?: string;
  targetUserId?: number | null;
  before?: unknown;
  after?: unknown;
  details?: unknown;
}

/**
 * The one way every feature writes the audit log. It takes the caller's transaction: the entry
 * commits or rolls back together with the action it describes, so the log never claims an action
 * that did not happen, nor misses one that did. The caller's address comes from the request the
 * code runs for (http/request-context: no service passes it); outside a request (jobs, leader
 * timers, sockets) it is null.
 */
export async function recordAudit(tx: Executor, entry: AuditEntry): Promise<void> {
  await insertAuditRow(tx, {
    actorId: entry.actorId,
    action: entry.action,
    target: entry.target ?? null,
    targetUserId: entry.targetUserId ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
    details: entry.details === undefined ? null : JSON.stringify(entry.details),
    ip: currentRequestContext()?.ip ?? null,
  });
  markAudited();
}
