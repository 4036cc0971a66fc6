import crypto from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { createPromoResponse } from '@skinbet/shared/schemas/payments.schemas';
import { ledgerEntries, promoCodes, promoUses, users } from '../../../db/schema';
import type { TestServer } from '../../../test/test-server';

/** Helpers of the promo code tests (not a test file itself). */

/** A code no other test (or earlier run against the same database) has used, in upper case. */
export const freshCode = (prefix = 'T') => `${prefix}_${crypto.randomBytes(5).toString('hex')}`.toUpperCase();

export interface CodeOptions {
  kind?: 'balance' | 'deposit';
  amount?: number;
  percent?: number;
  uses?: number;
  daily_limit?: number;
  expires_in_s?: number;
}

/** Creates a code through the operator's route; answers its DTO (the code stored lower case). */
export async function createCode(server: TestServer, adminToken: string, options: CodeOptions = {}) {
  const kind = options.kind ?? 'balance';
  const response = await server.post(
    '/api/admin/promocodes/create',
    {
      code: freshCode(kind === 'balance' ? 'BAL' : 'DEP'),
      kind,
      ...(kind === 'balance' ? { amount: options.amount ?? 1.5 } : { percent: options.percent ?? 10 }),
      uses: options.uses ?? 1000,
      daily_limit: options.daily_limit ?? 1000,
      expires_in_s: options.expires_in_s ?? 86_400,
    },
    adminToken,
  );
  expect(response.status).toBe(200);
  return createPromoResponse.parse(response.body).promocode;
}

export async function promoRow(server: TestServer, id: number) {
  const [row] = await server.ctx.db.select().from(promoCodes).where(eq(promoCodes.id, id));
  return row!;
}

export function usesOf(server: TestServer, promoId: number) {
  return server.ctx.db.select().from(promoUses).where(eq(promoUses.promoId, promoId));
}

export async function balanceOf(server: TestServer, userId: number): Promise<number> {
  const [row] = await server.ctx.db.select({ balance: users.balance }).from(users).where(eq(users.id, userId));
  return row!.balance;
}

/** The player's ledger entries of one kind (the statement's rows). */
export function entriesOf(server: TestServer, userId: number, kind: string) {
  return server.ctx.db
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.userId, userId), eq(ledgerEntries.kind, kind)));
}

/** Moves a code's expiry into the past, as if its time had run out. */
export async function expire(server: TestServer, promoId: number): Promise<void> {
  await server.ctx.db
    .update(promoCodes)
    .set({ expiresAt: sql`now() - interval '1 second'` })
    .where(eq(promoCodes.id, promoId));
}

/** Moves every use of a code one UTC day back: today's count starts again. */
export async function moveUsesToYesterday(server: TestServer, promoId: number): Promise<void> {
  await server.ctx.db
    .update(promoUses)
    .set({ usedAt: sql`${promoUses.usedAt} - interval '1 day'` })
    .where(eq(promoUses.promoId, promoId));
}
