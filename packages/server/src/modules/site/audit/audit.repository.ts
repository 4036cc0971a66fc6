import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { auditLog } from '../../../db/schema';

/** One row of the audit log as the service writes it (`details` already serialized). */
export interface AuditRow {
  actorId: number | null;
  action: string;
  target: string | null;
  details: string | null;
}

export async function insertAuditRow(db: Executor, row: AuditRow): Promise<void> {
  await db.insert(auditLog).values(row);
}

/** Everything one actor did, oldest first (the operator's trail; tests read it too). */
export function listAuditByActor(db: Executor, actorId: number) {
  return db.select().from(auditLog).where(eq(auditLog.actorId, actorId)).orderBy(asc(auditLog.id));
}
