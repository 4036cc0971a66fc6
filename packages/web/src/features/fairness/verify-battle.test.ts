import { describe, expect, it } from 'vitest';
import { chainAnchor, chainSecret, stepsToAnchor } from '@skinbet/shared/fairness/chain';
import { sha256Hex } from '@skinbet/shared/fairness/hash';
import type { BattleDto } from '@skinbet/shared/games/battles/battles.schemas';
import {
  battleClaimFromBattle,
  battleClaimFromInput,
  battleLaneOf,
  cancelledBattleClaim,
  parseBattleTables,
} from './battle-claims';
import { claimOf, finishedBattle, PUBLIC, SECRET, SINGLE, SPLIT } from './verify-battle.test-support';
import { verifyBattle, type BattleClaim } from './verify-battle';

const tickets = (claim: BattleClaim) => verifyBattle(claim, undefined).cells.map((cell) => cell.ticket);

describe('battle verifier: the reference vectors', () => {
  it('battle 12, seeds alice,bot: the tickets per round and seat, and the tie of two drawn to seat 0', () => {
    expect(tickets(claimOf({}))).toEqual([48135, 56978, 56265, 64289]);
    const tie = verifyBattle(claimOf({ tables: [SINGLE, SINGLE] }), undefined);
    expect(tie.outcome?.tie).toEqual({ teams: [0, 1], index: 0 });
    expect(tie.outcome?.winners).toEqual([0]);
    expect(tie.verdict).toBe('match');
  });

  it('battle 40, seeds alice,bob-7,bot,bot, round 0', () => {
    expect(tickets(claimOf({ roundId: 40, seeds: 'alice,bob-7,bot,bot', mode: '1v1v1v1', tables: [SPLIT] }))).toEqual([
      77607, 25656, 84455, 46245,
    ]);
  });

  it('battle 12, seeds alice,bob-7,bot: the tie of three drawn to the third seat', () => {
    const result = verifyBattle(claimOf({ seeds: 'alice,bob-7,bot', mode: '1v1v1', tables: [SINGLE] }), undefined);
    expect(result.outcome?.tie).toEqual({ teams: [0, 1, 2], index: 2 });
    expect(result.outcome?.winners).toEqual([2]);
  });

  it('maps the tickets over each round’s table, totals them and names the winner (crazy: the lowest)', () => {
    const result = verifyBattle(claimOf({}), undefined);
    expect(result.cells.map((cell) => cell.item?.itemId)).toEqual([1, 2, 3, 3]);
    expect(result.outcome).toMatchObject({ seatTotals: [107, 507], winners: [1], tie: null });
    expect(result.deals).toEqual([
      { round: 0, seat: 1, toSeat: 1 },
      { round: 0, seat: 0, toSeat: 1 },
      { round: 1, seat: 0, toSeat: 1 },
      { round: 1, seat: 1, toSeat: 1 },
    ]);
    expect(verifyBattle(claimOf({ crazy: true }), undefined).outcome?.winners).toEqual([0]);
  });

  it('deals a winning 2v2 team’s items most valuable first to the teammate dealt less', () => {
    // Tickets 77607, 25656, 84455, 46245: $5, $1, $5, $1: both teams total $6, the tie draw decides.
    const result = verifyBattle(
      claimOf({ roundId: 40, seeds: 'alice,bob-7,bot,bot', mode: '2v2', tables: [SPLIT] }),
      undefined,
    );
    const outcome = result.outcome!;
    expect(outcome.teamTotals).toEqual([600, 600]);
    expect(outcome.tie?.teams).toEqual([0, 1]);
    const [low, high] = outcome.winners as [number, number];
    expect(result.deals?.map((deal) => deal.toSeat)).toEqual([low, high, low, high]);
  });
});

const CHAINS = [{ id: 9, game: 'battles:4', anchor: 'a'.repeat(64) }];

