import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { CASE_TICKETS } from '@skinbet/shared/games/cases.odds';
import { amountToCents } from '@skinbet/shared/money';
import {
  adminCaseResponse,
  adminCasesResponse,
  adminItemsResponse,
  caseTablePreviewResponse,
} from '@skinbet/shared/schemas/admin-cases.schemas';
import { adminOpeningResponse, adminOpeningsResponse } from '@skinbet/shared/schemas/admin-games.schemas';
import type { CaseOpeningDto, CaseSummaryDto } from '@skinbet/shared/schemas/cases.schemas';
import { auditLog, caseOddsTables } from '../../db/schema';
import { createUser } from '../../test/factories';
import { useTestServer } from '../../test/use-test-server';
import {
  caseDetail,
  casePlayer,
  cheapestCase,
  listCases,
  openCase,
  publishedHash,
  seedEverything,
  stockOf,
  verifyOpening,
} from './cases.int-support';
import { seedCases } from './cases.seeder';

/**
 * The console's case editor, openings browser and items (docs/games/cases.md "Editor",
 * docs/operations/console.md "Cases and items"): a published table is the case's next version
 * and serves new openings, while an opening made before keeps verifying against its own version;
 * a paused game refuses openings; every change is audited.
 */
describe('cases console', () => {
  const server = useTestServer();
  let box: CaseSummaryDto;

  beforeAll(async () => {
    await seedEverything(server, 9_000);
    box = await cheapestCase(server);
  });

  const ADMIN_CALLS: Array<[string, unknown]> = [
    ['/api/admin/cases/list', {}],
    ['/api/admin/cases/get', { case_id: 1 }],
    ['/api/admin/cases/preview', { case_id: 1, price: 1, contents: [{ item_id: 1, tickets: CASE_TICKETS }] }],
    ['/api/admin/cases/publish', { case_id: 1, price: 1, contents: [{ item_id: 1, tickets: CASE_TICKETS }] }],
    ['/api/admin/cases/enable', { case_id: 1, enabled: false }],
    ['/api/admin/cases/openings', {}],
    ['/api/admin/cases/opening', { id: 1 }],
    ['/api/admin/items/list', {}],
    ['/api/admin/items/price', { item_id: 1, price: 1 }],
    ['/api/admin/items/stock', { item_id: 1, count: 1 }],
  ];

  /** A draft from the case's current contents: the same items, the tickets moved, a chosen price. */
  async function draftOf(caseId: number, price: number) {
    const current = adminCaseResponse.parse(
      (await server.post('/api/admin/cases/get', { case_id: caseId }, (await admin()).token)).body,
    );
    const contents = current.entries.map((entry) => ({
      item_id: entry.item_id,
      tickets: entry.tickets,
      rare: entry.rare,
    }));
    // Ten tickets from the first item to the last: the odds change, the total stays 100,000.
    contents[0]!.tickets -= 10;
    contents.at(-1)!.tickets += 10;
    return { case_id: caseId, price, contents };
  }

  const admin = () => createUser(server.ctx, { isAdmin: true });

  it('refuses guests, players and moderators', async () => {
    const player = await createUser(server.ctx);
    const moderator = await createUser(server.ctx, { isModerator: true });
    for (const [path, body] of ADMIN_CALLS) {
      expect((await server.post(path, body)).status, path).toBe(401);
      for (const token of [player.token, moderator.token]) {
        expect((await server.post(path, body, token)).body, path).toEqual({
          status: 'error',
          message: 'admin_api.forbidden',
        });
      }
    }
    expect((await server.ctx.db.select().from(caseOddsTables)).length).toBe(39);
  });

  it('previews a draft with its RTP and hash, and refuses a malformed one with its key', async () => {
    const { token } = await admin();
    const draft = await draftOf(box.id, 5);
    const answer = await server.post('/api/admin/cases/preview', draft, token);
    expect(answer.status).toBe(200);
    const preview = caseTablePreviewResponse.parse(answer.body);
    expect(preview.tickets).toBe(CASE_TICKETS);
    expect(preview.price).toBe(5);
    expect(preview.rtp).toBeCloseTo((preview.expected_value / 5) * 100, 1);
    expect(preview.entries[0]!.from).toBe(0);
    expect(preview.entries.at(-1)!.to).toBe(CASE_TICKETS - 1);

    const refusals: Array<[unknown, string]> = [
      [{ ...draft, contents: draft.contents.slice(1) }, 'admin_cases_api.tickets_total'],
      [
        {
          ...draft,
          contents: [
            ...draft.contents.slice(0, -1),
            { ...draft.contents[0]!, tickets: draft.contents.at(-1)!.tickets },
          ],
        },
        'admin_cases_api.duplicate_item',
      ],
      [
        { ...draft, contents: [{ ...draft.contents[0]!, item_id: 9_999_999 }, ...draft.contents.slice(1)] },
        'admin_cases_api.item_not_found',
      ],
      [{ ...draft, price: 0.01 }, 'admin_cases_api.rtp_out_of_range'],
      [{ ...draft, case_id: 9_999_999 }, 'cases_api.case_not_found'],
      [{ ...draft, price: -1 }, 'app_api.invalid_request'],
    ];
    for (const [body, key] of refusals) {
      expect((await server.post('/api/admin/cases/preview', body, token)).body, key).toEqual({
        status: 'error',
        message: key,
      });
      expect((await server.post('/api/admin/cases/publish', body, token)).body, key).toEqual({
        status: 'error',
        message: key,
      });
    }
    expect((await server.ctx.db.select().from(caseOddsTables)).length).toBe(39);
  });

  it('publishes a new version: new openings use it, an opening made before verifies against its own', async () => {
    const { user, token } = await admin();
    const v1 = await caseDetail(server, box.id);
    const player = await casePlayer(server, 100_000);
    const before = await openCase(server, player.token, box.id);
    expect(before.body.fairness.table_version).toBe(1);

    const draft = await draftOf(box.id, v1.price + 1);
    const preview = caseTablePreviewResponse.parse((await server.post('/api/admin/cases/preview', draft, token)).body);
    const published = await server.post('/api/admin/cases/publish', draft, token);
    expect(published.status).toBe(200);
    expect(published.body).toMatchObject({ status: 'success', version: 2, hash: preview.hash, rtp: preview.rtp });

    const v2 = await caseDetail(server, box.id);
    expect(v2).toMatchObject({ table_version: 2, table_hash: preview.hash, price: v1.price + 1, rtp: preview.rtp });
    expect(publishedHash(v2)).toBe(v2.table_hash);
    expect(v2.items[0]!.tickets.to - v2.items[0]!.tickets.from + 1).toBe(
      v1.items[0]!.tickets.to - v1.items[0]!.tickets.from + 1 - 10,
    );

    const after = await openCase(server, player.token, box.id);
    expect(after.body.fairness.table_version).toBe(2);
    await server.post('/api/cases/seeds/rotate', {}, player.token);
    const old = (await server.post('/api/cases/opening', { id: before.body.fairness.opening_id }, player.token))
      .body as CaseOpeningDto;
    expect(old).toMatchObject({ table_version: 1, table_hash: v1.table_hash, price: v1.price });
    expect(verifyOpening(old)).toMatchObject({ itemId: before.body.winItem.id, tableHashOk: true });
    const recent = adminOpeningResponse.parse(
      (await server.post('/api/admin/cases/opening', { id: after.body.fairness.opening_id }, token)).body,
    ).opening;
    expect(recent).toMatchObject({ table_version: 2, table_hash: v2.table_hash, price: v2.price });
    expect(verifyOpening(recent)).toMatchObject({ itemId: after.body.winItem.id, tableHashOk: true });

    // A restart re-seeds from the catalogue: the editor's version stays the case's table.
    const reseeded = await seedCases(server.ctx.db, { rtpBasisPoints: 9_000 });
    expect(reseeded.newVersions.map((version) => version.slug)).not.toContain(box.slug);
    expect((await caseDetail(server, box.id)).table_version).toBe(2);

    const versions = adminCaseResponse.parse(
      (await server.post('/api/admin/cases/get', { case_id: box.id }, token)).body,
    );
    expect(versions.box).toMatchObject({ version: 2, source: 'editor' });
    expect(
      versions.versions.map((version) => [version.version, version.source, version.openings, version.current]),
    ).toEqual([
      [2, 'editor', 1, true],
      [1, 'seed', 1, false],
    ]);
    expect(versions.versions[0]!.published_by).toBe(user.id);

    const [entry] = await server.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorId, user.id), eq(auditLog.action, 'cases.publish')));
    expect(entry?.target).toBe(`case:${box.id}`);
    expect(entry).toMatchObject({
      before: { version: 1 },
      after: { version: 2, hash: v2.table_hash },
    });

    const listed = adminOpeningsResponse.parse(
      (await server.post('/api/admin/cases/openings', { user_id: player.id }, token)).body,
    );
    expect(listed.openings.map((opening) => [opening.id, opening.table_version, opening.user_id])).toEqual([
      [after.body.fairness.opening_id, 2, player.id],
      [before.body.fairness.opening_id, 1, player.id],
    ]);
  });

  it('refuses openings while cases are paused, and of a disabled case', async () => {
    const { user, token } = await admin();
    const player = await casePlayer(server, 100_000);
    expect((await server.post('/api/admin/games/pause', { game: 'cases' }, token)).status).toBe(200);
    expect(await openCase(server, player.token, box.id)).toEqual({
      status: 409,
      body: { status: 'error', message: 'cases_api.paused' },
    });
    expect((await server.post('/api/admin/games/resume', { game: 'cases' }, token)).status).toBe(200);
    expect((await openCase(server, player.token, box.id)).status).toBe(200);

    expect(await server.post('/api/admin/cases/enable', { case_id: box.id, enabled: false }, token)).toEqual({
      status: 200,
      body: { status: 'success', case_id: box.id, enabled: false },
    });
    expect((await listCases(server)).map((row) => row.id)).not.toContain(box.id);
    expect((await openCase(server, player.token, box.id)).body).toEqual({
      status: 'error',
      message: 'cases_api.case_disabled',
    });
    const all = adminCasesResponse.parse((await server.post('/api/admin/cases/list', {}, token)).body);
    expect(all.cases.find((row) => row.id === box.id)).toMatchObject({ enabled: false });
    await server.post('/api/admin/cases/enable', { case_id: box.id, enabled: true }, token);
    expect((await listCases(server)).map((row) => row.id)).toContain(box.id);

    const actions = await server.ctx.db
      .select({ action: auditLog.action, before: auditLog.before, after: auditLog.after })
      .from(auditLog)
      .where(
        and(eq(auditLog.actorId, user.id), inArray(auditLog.action, ['games.pause', 'games.resume', 'cases.enable'])),
      );
    expect(actions.map((row) => row.action)).toEqual(['games.pause', 'games.resume', 'cases.enable', 'cases.enable']);
    expect(actions[2]).toMatchObject({ before: { enabled: true }, after: { enabled: false } });
  });

  it('searches items, sets a price and the storehouse stock, audited', async () => {
    const { user, token } = await admin();
    const found = adminItemsResponse.parse(
      (await server.post('/api/admin/items/list', { query: 'AK-47' }, token)).body,
    );
    expect(found.items.length).toBeGreaterThan(0);
    expect(found.items.every((item) => item.market_hash_name.includes('AK-47'))).toBe(true);
    const item = found.items.at(-1)!;

    const priced = await server.post('/api/admin/items/price', { item_id: item.id, price: 12.34 }, token);
    expect(priced.status).toBe(200);
    expect(priced.body.item).toMatchObject({ id: item.id, price: 12.34 });
    const stocked = await server.post('/api/admin/items/stock', { item_id: item.id, count: 7 }, token);
    expect(stocked.body.item).toMatchObject({ id: item.id, market_count: 7 });
    expect(await stockOf(server, item.id)).toBe(7);
    expect((await server.post('/api/admin/items/stock', { item_id: 9_999_999, count: 1 }, token)).body).toEqual({
      status: 'error',
      message: 'admin_cases_api.item_not_found',
    });

    const entries = await server.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorId, user.id), inArray(auditLog.action, ['items.price', 'items.stock'])));
    expect(entries.map((entry) => [entry.action, entry.target])).toEqual([
      ['items.price', `item:${item.id}`],
      ['items.stock', `item:${item.id}`],
    ]);
    expect(entries[0]).toMatchObject({
      before: { price: amountToCents(item.price) },
      after: { price: 1_234 },
    });
    expect(entries[1]).toMatchObject({ before: { count: item.market_count }, after: { count: 7 } });
  });
});
