import type { Executor } from '../../../db/client';
import { insertAuditRow } from './audit.repository';

/**
 * What a staff action or a system decision records: who (`actorId`, null for the system), what
 * (`action`, a dotted name such as `chat.mute` or `crash.void`), on what (`target`, e.g.
 * `crash_round:12`) and the particulars (`details`, any JSON value).
 */
export interface AuditEntry {
  actorId: number | null;
  action: string;
  target?: string;
  details?: unknown;
}

/**
 * The one way every feature writes the audit log. It takes the caller's transaction: the entry
 * commits or rolls back together with the action it describes, so the log never claims an action
 * that did not happen, nor misses one that did.
 */
export async function recordAudit(tx: Executor, entry: AuditEntry): Promise<void> {
  await insertAuditRow(tx, {
    actorId: entry.actorId,
    action: entry.action,
    target: entry.target ?? null,
    details: entry.details === undefined ? null : JSON.stringify(entry.details),
  });
}