describe('battle verifier: a loaded battle', () => {
  it('maps each round to its case’s table version and agrees with what the site reported', () => {
    const claim = battleClaimFromBattle(finishedBattle(), CHAINS);
    if (typeof claim === 'string') throw new Error(claim);
    expect(claim).toMatchObject({ lane: 4, chainId: 9, chain: { anchor: 'a'.repeat(64), round: 3 } });
    expect(claim.seatSeeds).toEqual(['alice', 'bot']);
    const result = verifyBattle(claim, 3);
    expect(result.differences).toEqual([]);
    expect(result.checks).toEqual({
      publicHash: 'pass',
      chain: 'pass',
      seeds: 'pass',
      tables: 'pass',
      tickets: 'pass',
      items: 'pass',
      totals: 'pass',
      winners: 'pass',
      dealing: 'pass',
    });
    expect(result.verdict).toBe('match');
  });

  it('detects an altered ticket, item, winner, total, dealing or seed', () => {
    const verify = (change: (battle: BattleDto) => void) => {
      const battle = finishedBattle();
      change(battle);
      const claim = battleClaimFromBattle(battle, CHAINS);
      if (typeof claim === 'string') throw new Error(claim);
      return verifyBattle(claim, 3);
    };
    const ticket = verify((battle) => (battle.rolls[1]!.ticket = 56979));
    expect(ticket.checks.tickets).toBe('fail');
    expect(ticket.differences).toContainEqual({
      key: 'ticket',
      params: { round: 1, seat: 2, computed: 56978, recorded: 56979 },
    });
    expect(ticket.verdict).toBe('mismatch');

    expect(verify((battle) => (battle.rolls[0]!.item.id = 2)).checks.items).toBe('fail');
    const winner = verify((battle) => (battle.winners = [0]));
    expect(winner.checks.winners).toBe('fail');
    expect(winner.differences).toContainEqual({ key: 'winners', params: { computed: '2', recorded: '1' } });
    expect(winner.verdict).toBe('mismatch');
    expect(verify((battle) => (battle.tie = { teams: [0, 1], index: 1 })).checks.winners).toBe('fail');
    expect(verify((battle) => (battle.seat_totals = [1.07, 5.08])).checks.totals).toBe('fail');
    expect(verify((battle) => (battle.dealt[2]!.to_seat = 0)).checks.dealing).toBe('fail');
    expect(verify((battle) => battle.dealt.pop()).checks.dealing).toBe('fail');
    expect(verify((battle) => battle.rolls.pop()).checks.tickets).toBe('fail');
    expect(verify((battle) => (battle.seats[0]!.client_seed = 'bot2')).checks.seeds).toBe('fail');
    expect(verify((battle) => (battle.public_hash = sha256Hex('other'))).checks.publicHash).toBe('fail');
    expect(verify((battle) => battle.tables!.pop()).checks.tables).toBe('fail');
    // A table that is not the one its published hash commits to: a row's range or price moved.
    expect(verify((battle) => (battle.tables![1]!.items[0]!.to = 49_998)).checks.tables).toBe('fail');
    expect(verify((battle) => (battle.tables![0]!.items[0]!.price = 0.08)).checks.tables).toBe('fail');
    expect(verify((battle) => (battle.tables![0]!.rtp = 95)).checks.tables).toBe('fail');
  });

  it('fails the chain check when the battle’s chain is not among the published battle anchors', () => {
    const claim = battleClaimFromBattle(finishedBattle(), [{ id: 9, game: 'crash', anchor: 'a'.repeat(64) }]);
    if (typeof claim === 'string') throw new Error(claim);
    expect(claim.lane).toBeNull();
    expect(verifyBattle(claim, stepsToAnchor(claim.secretHash, claim.chain!.anchor, 3)).checks.chain).toBe('fail');
  });

  it('checks a secret of a lane’s chain against its anchor', () => {
    const secretHash = chainSecret('lane seed', 20, 3);
    const claim = claimOf({
      secretHash,
      publicHash: sha256Hex(secretHash),
      chain: { anchor: chainAnchor('lane seed', 20), round: 3 },
    });
    expect(verifyBattle(claim, stepsToAnchor(secretHash, claim.chain!.anchor, 3)).checks.chain).toBe('pass');
    expect(verifyBattle(claim, null).checks.chain).toBe('fail');
  });

  it('keeps a waiting or running battle’s secret, and a cancelled one never rolled', () => {
    expect(battleClaimFromBattle({ ...finishedBattle(), status: 'running', secret_hash: null }, CHAINS)).toBe(
      'not_revealed',
    );
    expect(battleClaimFromBattle({ ...finishedBattle(), status: 'waiting', secret_hash: null }, CHAINS)).toBe(
      'not_revealed',
    );
    expect(battleClaimFromBattle({ ...finishedBattle(), status: 'cancelled' }, CHAINS)).toBe('cancelled');
  });

  it('checks a cancelled battle’s secret and chain only', () => {
    const cancelled = cancelledBattleClaim({ ...finishedBattle(), status: 'cancelled' }, CHAINS);
    expect(cancelled).toMatchObject({ secretHash: SECRET, chain: { anchor: 'a'.repeat(64), round: 3 }, lane: 4 });
    expect(cancelledBattleClaim(finishedBattle(), CHAINS)).toBeNull();
  });

  it('reads lanes from chain names', () => {
    expect(battleLaneOf('battles:0')).toBe(0);
    expect(battleLaneOf('battles:199')).toBe(199);
    for (const game of ['battles', 'battles:', 'battles:01', 'crash', 'battles:x'])
      expect(battleLaneOf(game)).toBeNull();
  });
});

