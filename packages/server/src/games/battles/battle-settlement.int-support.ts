import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { battleOutcome } from '@skinbet/shared/fairness/battle-outcome';
import { battleRolls, battleTieIndex, seatSeedsOf } from '@skinbet/shared/fairness/battle';
import { sha256Hex } from '@skinbet/shared/fairness/hash';
import { battleTeams, dealBattleItems } from '@skinbet/shared/games/battles/battles.machine';
import type { BattleDto } from '@skinbet/shared/games/battles/battles.schemas';
import { amountToCents } from '@skinbet/shared/money';
import {
  accounts,
  battleRolls as battleRollsTable,
  battleSeats,
  inventoryItems,
  transfers,
  wagers,
} from '../../db/schema';
import { eventually } from '../../realtime/realtime.int-support';
import { createUser } from '../../test/factories';
import type { TestServer } from '../../test/test-server';

/**
 * Checks of a finished battle against the published formula (docs/fairness/formulas.md "Case
 * battle"), recomputed here from what `get` reveals — the secret, the seeds and the stored tables —
 * with the shared functions alone, and compared with what the server stored and paid: the rolls,
 * the winners, every player's won items, the wagers and the ledger. Not a test file itself.
 */

const cents = (amount: number) => amountToCents(amount)!;

/** A signed-in player with `balance` cents. */
export async function battler(server: TestServer, balance = 1_000_000) {
  const { user, token } = await createUser(server.ctx, { balance });
  return { id: user.id, token };
}

