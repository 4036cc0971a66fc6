import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../../db/client';
import { auditLog, users } from '../../../db/schema';

/** One row of the audit log as the service writes it (`details` already serialized). */
export interface AuditRow {
  actorId: number | null;
  action: string;
  target: string | null;
  targetUserId: number | null;
  before: unknown;
  after: unknown;
  details: string | null;
  ip: string | null;
}

export async function insertAuditRow(db: Executor, row: AuditRow): Promise<void> {
  await db.insert(auditLog).values(row);
}

/** Everything one actor did, oldest first (the operator's trail; tests read it too). */
export function listAuditByActor(db: Executor, actorId: number) {
  return db.select().from(auditLog).where(eq(auditLog.actorId, actorId)).orderBy(asc(auditLog.id));
}

/** What the audit list may be narrowed by; `actionPrefix` ends in a dot (`users.`). */
export interface AuditFilter {
  actorId?: number;
  action?: string;
  actionPrefix?: string;
  targetUserId?: number;
}

function whereOf(filter: AuditFilter): SQL | undefined {
  const prefix = filter.actionPrefix;
  return and(
    filter.actorId === undefined ? undefined : eq(auditLog.actorId, filter.actorId),
    filter.action === undefined ? undefined : eq(auditLog.action, filter.action),
    // left() rather than LIKE: an action's underscore would be a LIKE wildcard.
    prefix === undefined ? undefined : sql`left(${auditLog.action}, ${prefix.length}) = ${prefix}`,
    filter.targetUserId === undefined ? undefined : eq(auditLog.targetUserId, filter.targetUserId),
  );
}

const actor = alias(users, 'audit_actor');
const targetUser = alias(users, 'audit_target_user');

/** One page of the log, newest first, with the actor's and the target user's names. */
export function listAuditPage(db: Executor, filter: AuditFilter, limit: number, offset: number) {
  return db
    .select({
      entry: auditLog,
      actorName: actor.username,
      targetUserName: targetUser.username,
    })
    .from(auditLog)
    .leftJoin(actor, eq(actor.id, auditLog.actorId))
    .leftJoin(targetUser, eq(targetUser.id, auditLog.targetUserId))
    .where(whereOf(filter))
    .orderBy(desc(auditLog.id))
    .limit(limit)
    .offset(offset);
}

export async function countAudit(db: Executor, filter: AuditFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(auditLog).where(whereOf(filter));
  return row?.n ?? 0;
}
