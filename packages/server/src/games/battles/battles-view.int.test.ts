import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BattleDto, BattleSummaryDto } from '@skinbet/shared/games/battles/battles.schemas';
import { BATTLE_LIST_PAGE_SIZE } from '@skinbet/shared/games/battles/battles.schemas';
import { centsToAmount } from '@skinbet/shared/money';
import { battleRolls, battles } from '../../db/schema';
import { openSocket, recordEvents, type SocketCleanup } from '../../realtime/realtime.int-support';
import {
  battlePlayer,
  callBots,
  cheapCase,
  createBattle,
  expectOk,
  getBattleAnswer,
  joinBattle,
  leaveBattle,
  listBattles,
  useBattlesServer,
} from './battles.int-support';

/**
 * What anyone sees of a battle (docs/games/battles.md "Fairness", "Screens"): `get` of a running
 * battle shows only the revealed rounds and never the secret; the lobby lists waiting and running
 * battles newest first; every change reaches every socket as `battleUpdate`, and the payer's
 * balance as `updateBalance`. The engine is off here: rounds are revealed by hand.
 */
describe('battles: views', () => {
  const cleanup: SocketCleanup = [];
  const server = useBattlesServer({}, { sockets: cleanup });
  let box: { id: number; price: number };

  beforeAll(async () => {
    box = await cheapCase(server);
  });

  const get = async (id: number): Promise<BattleDto> => {
    const answer = await getBattleAnswer(server, id);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.battle as BattleDto;
  };
  const reveal = (id: number, rounds: number) =>
    server.ctx.db.update(battles).set({ revealedRounds: rounds }).where(eq(battles.id, id));

  it('shows a running battle round by round as revealed, never its secret or winners before the end', async () => {
    const creator = await battlePlayer(server, box.price * 3);
    const joiner = await battlePlayer(server, box.price * 3);
    const { battle } = await expectOk(
      createBattle(server, creator.token, { cases: [box.id, box.id, box.id], mode: '1v1', client_seed: 'alpha' }),
    );
    await expectOk(joinBattle(server, joiner.token, battle.id, 1, 'beta'));

    const filled = await get(battle.id);
    expect(filled).toMatchObject({
      status: 'running',
      seeds: 'alpha,beta',
      secret_hash: null,
      winners: null,
      tie: null,
      revealed_rounds: 0,
      rolls: [],
      seat_totals: [0, 0],
      team_totals: [0, 0],
      payouts: [0, 0],
      dealt: [],
      tables: null,
    });
    expect(filled.starts_at).toBeGreaterThanOrEqual(filled.created_at);
    expect(filled.round_ms).toBe(server.config.battles.roundMs);

    // Every roll was written at the fill; a view shows the revealed rounds' only.
    const stored = await server.ctx.db.select().from(battleRolls).where(eq(battleRolls.battleId, battle.id));
    expect(stored).toHaveLength(6);
    await reveal(battle.id, 1);
    const one = await get(battle.id);
    expect(one.rolls.map((roll) => [roll.round, roll.seat])).toEqual([
      [0, 0],
      [0, 1],
    ]);
    const priceOf = (seat: number) => stored.find((roll) => roll.round === 0 && roll.seat === seat)!.itemPrice;
    expect(one.rolls.map((roll) => roll.item.price)).toEqual([centsToAmount(priceOf(0)), centsToAmount(priceOf(1))]);
    expect(one.seat_totals).toEqual([centsToAmount(priceOf(0)), centsToAmount(priceOf(1))]);
    expect(one.team_totals).toEqual(one.seat_totals);
    expect(one.secret_hash).toBeNull();

    await reveal(battle.id, 3);
    const all = await get(battle.id);
    expect(all.rolls).toHaveLength(6);
    expect(all).toMatchObject({ secret_hash: null, winners: null, tables: null, dealt: [] });
    // Seen by a guest and by a player alike.
    expect((await getBattleAnswer(server, battle.id, joiner.token)).body.battle).toMatchObject({ secret_hash: null });
  });

  it('answers battles_api.not_found for an unknown or malformed id', async () => {
    expect(await getBattleAnswer(server, 2_000_000_000)).toEqual({
      status: 404,
      body: { status: 'error', message: 'battles_api.not_found' },
    });
    // Not an id at all: refused by the schema, with the same key.
    for (const id of [0, 'x']) {
      expect(await getBattleAnswer(server, id as number)).toEqual({
        status: 400,
        body: { status: 'error', message: 'battles_api.not_found' },
      });
    }
  });

  it('lists waiting and running battles newest first, a page at a time, and each status on its own', async () => {
    const creators = await Promise.all(Array.from({ length: 7 }, () => battlePlayer(server, box.price * 3)));
    const created: number[] = [];
    for (const creator of creators) {
      for (let index = 0; index < 3; index += 1) {
        created.push((await expectOk(createBattle(server, creator.token, { cases: [box.id], mode: '1v1' }))).battle.id);
      }
    }
    await expectOk(callBots(server, creators[0]!.token, created[0]!));
    expect((await leaveBattle(server, creators[0]!.token, created[1]!)).status).toBe(200);

    const first = (await listBattles(server)).body as { battles: BattleSummaryDto[]; page: number; pages: number };
    const second = (await listBattles(server, { page: 2 })).body as typeof first;
    const lobby = await server.ctx.db
      .select({ id: battles.id })
      .from(battles)
      .where(inArray(battles.status, ['waiting', 'running']));
    expect(first.page).toBe(1);
    expect(first.pages).toBe(Math.ceil(lobby.length / BATTLE_LIST_PAGE_SIZE));
    expect(first.battles).toHaveLength(BATTLE_LIST_PAGE_SIZE);
    const ids = [...first.battles, ...second.battles].map((battle) => battle.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toContain(created[0]);
    expect(ids).not.toContain(created[1]);
    expect(ids).toContain(created[20]);
    expect(first.battles.every((battle) => ['waiting', 'running'].includes(battle.status))).toBe(true);

    const running = (await listBattles(server, { status: 'running' })).body.battles as BattleSummaryDto[];
    expect(running.every((battle) => battle.status === 'running')).toBe(true);
    expect(running.map((battle) => battle.id)).toContain(created[0]);
    const waiting = (await listBattles(server, { status: 'waiting' })).body.battles as BattleSummaryDto[];
    expect(waiting.every((battle) => battle.status === 'waiting' && battle.seeds === null)).toBe(true);
    expect((await listBattles(server, { status: 'finished' })).body).toMatchObject({ battles: [], page: 1, pages: 1 });
    expect((await listBattles(server, { status: 'cancelled' })).status).toBe(400);
  });

  it('tells every socket of each change (battleUpdate) and the payer of their balance (updateBalance)', async () => {
    const creator = await battlePlayer(server, box.price * 2);
    const joiner = await battlePlayer(server, box.price);
    const guest = await openSocket(server, {}, cleanup);
    const own = await openSocket(server, { token: creator.token }, cleanup);
    const updates = recordEvents(guest.socket, 'battleUpdate');
    const balances = recordEvents(own.socket, 'updateBalance');

    const { battle } = await expectOk(createBattle(server, creator.token, { cases: [box.id], mode: '1v1v1' }));
    const created = await updates.untilSome((update) => update.id === battle.id && update.status === 'waiting');
    expect(created.find((update) => update.id === battle.id)).toMatchObject({ seats: [{ seat: 0 }, {}, {}] });
    expect(await balances.untilSome((payload) => payload.balance === centsToAmount(box.price))).not.toHaveLength(0);

    await expectOk(joinBattle(server, joiner.token, battle.id, 1));
    await updates.untilSome((update) => update.id === battle.id && update.seats[1]!.user?.id === joiner.id);
    await expectOk(callBots(server, creator.token, battle.id));
    const started = await updates.untilSome((update) => update.id === battle.id && update.status === 'running');
    expect(started.find((update) => update.id === battle.id && update.status === 'running')).toMatchObject({
      secret_hash: null,
      winners: null,
    });
  });
});
