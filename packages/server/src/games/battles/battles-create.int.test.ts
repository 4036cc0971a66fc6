import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { sha256Hex } from '@skinbet/shared/fairness/hash';
import { BATTLE, BATTLE_MODES, battleSeatCount } from '@skinbet/shared/games/battles/battles.machine';
import { centsToAmount } from '@skinbet/shared/money';
import { accounts, battles, battleSeats, cases, fairnessChains } from '../../db/schema';
import { findLedgerMismatches } from '../../modules/ledger/money/ledger-check.repository';
import { createUser } from '../../test/factories';
import {
  balanceOf,
  battlePlayer,
  callBots,
  createBattle,
  expectOk,
  pricedCases,
  transfersOf,
  useBattlesServer,
} from './battles.int-support';

/**
 * Creating a battle (docs/games/battles.md "Bets and items", docs/fairness/formulas.md "Case
 * battle"): every mode costs the sum of its cases' prices, paid into battle_stakes through the
 * stake gate; every refusal leaves the balance alone; one waiting battle per lane, the next lane's
 * chain made sure of; one player's creations at once never pass the cap nor the balance.
 */
describe('battles: create', () => {
  const server = useBattlesServer();
  let cheap: { id: number; price: number };
  let other: { id: number; price: number };

  beforeAll(async () => {
    const priced = await pricedCases(server);
    cheap = priced[0]!;
    other = priced[1]!;
  });

  const stakesHeld = async () => {
    const [row] = await server.ctx.db
      .select({ balance: accounts.balance })
      .from(accounts)
      .where(eq(accounts.code, 'house:battle_stakes'));
    return Number(row?.balance ?? 0);
  };
  const battleRow = async (id: number) => (await server.ctx.db.select().from(battles).where(eq(battles.id, id)))[0]!;
  const seatRows = (id: number) => server.ctx.db.select().from(battleSeats).where(eq(battleSeats.battleId, id));
  const refusal = (status: number, message: string, params?: Record<string, unknown>) => ({
    status,
    body: { status: 'error', message, ...(params ? { params } : {}) },
  });

  it.each(BATTLE_MODES)('creates a %s battle costing the sum of its cases, paid into battle_stakes', async (mode) => {
    const cost = cheap.price * 2 + other.price;
    const creator = await battlePlayer(server, cost + 7);
    const held = await stakesHeld();
    const { battle, balance } = await expectOk(
      createBattle(server, creator.token, { cases: [cheap.id, other.id, cheap.id], mode, client_seed: 'mine' }),
    );

    expect(balance).toBe(centsToAmount(7));
    expect(await balanceOf(server, creator.id)).toBe(7);
    expect(await stakesHeld()).toBe(held + cost);
    expect(battle).toMatchObject({
      status: 'waiting',
      mode,
      crazy: false,
      creator_id: creator.id,
      cost: centsToAmount(cost),
      total: centsToAmount(cost * battleSeatCount(mode)),
      secret_hash: null,
      seeds: null,
      winners: null,
      tie: null,
      starts_at: null,
      revealed_rounds: 0,
      rolls: [],
      tables: null,
    });
    expect(battle.cases.map((box) => [box.round, box.id, box.price])).toEqual([
      [0, cheap.id, centsToAmount(cheap.price)],
      [1, other.id, centsToAmount(other.price)],
      [2, cheap.id, centsToAmount(cheap.price)],
    ]);
    expect(battle.seats).toHaveLength(battleSeatCount(mode));
    expect(battle.seats[0]).toMatchObject({ seat: 0, team: 0, bot: false, client_seed: 'mine' });
    expect(battle.seats[0]!.user?.id).toBe(creator.id);
    expect(battle.seats.slice(1).every((seat) => seat.user === null && !seat.bot && seat.client_seed === null)).toBe(
      true,
    );
    expect(battle.expires_at - battle.created_at).toBe(BATTLE.waitingTimeoutMs);

    // The public hash is sha256 of the secret drawn from the lane's chain, at the stored position.
    const row = await battleRow(battle.id);
    expect(sha256Hex(row.secretHash)).toBe(battle.public_hash);
    expect(battle.chain).toEqual({ id: row.chainId, round: row.chainRound });
    const [seat] = await seatRows(battle.id);
    expect(await transfersOf(server, `battle_seat:${seat!.id}`)).toEqual([
      { kind: 'battle_stake', amount: cost, idempotencyKey: `battle_seat:${seat!.id}:stake` },
    ]);
  });

  it('refuses an unknown or disabled case, a short balance, a banned player and a paused game, nothing paid', async () => {
    const player = await battlePlayer(server, cheap.price * 3);
    const create = (caseIds: number[]) => createBattle(server, player.token, { cases: caseIds, mode: '1v1' });

    expect(await create([cheap.id, 2_000_000_000])).toEqual(refusal(404, 'battles_api.case_not_found'));
    await server.ctx.db.update(cases).set({ enabled: false }).where(eq(cases.id, other.id));
    expect(await create([other.id])).toEqual(refusal(404, 'battles_api.case_not_found'));
    await server.ctx.db.update(cases).set({ enabled: true }).where(eq(cases.id, other.id));
    expect(await create([cheap.id, cheap.id, cheap.id, cheap.id])).toEqual(
      refusal(400, 'battles_api.insufficient_funds'),
    );
    expect(await create([])).toMatchObject({ status: 400 });

    const banned = await createUser(server.ctx, { balance: cheap.price, banned: true });
    expect(await createBattle(server, banned.token, { cases: [cheap.id], mode: '1v1' })).toEqual(
      refusal(403, 'auth_api.banned'),
    );

    const admin = await createUser(server.ctx, { isAdmin: true });
    expect((await server.post('/api/admin/games/pause', { game: 'battles' }, admin.token)).status).toBe(200);
    expect(await create([cheap.id])).toEqual(refusal(409, 'battles_api.paused'));
    expect((await server.post('/api/admin/games/resume', { game: 'battles' }, admin.token)).status).toBe(200);

    expect(await balanceOf(server, player.id)).toBe(cheap.price * 3);
    const created = await server.ctx.db
      .select()
      .from(battles)
      .where(inArray(battles.creatorId, [player.id, banned.user.id]));
    expect(created).toEqual([]);
    expect((await create([cheap.id])).status).toBe(200);
  });

  it('refuses a seat over a wager limit with the gate’s key and what is left', async () => {
    const player = await battlePlayer(server, cheap.price * 2);
    const limit = await server.post(
      '/api/user/limits/set',
      { kind: 'wager', period: 'day', amount: centsToAmount(cheap.price * 2 - 1) },
      player.token,
    );
    expect(limit.status, JSON.stringify(limit.body)).toBe(200);
    expect((await createBattle(server, player.token, { cases: [cheap.id], mode: '1v1' })).status).toBe(200);
    expect(await createBattle(server, player.token, { cases: [cheap.id], mode: '1v1' })).toEqual(
      refusal(400, 'rg_api.wager_limit', { left: centsToAmount(cheap.price - 1) }),
    );
    expect(await balanceOf(server, player.id)).toBe(cheap.price);
  });

  it(`refuses a creator's ${BATTLE.maxWaitingPerCreator + 1}th waiting battle, and frees a place once one fills`, async () => {
    const player = await battlePlayer(server, cheap.price * 5);
    for (let index = 0; index < BATTLE.maxWaitingPerCreator; index += 1) {
      await expectOk(createBattle(server, player.token, { cases: [cheap.id], mode: '1v1' }));
    }
    const over = await createBattle(server, player.token, { cases: [cheap.id], mode: '1v1' });
    expect(over).toEqual(refusal(409, 'battles_api.too_many_waiting', { max: BATTLE.maxWaitingPerCreator }));
    expect(await balanceOf(server, player.id)).toBe(cheap.price * 2);

    const [first] = await server.ctx.db.select().from(battles).where(eq(battles.creatorId, player.id)).limit(1);
    await expectOk(callBots(server, player.token, first!.id));
    expect((await createBattle(server, player.token, { cases: [cheap.id], mode: '1v1' })).status).toBe(200);
  });

  it('never lets one player’s simultaneous creations pass the cap or the balance', async () => {
    const capped = await battlePlayer(server, cheap.price * 6);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => createBattle(server, capped.token, { cases: [cheap.id], mode: '1v1' })),
    );
    const statuses = answers.map((answer) => answer.body.message ?? 'ok').sort();
    expect(statuses).toEqual([
      'battles_api.too_many_waiting',
      'battles_api.too_many_waiting',
      'battles_api.too_many_waiting',
      'ok',
      'ok',
      'ok',
    ]);
    expect(await balanceOf(server, capped.id)).toBe(cheap.price * 3);

    const short = await battlePlayer(server, cheap.price * 2);
    const shortAnswers = await Promise.all(
      Array.from({ length: 3 }, () => createBattle(server, short.token, { cases: [cheap.id], mode: '1v1' })),
    );
    expect(shortAnswers.map((answer) => answer.body.message ?? 'ok').sort()).toEqual([
      'battles_api.insufficient_funds',
      'ok',
      'ok',
    ]);
    expect(await balanceOf(server, short.id)).toBe(0);
    expect(await findLedgerMismatches(server.ctx.db)).toEqual([]);
  });

  describe('lanes', () => {
    const waitingLanes = async () =>
      (await server.ctx.db.select({ lane: battles.lane }).from(battles).where(eq(battles.status, 'waiting'))).map(
        (row) => row.lane,
      );
    const chainsOf = async (lane: number) =>
      server.ctx.db
        .select()
        .from(fairnessChains)
        .where(eq(fairnessChains.game, `battles:${lane}`));

    it('gives each waiting battle a lane and chain of its own, the lowest free one, with the next lane’s chain ready', async () => {
      const creators = await Promise.all([1, 2, 3].map(() => battlePlayer(server, cheap.price)));
      const created = [];
      for (const creator of creators) {
        const busy = new Set(await waitingLanes());
        const lowest = Array.from({ length: BATTLE.maxLanes }, (_, lane) => lane).find((lane) => !busy.has(lane))!;
        const { battle } = await expectOk(createBattle(server, creator.token, { cases: [cheap.id], mode: '1v1' }));
        const row = await battleRow(battle.id);
        expect(row.lane).toBe(lowest);
        const [chain] = await chainsOf(row.lane);
        expect(chain?.id).toBe(row.chainId);
        // The next lane's chain exists already: its anchor was published before its first battle.
        expect(await chainsOf(row.lane + 1)).toHaveLength(1);
        created.push(row);
      }
      const lanes = await waitingLanes();
      expect(new Set(lanes).size).toBe(lanes.length);
      expect(new Set(created.map((row) => row.chainId)).size).toBe(created.length);
    });

    it('hands a lane freed by a fill to the next battle, at the next position of the same chain', async () => {
      const first = await battlePlayer(server, cheap.price);
      const { battle } = await expectOk(createBattle(server, first.token, { cases: [cheap.id], mode: '1v1' }));
      const before = await battleRow(battle.id);
      await expectOk(callBots(server, first.token, battle.id));
      // Lower lanes may free meanwhile in other tests: the freed lane is the lowest now if none is lower.
      const busy = new Set(await waitingLanes());
      const lowest = Array.from({ length: BATTLE.maxLanes }, (_, lane) => lane).find((lane) => !busy.has(lane))!;
      expect(lowest).toBeLessThanOrEqual(before.lane);

      const second = await battlePlayer(server, cheap.price);
      const next = await expectOk(createBattle(server, second.token, { cases: [cheap.id], mode: '1v1' }));
      const after = await battleRow(next.battle.id);
      expect(after.lane).toBe(lowest);
      if (after.lane === before.lane) {
        expect(after.chainId).toBe(before.chainId);
        expect(after.chainRound).toBe(before.chainRound + 1);
        // The reverse chain: this battle's public hash is the previous (already filled) battle's secret.
        expect(next.battle.public_hash).toBe(before.secretHash);
      }
    });
  });
});
