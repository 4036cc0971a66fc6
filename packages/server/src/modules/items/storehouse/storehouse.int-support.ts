import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { items } from '../../../db/schema';
import type { TestServer } from '../../../test/test-server';

/** Shared reads for the storehouse integration tests (not a test file itself). */

/** A name prefix no other test's items share, so a search isolates this test's rows. */
export function uniquePrefix(label: string): string {
  return `${label} ${crypto.randomBytes(4).toString('hex')}`;
}

/** The user's balance in currency units, as the API reports it. */
export async function balanceOf(server: TestServer, token: string): Promise<number> {
  const response = await server.post('/api/user/getBalance', {}, token);
  if (response.status !== 200) throw new Error(`getBalance answered ${response.status}`);
  return response.body.balance as number;
}

/** Storehouse stock of one catalog item, read straight from the database. */
export async function stockOf(server: TestServer, itemId: number): Promise<number> {
  const [row] = await server.ctx.db.select({ marketCount: items.marketCount }).from(items).where(eq(items.id, itemId));
  if (!row) throw new Error(`no catalog item ${itemId}`);
  return row.marketCount;
}

export interface HeldItem {
  id: number;
  myId: number;
  price: number;
  status: string;
  pivot: { is_won_item: 0 | 1 };
}

/** What the user's inventory column shows. */
export async function inventoryOf(server: TestServer, token: string): Promise<HeldItem[]> {
  const response = await server.post('/api/user/getInventory', { appId: 730 }, token);
  if (response.status !== 200) throw new Error(`getInventory answered ${response.status}`);
  return response.body.items as HeldItem[];
}

/** Sorted `myId`s of the inventory, for before/after comparisons. */
export async function myIdsOf(server: TestServer, token: string): Promise<number[]> {
  return (await inventoryOf(server, token)).map((item) => item.myId).sort((a, b) => a - b);
}

/** An error answer: its status and error key (docs/api/errors.md "Keys"). */
export function refusal(response: { status: number; body: { status?: string; message?: string } }) {
  return { status: response.status, message: response.body?.message };
}
