import { and, asc, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { adminGiveawayCreateResponse } from '@skinbet/shared/schemas/giveaways.schemas';
import { giveawayParticipants, giveaways, inventoryItems, itemEvents, transfers } from '../../../db/schema';
import type { TestServer } from '../../../test/test-server';

/** Helpers of the giveaway tests (not a test file itself). */

export interface GiveawayOptions {
  itemId: number;
  endsInS?: number;
  conditions?: { username?: boolean; telegram?: boolean; deposit?: number; games?: number };
}

/** Opens a giveaway through the operator's route; answers its id and public hash. */
export async function createGiveaway(server: TestServer, adminToken: string, options: GiveawayOptions) {
  const response = await server.post(
    '/api/admin/giveaways/create',
    { item_id: options.itemId, ends_in_s: options.endsInS ?? 3600, conditions: options.conditions ?? {} },
    adminToken,
  );
  expect(response.status).toBe(200);
  return adminGiveawayCreateResponse.parse(response.body);
}

/** Draws every giveaway still active (earlier tests' ones), so the next one a test opens is the current one. */
export async function drawAllActive(server: TestServer, adminToken: string): Promise<void> {
  const active = await server.ctx.db.select({ id: giveaways.id }).from(giveaways).where(eq(giveaways.status, 'active'));
  for (const { id } of active) {
    const response = await server.post('/api/admin/giveaways/end', { id }, adminToken);
    expect(response.status).toBe(200);
  }
}

/** Moves a giveaway's end time into the past: the leader's next look draws it. */
export async function expire(server: TestServer, id: number): Promise<void> {
  await server.ctx.db
    .update(giveaways)
    .set({ endsAt: sql`now() - interval '1 second'` })
    .where(eq(giveaways.id, id));
}

export async function giveawayRow(server: TestServer, id: number) {
  const [row] = await server.ctx.db.select().from(giveaways).where(eq(giveaways.id, id));
  return row!;
}

/** Participants' user ids in join order. */
export async function participantsOf(server: TestServer, id: number): Promise<number[]> {
  const rows = await server.ctx.db
    .select({ userId: giveawayParticipants.userId })
    .from(giveawayParticipants)
    .where(eq(giveawayParticipants.giveawayId, id))
    .orderBy(asc(giveawayParticipants.id));
  return rows.map((row) => row.userId);
}

/** The transfers booked for a giveaway's prize (by its idempotency key). */
export async function prizeTransfers(server: TestServer, id: number) {
  return server.ctx.db
    .select({ kind: transfers.kind, amount: transfers.amount })
    .from(transfers)
    .where(eq(transfers.idempotencyKey, `giveaway:${id}:prize`));
}

/** The instances a giveaway handed out (item events with its reference). */
export async function prizeInstances(server: TestServer, id: number) {
  return server.ctx.db
    .select({
      id: inventoryItems.id,
      userId: inventoryItems.userId,
      itemId: inventoryItems.itemId,
      isWonItem: inventoryItems.isWonItem,
      status: inventoryItems.status,
    })
    .from(itemEvents)
    .innerJoin(inventoryItems, eq(inventoryItems.id, itemEvents.inventoryItemId))
    .where(and(eq(itemEvents.reference, `giveaway:${id}`), eq(itemEvents.reason, 'giveaway_prize')));
}