/** A call that must succeed: its body, or a thrown error naming the refusal. */
async function ok(server: TestServer, path: string, body: unknown, token: string) {
  const answer = await server.post(path, body, token);
  if (answer.status !== 200) throw new Error(`${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body as { battle: BattleDto; balance: number };
}

/**
 * A battle played by `players` (the first creates it in seat 0; the others take seat i, or
 * `seats[i]`) and, with `bots`, the remaining seats filled by the house: answers its id once the
 * last seat filled.
 */
export async function playBattle(
  server: TestServer,
  request: { cases: number[]; mode: BattleDto['mode']; crazy?: boolean },
  players: { token: string }[],
  options: { bots?: boolean; seeds?: string[]; seats?: number[] } = {},
): Promise<number> {
  const seedOf = (seat: number) => options.seeds?.[seat] ?? `seed-${seat}-${Math.random().toString(36).slice(2, 8)}`;
  const { battle } = await ok(
    server,
    '/api/battles/create',
    { cases: request.cases, mode: request.mode, crazy: request.crazy ?? false, client_seed: seedOf(0) },
    players[0]!.token,
  );
  for (const [index, player] of players.entries()) {
    if (index === 0) continue;
    const seat = options.seats?.[index] ?? index;
    await ok(server, '/api/battles/join', { id: battle.id, seat, client_seed: seedOf(seat) }, player.token);
  }
  if (options.bots) await ok(server, '/api/battles/callBots', { id: battle.id }, players[0]!.token);
  return battle.id;
}

/** `POST /api/battles/get` as a guest. */
export async function getBattle(server: TestServer, id: number): Promise<BattleDto> {
  const { status, body } = await server.post('/api/battles/get', { id });
  if (status !== 200) throw new Error(`get ${id}: ${status} ${JSON.stringify(body)}`);
  return body.battle as BattleDto;
}

/** Waits (polling, no timing assumed) until the battle has finished, and answers it. */
export async function finishedBattle(server: TestServer, id: number): Promise<BattleDto> {
  await eventually(`battle ${id} to finish`, async () => (await getBattle(server, id)).status === 'finished');
  return getBattle(server, id);
}

/** The draw recomputed from a finished battle's revealed secret, seeds and tables. */
export function recompute(battle: BattleDto) {
  if (battle.secret_hash === null || battle.seeds === null || battle.tables === null) {
    throw new Error(`battle ${battle.id} has not revealed its draw`);
  }
  expect(sha256Hex(battle.secret_hash)).toBe(battle.public_hash);
  const draw = {
    secretHash: battle.secret_hash,
    publicHash: battle.public_hash,
    battleId: battle.id,
    seeds: battle.seeds,
  };
  const tables = battle.cases.map((box) => {
    const table = battle.tables!.find((row) => row.case_id === box.id && row.table_version === box.table_version);
    if (!table) throw new Error(`battle ${battle.id}: no table for round ${box.round}`);
    return table.items.map((item) => ({ itemId: item.id, from: item.from, to: item.to, price: cents(item.price) }));
  });
  const rolls = battleRolls(draw, tables);
  const outcome = battleOutcome(draw, battleTeams(battle.mode), battle.crazy, rolls);
  const dealt = dealBattleItems(outcome.winners, rolls);
  return { draw, rolls, outcome, dealt, seatCount: seatSeedsOf(battle.seeds).length };
}

/** Sum of transfers into minus out of a house account, over the given references. */
async function houseNet(server: TestServer, code: string, references: string[]): Promise<number> {
  const [account] = await server.ctx.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.code, code));
  if (!account || references.length === 0) return 0;
  const [row] = await server.ctx.db
    .select({
      net: sql<string>`coalesce(sum(CASE WHEN ${transfers.creditAccountId} = ${account.id} THEN ${transfers.amount}
        WHEN ${transfers.debitAccountId} = ${account.id} THEN -${transfers.amount} ELSE 0 END), 0)`,
    })
    .from(transfers)
    .where(inArray(transfers.reference, references));
  return Number(row?.net ?? 0);
}

/** The battle's seat rows taken at the fill (not left). */
export async function takenSeats(server: TestServer, battleId: number) {
  const rows = await server.ctx.db
    .select()
    .from(battleSeats)
    .where(and(eq(battleSeats.battleId, battleId), isNull(battleSeats.leftAt)));
  return rows.map((row) => ({ ...row, id: Number(row.id), cost: Number(row.cost) }));
}

/** The wagers of a battle's seats (bet ref = seat row id). */
export async function battleWagers(server: TestServer, seatIds: number[]) {
  if (seatIds.length === 0) return [];
  return server.ctx.db
    .select()
    .from(wagers)
    .where(
      and(
        eq(wagers.game, 'battles'),
        inArray(
          wagers.betRef,
          seatIds.map((id) => String(id)),
        ),
      ),
    );
}

/**
 * Everything a finished battle must be, recomputed independently: the stored and shown rolls are
 * the formula's, the winners (and a tie's draw) too; each item dealt to a player seat is one won
 * item of that player (`is_won_item`) and each dealt to a bot stays with the house (no instance);
 * each player seat has exactly one wager — its cost staked, the value dealt to it paid out — and
 * the battle's ledger adds up: `battle_stakes` back to 0, `game:battles` = stakes − value paid.
 * Answers the recomputation for further checks.
 */
export async function expectSettledByFormula(server: TestServer, battleId: number) {
  const battle = await finishedBattle(server, battleId);
  const expected = recompute(battle);
  const { outcome, dealt } = expected;

  expect(battle.rolls.map((roll) => [roll.round, roll.seat, roll.ticket, roll.item.id])).toEqual(
    expected.rolls.map((roll) => [roll.round, roll.seat, roll.ticket, roll.item.itemId]),
  );
  expect(battle.winners).toEqual(outcome.winners);
  expect(battle.tie).toEqual(outcome.tie);
  expect(battle.seat_totals.map(cents)).toEqual(outcome.seatTotals);
  expect(battle.team_totals.map(cents)).toEqual(outcome.teamTotals);
  if (outcome.tie) {
    const { draw } = expected;
    expect(outcome.tie.index).toBe(
      battleTieIndex(draw.secretHash, draw.publicHash, draw.battleId, draw.seeds, outcome.tie.teams.length),
    );
  }

  const seats = await takenSeats(server, battleId);
  expect(seats.map((seat) => seat.seat).sort()).toEqual([...Array(expected.seatCount).keys()]);
  const bySeat = new Map(seats.map((seat) => [seat.seat, seat]));
  const players = seats.filter((seat) => seat.userId !== null);

  // Where each roll went: the rule's seat, and a won item for a player's seat only.
  const stored = await server.ctx.db.select().from(battleRollsTable).where(eq(battleRollsTable.battleId, battleId));
  const storedAt = new Map(stored.map((roll) => [`${roll.round}:${roll.seat}`, roll]));
  const received = new Map<number, number>();
  const wonBy = new Map<number, number[]>();
  for (const { seat, roll } of dealt) {
    const row = storedAt.get(`${roll.round}:${roll.seat}`)!;
    expect(row.toSeat).toBe(seat);
    const owner = bySeat.get(seat)!.userId;
    if (owner === null) {
      expect(row.inventoryItemId).toBeNull();
      continue;
    }
    expect(row.inventoryItemId).not.toBeNull();
    received.set(seat, (received.get(seat) ?? 0) + roll.item.price);
    wonBy.set(
      owner,
      [...(wonBy.get(owner) ?? []), roll.item.itemId].sort((a, b) => a - b),
    );
  }
  expect(battle.payouts.map(cents)).toEqual(
    Array.from({ length: expected.seatCount }, (_, seat) =>
      dealt.filter((deal) => deal.seat === seat).reduce((sum, deal) => sum + deal.roll.item.price, 0),
    ),
  );
  const instanceIds = stored.flatMap((roll) => (roll.inventoryItemId === null ? [] : [Number(roll.inventoryItemId)]));
  const instances =
    instanceIds.length === 0
      ? []
      : await server.ctx.db
          .select()
          .from(inventoryItems)
          .where(and(inArray(inventoryItems.id, instanceIds), isNotNull(inventoryItems.userId)));
  expect(instances).toHaveLength(instanceIds.length);
  for (const instance of instances) expect(instance.isWonItem).toBe(true);
  for (const player of players) {
    const ids = instances
      .filter((instance) => instance.userId === player.userId)
      .map((instance) => instance.itemId)
      .sort((a, b) => a - b);
    expect(ids).toEqual(wonBy.get(player.userId!) ?? []);
  }

  // One wager per player seat, none for a bot; the money follows.
  const rows = await battleWagers(
    server,
    seats.map((seat) => seat.id),
  );
  expect(rows).toHaveLength(players.length);
  for (const player of players) {
    const wager = rows.find((row) => row.betRef === String(player.id))!;
    expect(wager).toMatchObject({
      userId: player.userId,
      stakeMoney: player.cost,
      stakeItems: 0,
      payoutItems: received.get(player.seat) ?? 0,
      payoutMoney: 0,
      outcome: outcome.winners.includes(player.seat) ? 'won' : 'lost',
    });
    expect(player.settledAt).not.toBeNull();
  }
  const references = players.map((seat) => `battle_seat:${seat.id}`);
  const stakes = players.reduce((sum, seat) => sum + seat.cost, 0);
  const paid = [...received.values()].reduce((sum, value) => sum + value, 0);
  expect(await houseNet(server, 'house:battle_stakes', references)).toBe(0);
  expect(await houseNet(server, 'house:game:battles', references)).toBe(stakes - paid);
  return { battle, expected, players, paid, stakes };
}
