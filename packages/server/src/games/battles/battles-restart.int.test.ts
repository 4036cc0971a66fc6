import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BattleRoundPayload } from '@skinbet/shared/games/battles/battles.schemas';
import { battleRolls, battles } from '../../db/schema';
import { findLedgerMismatches } from '../../modules/ledger/money/ledger-check.repository';
import { eventually, recordEvents } from '../../realtime/realtime.int-support';
import { startTestServer, type TestServer } from '../../test/test-server';
import { listCases, seedEverything } from '../cases/cases.int-support';
import { battler, battleWagers, expectSettledByFormula, playBattle, takenSeats } from './battle-settlement.int-support';

/**
 * The leader dies in the middle of a reveal and another node takes over on the same database
 * (docs/games/battles.md "States"): the outcome was written when the battle filled, so the new
 * leader carries on from the next round — the same rolls, never re-rolled — and the battle
 * finishes once. Reels are long so that no node moves on before the test says so; the test stands
 * in for the time passing by moving the stored deadline to now.
 */
const LONG_REELS = { BATTLE_ROUND_MS: '30000', BATTLE_START_DELAY_MS: '0' };

describe('battle restart in the middle of a reveal', () => {
  let owner: TestServer;
  const nodes: TestServer[] = [];

  /** Another node of the site, on the owner's database, running the leader's timers. */
  async function node() {
    const server = await startTestServer(LONG_REELS, { shareDatabaseWith: owner, games: true });
    nodes.push(server);
    return server;
  }

  async function stopNode(server: TestServer) {
    nodes.splice(nodes.indexOf(server), 1);
    await server.stop();
  }

  beforeAll(async () => {
    // The owner keeps the database open and serves the calls while leaders come and go; it runs no timers.
    owner = await startTestServer(LONG_REELS);
    await seedEverything(owner);
  }, 120_000);
  afterAll(async () => {
    for (const server of nodes) await server.stop();
    expect(await findLedgerMismatches(owner.ctx.db)).toEqual([]);
    await owner?.stop();
  });

  const stored = async (id: number) => {
    const [row] = await owner.ctx.db.select().from(battles).where(eq(battles.id, id));
    return row!;
  };
  const rollsOf = (id: number) =>
    owner.ctx.db
      .select()
      .from(battleRolls)
      .where(eq(battleRolls.battleId, id))
      .orderBy(asc(battleRolls.round), asc(battleRolls.seat));
  /** The reel ran out while no one watched: the next step is due now. */
  const reelEnds = (id: number) =>
    owner.ctx.db
      .update(battles)
      .set({ nextRevealAt: sql`now()` })
      .where(eq(battles.id, id));

  it('resumes from round 2 with the same rolls and finishes once', async () => {
    const first = await node();
    const cheapest = (await listCases(owner)).sort((a, b) => a.price - b.price);
    const cases = [cheapest[0]!.id, cheapest[1]!.id, cheapest[2]!.id];
    const id = await playBattle(owner, { cases, mode: '1v1' }, [await battler(owner), await battler(owner)]);

    // The first leader reveals round 1 of 3 (no start delay), then dies during its reel.
    await eventually('round 1 revealed', async () => (await stored(id)).revealedRounds === 1);
    const atFill = await stored(id);
    const rollsAtFill = await rollsOf(id);
    await stopNode(first);
    expect((await stored(id)).revealedRounds).toBe(1);

    // The next leader reveals round 2, then round 3, each when its reel ends, then finishes.
    const second = await node();
    const socket = await second.socket();
    const rounds = recordEvents(socket, 'battleRound');
    await reelEnds(id);
    await eventually('round 2 revealed', async () => (await stored(id)).revealedRounds === 2);
    await reelEnds(id);
    await eventually('round 3 revealed', async () => (await stored(id)).revealedRounds === 3);
    expect((await rounds.until(2)).map((round: BattleRoundPayload) => [round.id, round.round])).toEqual([
      [id, 1],
      [id, 2],
    ]);
    // It dies too, after the last reveal and before the finish; a third leader finishes.
    await stopNode(second);
    await reelEnds(id);
    await node();
    await eventually('the finish', async () => (await stored(id)).status === 'finished');

    const after = await stored(id);
    expect({ seeds: after.seeds, winningTeam: after.winningTeam, tieIndex: after.tieIndex }).toEqual({
      seeds: atFill.seeds,
      winningTeam: atFill.winningTeam,
      tieIndex: atFill.tieIndex,
    });
    expect((await rollsOf(id)).map(({ round, seat, ticket, itemId }) => ({ round, seat, ticket, itemId }))).toEqual(
      rollsAtFill.map(({ round, seat, ticket, itemId }) => ({ round, seat, ticket, itemId })),
    );
    await expectSettledByFormula(owner, id);
    const seats = await takenSeats(owner, id);
    expect(
      await battleWagers(
        owner,
        seats.map((seat) => seat.id),
      ),
    ).toHaveLength(2);
  }, 180_000);

  it('a battle that filled while no leader ran starts when one does', async () => {
    for (const server of [...nodes]) await stopNode(server);
    const cheapest = (await listCases(owner)).sort((a, b) => a.price - b.price);
    const id = await playBattle(owner, { cases: [cheapest[0]!.id], mode: '1v1' }, [
      await battler(owner),
      await battler(owner),
    ]);
    expect(await stored(id)).toMatchObject({ status: 'running', revealedRounds: 0 });
    await node();
    await eventually('round 1 revealed', async () => (await stored(id)).revealedRounds === 1);
    await reelEnds(id);
    await expectSettledByFormula(owner, id);
  });
});
