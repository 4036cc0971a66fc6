import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Game } from '@skinbet/shared/ledger';
import { ticketCreateResponse } from '@skinbet/shared/schemas/tickets.schemas';
import { accounts, ledgerEntries, transfers, users } from '../../../db/schema';
import { inTransaction } from '../../../db/transaction';
import { settleAdmitted } from '../../../test/settle-wager';
import type { TestServer } from '../../../test/test-server';

/** Helpers of the ticket tests (not a test file itself). */

export interface Upload {
  bytes: Buffer;
  /** The file name the client claims (never trusted). */
  name?: string;
  /** The type the client claims (never trusted). */
  type?: string;
  /** The form field it is sent in (`image` unless a test says otherwise). */
  field?: string;
}

/** POSTs a multipart form, as the web app's FormData does; never throws on an error status. */
export async function sendForm(
  server: TestServer,
  path: string,
  fields: Record<string, string | number>,
  options: { token?: string; images?: Upload[]; headers?: Record<string, string> } = {},
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, String(value));
  for (const image of options.images ?? []) {
    const blob = new Blob([new Uint8Array(image.bytes)], { type: image.type ?? 'image/png' });
    form.append(image.field ?? 'image', blob, image.name ?? 'screenshot.png');
  }
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const response = await fetch(`${server.url}${path}`, { method: 'POST', headers, body: form });
  const text = await response.text();
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read response fields freely
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as any };
}

/** Opens a ticket through the form and answers it (the test fails if it is refused). */
export async function openTicket(
  server: TestServer,
  token: string,
  fields: Record<string, string | number> = {},
  images: Upload[] = [],
) {
  const response = await sendForm(
    server,
    '/api/tickets/create',
    { title: 'My bet was lost', message: 'Please check my last round', ...fields },
    { token, images },
  );
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return ticketCreateResponse.parse(response.body).ticket;
}

/** GETs an API path (an image, a poll) with a bearer token, answering the raw bytes and headers. */
export async function getRaw(server: TestServer, path: string, token?: string) {
  const response = await fetch(`${server.url}${path}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
}

export async function getJson(server: TestServer, path: string, token?: string) {
  const raw = await getRaw(server, path, token);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read response fields freely
  return { status: raw.status, body: JSON.parse(raw.bytes.toString('utf8')) as any };
}

/** Settles a made-up wager in a given round, staked in skins by value (the player needs no balance). */
export function settleRoundWager(
  server: TestServer,
  wager: { game: Game; roundId: number; userId: number; stakeCents: number },
) {
  return inTransaction(server.ctx.db, (tx, afterCommit) =>
    settleAdmitted(server.ctx, tx, afterCommit, {
      game: wager.game,
      betRef: `ticket-test-${crypto.randomUUID()}`,
      roundId: wager.roundId,
      userId: wager.userId,
      stake: { items: wager.stakeCents, money: 0 },
      payout: { items: 0, money: 0 },
      outcome: 'lost',
      reference: 'ticket-test-wager',
    }),
  );
}

export async function balanceOf(server: TestServer, userId: number): Promise<number> {
  const [row] = await server.ctx.db.select({ balance: users.balance }).from(users).where(eq(users.id, userId));
  return row!.balance;
}

/** The player's ledger entries of one kind. */
export function entriesOf(server: TestServer, userId: number, kind: string) {
  return server.ctx.db
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.userId, userId), eq(ledgerEntries.kind, kind)));
}

/** The account a transfer (by its idempotency key) was debited from. */
export async function debitedAccount(server: TestServer, idempotencyKey: string) {
  const rows = await server.ctx.db
    .select({ code: accounts.code, amount: transfers.amount })
    .from(transfers)
    .innerJoin(accounts, eq(accounts.id, transfers.debitAccountId))
    .where(eq(transfers.idempotencyKey, idempotencyKey));
  return rows;
}
