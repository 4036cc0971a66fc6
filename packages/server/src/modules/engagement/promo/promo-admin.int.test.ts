import { describe, expect, it } from 'vitest';
import { adminPromoListResponse, adminPromoDisableResponse } from '@skinbet/shared/schemas/admin-content.schemas';
import { createUser } from '../../../test/factories';
import { useTestServer } from '../../../test/use-test-server';
import { listAuditByActor } from '../../site/audit/audit.repository';
import { balanceOf, createCode } from './promo.int-support';

/**
 * The console's promo codes (docs/operations/console.md "Content"): the list with usage, and
 * disabling a code, after which no player can redeem it.
 */
describe('promo codes in the console', () => {
  const server = useTestServer();

  const list = async (token: string, body: object = {}) => {
    const response = await server.post('/api/admin/promocodes/list', body, token);
    expect(response.status).toBe(200);
    return adminPromoListResponse.parse(response.body);
  };

  it('lists codes newest first with uses in all and today, and finds them by a part of the code', async () => {
    const admin = await createUser(server.ctx, { isAdmin: true });
    const older = await createCode(server, admin.token, { amount: 1, uses: 5 });
    const code = await createCode(server, admin.token, { amount: 2, uses: 3 });
    const player = await createUser(server.ctx);
    expect((await server.post('/api/user/usePromo', { promocode: code.code }, player.token)).status).toBe(200);

    const page = await list(admin.token, { page_size: 2 });
    expect(page).toMatchObject({ page: 1, page_size: 2 });
    expect(page.total).toBeGreaterThanOrEqual(2);
    expect(page.items.map((row) => row.id)).toEqual([code.id, older.id]);
    expect(page.items[0]).toMatchObject({ used: 1, used_today: 1, uses: 3, active: true, disabled_at: null });

    const found = await list(admin.token, { query: code.code.slice(2, 9).toUpperCase() });
    expect(found.items.map((row) => row.id)).toEqual([code.id]);
  });

  it('disables a code: refused as ended from then on, listed as ended, audited with before and after', async () => {
    const admin = await createUser(server.ctx, { isAdmin: true });
    const code = await createCode(server, admin.token, { amount: 2 });
    const first = await createUser(server.ctx);
    expect((await server.post('/api/user/usePromo', { promocode: code.code }, first.token)).status).toBe(200);

    const disabled = await server.post('/api/admin/promocodes/disable', { id: code.id }, admin.token);
    expect(disabled.status).toBe(200);
    const { promocode } = adminPromoDisableResponse.parse(disabled.body);
    expect(promocode).toMatchObject({ id: code.id, used: 1, active: false });
    expect(promocode.disabled_at).not.toBeNull();

    const second = await createUser(server.ctx);
    expect(await server.post('/api/user/usePromo', { promocode: code.code }, second.token)).toEqual({
      status: 400,
      body: { status: 'error', message: 'promo_api.expired' },
    });
    expect(await balanceOf(server, second.user.id)).toBe(0);
    const deposit = await createCode(server, admin.token, { kind: 'deposit', percent: 10 });
    await server.post('/api/admin/promocodes/disable', { id: deposit.id }, admin.token);
    expect((await server.post('/api/payment/check-promocode', { promocode: deposit.code }, second.token)).body).toEqual(
      { status: 'error', message: 'promo_api.expired' },
    );

    // A second disable changes nothing and writes nothing more.
    const again = await server.post('/api/admin/promocodes/disable', { id: code.id }, admin.token);
    expect(adminPromoDisableResponse.parse(again.body).promocode.disabled_at).toBe(promocode.disabled_at);

    const ended = await list(admin.token, { state: 'ended' });
    expect(ended.items.map((row) => row.id)).toContain(code.id);
    expect((await list(admin.token, { state: 'active' })).items.map((row) => row.id)).not.toContain(code.id);

    const trail = (await listAuditByActor(server.ctx.db, admin.user.id)).filter(
      (row) => row.action === 'promo.disable',
    );
    expect(trail).toHaveLength(2);
    const details = { before: trail[0]!.before as object, after: trail[0]!.after as object };
    expect(trail[0]!.target).toBe(`promo:${code.id}`);
    expect(details.before).toMatchObject({ id: code.id, active: true, disabled_at: null });
    expect(details.after).toMatchObject({ id: code.id, active: false, disabled_at: promocode.disabled_at });
  });

  it('names a code that does not exist', async () => {
    const admin = await createUser(server.ctx, { isAdmin: true });
    expect(await server.post('/api/admin/promocodes/disable', { id: 999_999 }, admin.token)).toEqual({
      status: 404,
      body: { status: 'error', message: 'admin_content_api.not_found' },
    });
    expect(await listAuditByActor(server.ctx.db, admin.user.id)).toEqual([]);
  });
});
