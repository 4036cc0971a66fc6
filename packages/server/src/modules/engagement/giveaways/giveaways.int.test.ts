import { beforeAll, describe, expect, it } from 'vitest';
import {
  giveawayActiveResponse,
  giveawayConditionsResponse,
  giveawaySetMyActiveResponse,
} from '@skinbet/shared/schemas/giveaways.schemas';
import { inTransaction } from '../../../db/transaction';
import { changeBalance, createCatalogItem, createUser } from '../../../test/factories';
import { settleWager } from '../../../test/settle-wager';
import { useTestServer } from '../../../test/use-test-server';
import { listAuditByActor } from '../../site/audit/audit.repository';
import { createGiveaway, drawAllActive, expire, giveawayRow, participantsOf } from './giveaways.int-support';

/**
 * Giveaways through HTTP (docs/engagement/giveaways.md "Rules", docs/api/http.md "Calls"): the
 * public reads never carry the secret, each condition blocks joining with its key and is done as
 * soon as it is met (read live), a player joins once even when asking many times at once, and
 * the operators' calls are admin-only and audited.
 */
describe('giveaways', () => {
  const server = useTestServer();
  let admin: Awaited<ReturnType<typeof createUser>>;

  beforeAll(async () => {
    admin = await createUser(server.ctx, { isAdmin: true });
  });

  const refusal = (message: string) => ({ status: 'error', message });
  const join = (token: string) => server.post('/api/giveaways/setMyActive', {}, token);
  const conditionsOf = async (token?: string) => {
    const response = await fetch(`${server.url}/api/giveaways/get-conditions`, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    expect(response.status).toBe(200);
    return giveawayConditionsResponse.strict().parse(await response.json());
  };

  /** A fresh prize skin and a giveaway of it that is the current one. */
  async function freshGiveaway(conditions: Parameters<typeof createGiveaway>[2]['conditions'] = {}) {
    await drawAllActive(server, admin.token);
    const item = await createCatalogItem(server.ctx, { price: 750, marketCount: 3 });
    return { item, giveaway: await createGiveaway(server, admin.token, { itemId: item.id, conditions }) };
  }

  it('answers none running when there is no giveaway, for reads and joins', async () => {
    await drawAllActive(server, admin.token);
    const { token } = await createUser(server.ctx);
    const active = await server.post('/api/giveaways/getActive', {});
    expect(active.status).toBe(200);
    expect(giveawayActiveResponse.strict().parse(active.body)).toMatchObject({ giveaway: null, timer: 0 });
    expect(await join(token)).toMatchObject({ status: 409, body: refusal('giveaway_api.none_running') });
    expect((await conditionsOf(token)).giveaway_id).toBeNull();
    expect((await server.post('/api/giveaways/myActive', {}, token)).body).toEqual({
      giveaway_id: null,
      isParticipant: false,
    });
  });

  it('shows the running giveaway to guests: prize, timer, public hash, never the secret', async () => {
    const { item, giveaway } = await freshGiveaway({ deposit: 2.5, games: 3 });
    const response = await server.post('/api/giveaways/getActive', {});
    expect(response.status).toBe(200);
    const body = giveawayActiveResponse.strict().parse(response.body);
    expect(body.giveaway).toMatchObject({
      id: giveaway.id,
      public_hash: giveaway.public_hash,
      end_time: giveaway.end_time,
      members: 0,
      participants: [],
      item: { id: item.id, price: 7.5 },
      required: { telegram: false, username: false, deposit: 2.5, games: 3 },
    });
    expect(body.timer).toBeGreaterThan(3500);
    expect(body.timer).toBeLessThanOrEqual(3600);
    expect(body.isParticipant).toBe(false);
    const { secretHash } = await giveawayRow(server, giveaway.id);
    expect(JSON.stringify(body)).not.toContain(secretHash);
    expect(body.history.every((entry) => entry.giveaway_id !== giveaway.id)).toBe(true);
  });

  it('gives guests every required condition pending, and hides those not required', async () => {
    await freshGiveaway({ telegram: true, username: true, deposit: 5 });
    const guest = await conditionsOf();
    expect(Object.keys(guest.conditions).sort()).toEqual([
      'deposit',
      'games',
      'telegram_channel_subscribe',
      'username',
    ]);
    expect(guest.conditions).toEqual({
      telegram_channel_subscribe: { is_active: true, is_completed: false, required: 1, total: 0 },
      username: { is_active: true, is_completed: false, required: 1, total: 0 },
      deposit: { is_active: true, is_completed: false, required: 5, total: 0 },
      games: { is_active: false, is_completed: false, required: 0 },
    });
    expect(guest.site_tag).toBe(server.config.siteTag);
    expect(guest.telegram_channel).toBe(server.config.engagement.giveaway.telegramChannel);
  });

  it('blocks joining until every condition is met, each done the moment it is', async () => {
    await freshGiveaway({ telegram: true, username: true, deposit: 5, games: 2 });
    const tagged = await createUser(server.ctx, { username: `Ace ${server.config.siteTag.toLowerCase()}` });
    const untagged = await createUser(server.ctx, { username: 'Plain Name' });
    const state = async (token: string) => (await conditionsOf(token)).conditions;

    expect(await state(tagged.token)).toMatchObject({
      username: { is_completed: true },
      telegram_channel_subscribe: { is_completed: false },
      deposit: { is_completed: false, required: 5, total: 0 },
      games: { is_completed: false, required: 2, total: 0 },
    });
    expect((await state(untagged.token)).username.is_completed).toBe(false);
    expect(await join(tagged.token)).toMatchObject({ status: 400, body: refusal('giveaway_api.conditions_not_met') });

    // Telegram: an operator's confirmation, seen by the conditions and by /api/user/get at once.
    const confirm = (subscribed: boolean) =>
      server.post('/api/admin/telegram/confirm', { user_id: tagged.user.id, subscribed }, admin.token);
    expect((await server.post('/api/user/get', {}, tagged.token)).body.conditions.hasSubscription).toBe(false);
    expect((await confirm(true)).status).toBe(200);
    expect((await state(tagged.token)).telegram_channel_subscribe.is_completed).toBe(true);
    expect((await server.post('/api/user/get', {}, tagged.token)).body.conditions.hasSubscription).toBe(true);

    // Deposit: paid deposits (ledger kind `deposit`) add up; other credit does not count.
    const credit = (cents: number, kind: 'deposit' | 'adjustment') =>
      inTransaction(server.ctx.db, (tx, afterCommit) =>
        changeBalance(server.ctx.services.money, tx, afterCommit, { userId: tagged.user.id, delta: cents, kind }),
      );
    await credit(300, 'deposit');
    await credit(10_000, 'adjustment');
    expect((await state(tagged.token)).deposit).toEqual({
      is_active: true,
      is_completed: false,
      required: 5,
      total: 3,
    });
    await credit(200, 'deposit');
    expect((await state(tagged.token)).deposit).toEqual({ is_active: true, is_completed: true, required: 5, total: 5 });

    // Games: settled wagers of any game.
    await settleWager(server.ctx, { game: 'crash', userId: tagged.user.id, stakeCents: 100, outcome: 'lost' });
    expect(await join(tagged.token)).toMatchObject({ status: 400, body: refusal('giveaway_api.conditions_not_met') });
    await settleWager(server.ctx, { game: 'wheel', userId: tagged.user.id, stakeCents: 100, outcome: 'lost' });
    expect((await state(tagged.token)).games).toEqual({ is_active: true, is_completed: true, required: 2, total: 2 });

    const joined = await join(tagged.token);
    expect(joined.status).toBe(200);
    expect(giveawaySetMyActiveResponse.strict().parse(joined.body)).toMatchObject({ place_id: 1, members: 1 });

    // A cleared subscription is pending again.
    expect((await confirm(false)).status).toBe(200);
    expect((await state(tagged.token)).telegram_channel_subscribe.is_completed).toBe(false);
    expect((await server.post('/api/user/get', {}, tagged.token)).body.conditions.hasSubscription).toBe(false);
  });

  it('lets a player join once: many requests at the same moment make one row', async () => {
    const { giveaway } = await freshGiveaway();
    const first = await createUser(server.ctx);
    const { user, token } = await createUser(server.ctx);
    expect((await join(first.token)).status).toBe(200);

    const answers = await Promise.all(Array.from({ length: 8 }, () => join(token)));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    for (const answer of answers.filter((entry) => entry.status !== 200)) {
      expect(answer).toMatchObject({ status: 409, body: refusal('giveaway_api.already_participating') });
    }
    expect(answers.find((answer) => answer.status === 200)!.body).toMatchObject({ place_id: 2, members: 2 });
    expect(await participantsOf(server, giveaway.id)).toEqual([first.user.id, user.id]);
    expect(await join(token)).toMatchObject({ status: 409, body: refusal('giveaway_api.already_participating') });

    expect((await server.post('/api/giveaways/myActive', {}, token)).body).toEqual({
      giveaway_id: giveaway.id,
      isParticipant: true,
    });
    const active = giveawayActiveResponse.parse((await server.post('/api/giveaways/getActive', {}, token)).body);
    expect(active.isParticipant).toBe(true);
    expect(active.giveaway?.members).toBe(2);
    expect(active.giveaway?.participants.map((entry) => [entry.user.id, entry.place_id])).toEqual([
      [first.user.id, 1],
      [user.id, 2],
    ]);
    expect(active.giveaway?.participants[0]?.user).not.toHaveProperty('balance');
  });

  it('refuses joining once the end time has passed, before the draw', async () => {
    const { giveaway } = await freshGiveaway();
    const { token } = await createUser(server.ctx);
    // The leader has not drawn it yet: it is still `active`, but its time is up.
    await expire(server, giveaway.id);
    expect(await join(token)).toMatchObject({ status: 409, body: refusal('giveaway_api.none_running') });
  });

  it('keeps the operator calls for admins, refuses unknown or missing prizes, and audits them', async () => {
    await drawAllActive(server, admin.token);
    const player = await createUser(server.ctx);
    const item = await createCatalogItem(server.ctx, { price: 300, marketCount: 1 });
    const empty = await createCatalogItem(server.ctx, { price: 300, marketCount: 0 });
    const create = (body: unknown, token = admin.token) => server.post('/api/admin/giveaways/create', body, token);

    expect(await create({ item_id: item.id, ends_in_s: 60, conditions: {} }, player.token)).toMatchObject({
      status: 403,
    });
    expect(await create({ item_id: 999_999_999, ends_in_s: 60, conditions: {} })).toMatchObject({
      status: 404,
      body: refusal('giveaway_api.item_not_found'),
    });
    expect(await create({ item_id: empty.id, ends_in_s: 60, conditions: {} })).toMatchObject({
      status: 409,
      body: refusal('giveaway_api.out_of_stock'),
    });
    expect((await create({ item_id: item.id, ends_in_s: 60, conditions: { color: 'red' } })).status).toBe(400);
    const created = await create({ item_id: item.id, ends_in_s: 60, conditions: { deposit: 1.5, games: 0 } });
    expect(created.status).toBe(200);
    expect((await giveawayRow(server, created.body.id)).conditions).toEqual({ deposit: 150 });

    const end = (id: number, token = admin.token) => server.post('/api/admin/giveaways/end', { id }, token);
    expect(await end(created.body.id, player.token)).toMatchObject({ status: 403 });
    expect(await end(999_999_999)).toMatchObject({ status: 404, body: refusal('giveaway_api.not_found') });
    expect(await end(created.body.id)).toMatchObject({ status: 200, body: { draw: { winner: null, index: null } } });
    expect(await end(created.body.id)).toMatchObject({ status: 409, body: refusal('giveaway_api.already_finished') });
    expect(
      await server.post('/api/admin/telegram/confirm', { user_id: 999_999_999, subscribed: true }, admin.token),
    ).toMatchObject({ status: 404, body: refusal('user_api.not_found') });

    const audit = await listAuditByActor(server.ctx.db, admin.user.id);
    const target = `giveaway:${created.body.id}`;
    expect(audit.filter((row) => row.target === target).map((row) => row.action)).toEqual(
      expect.arrayContaining(['giveaways.create', 'giveaways.end']),
    );
    expect(audit.some((row) => row.action === 'telegram.confirm')).toBe(true);
  });
});