describe('battle verifier: by hand', () => {
  const input = {
    secret: SECRET.toUpperCase(),
    publicHash: PUBLIC,
    battleId: '12',
    seeds: 'alice,bot',
    mode: '1v1',
    crazy: '',
    tables: JSON.stringify([
      SPLIT.map((row) => ({ name: row.name, from: row.from, to: row.to, price: row.priceCents / 100 })),
      {
        items: SINGLE.map((row) => ({
          id: row.itemId,
          market_hash_name: row.name,
          from: row.from,
          to: row.to,
          price: 0.07,
        })),
      },
    ]),
    anchor: '',
    position: '',
  };

  it('recomputes the tickets, the tie draw and the winner from typed values and pasted tables', () => {
    const claim = battleClaimFromInput(input);
    if (typeof claim === 'string') throw new Error(claim);
    const result = verifyBattle(claim, undefined);
    expect(result.cells.map((cell) => [cell.ticket, cell.item?.name])).toEqual([
      [48135, 'Low'],
      [56978, 'High'],
      [56265, 'Same'],
      [64289, 'Same'],
    ]);
    expect(result.outcome?.winners).toEqual([1]);
    expect(result.checks).toMatchObject({ seeds: 'skipped', chain: 'skipped', tickets: 'skipped', tables: 'pass' });
    expect(result.verdict).toBe('match');
  });

  it('takes a battle’s whole JSON and compares what it reported', () => {
    const battle = finishedBattle();
    battle.winners = [0];
    const claim = battleClaimFromInput({ ...input, tables: JSON.stringify({ battle }) });
    if (typeof claim === 'string') throw new Error(claim);
    const result = verifyBattle(claim, undefined);
    expect(result.checks).toMatchObject({ tickets: 'pass', items: 'pass', winners: 'fail' });
    expect(parseBattleTables(JSON.stringify(battle))?.tables.map((table) => table?.length)).toEqual([2, 1]);
  });

  it('names the first problem with the values', () => {
    expect(battleClaimFromInput({ ...input, secret: 'x' })).toBe('bad_secret');
    expect(battleClaimFromInput({ ...input, battleId: '0' })).toBe('bad_battle');
    expect(battleClaimFromInput({ ...input, mode: '3v3' })).toBe('bad_mode');
    expect(battleClaimFromInput({ ...input, mode: '2v2' })).toBe('bad_seeds');
    expect(battleClaimFromInput({ ...input, seeds: 'alice,b:t' })).toBe('bad_seeds');
    expect(battleClaimFromInput({ ...input, tables: '[[{"from":0}]]' })).toBe('bad_tables');
    expect(battleClaimFromInput({ ...input, anchor: 'a'.repeat(64) })).toBe('bad_chain');
  });
});
