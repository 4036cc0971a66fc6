import { itemForTicket, type CaseTableEntry } from '../games/cases.odds';
import { CASE_TICKETS } from './case-tickets';
import { BATTLE_CLIENT_SEED_PATTERN } from '../games/battles/battles.machine';
import { E, hexSlice, hmacSha256Hex } from './hash';

/**
 * docs/fairness/formulas.md "Case battle": the draw of a battle. Every seat brings a seed when it
 * is taken; once the last seat fills, `seeds` (the seat seeds in seat order joined with `,`) and
 * the battle's secret fix every ticket and the tie draw. The server rolls with these functions and
 * the `/provably-fair` page re-runs them in the browser from the revealed secret.
 *
 * Note for engines: battles take their secrets from a reverse hash chain, so a battle's public hash
 * `sha256(c_k)` is `c_{k+1}`, the secret of the battle before it in the chain (fairness/chain.ts).
 * A seat seed chosen by someone who already knows the battle's secret could be picked to win: a
 * battle's public hash must therefore not be shown while an earlier battle of its chain still has
 * an empty seat: each chain (a lane) holds at most one waiting battle.
 */

// The seat seeds' rules live with the battle's data (the socket schemas read them without this file's hashing).
export { BATTLE_BOT_SEED, BATTLE_CLIENT_SEED_PATTERN } from '../games/battles/battles.machine';

export function isBattleClientSeed(seed: string): boolean {
  return BATTLE_CLIENT_SEED_PATTERN.test(seed);
}

/** `seeds`: the seat seeds in seat order joined with `,`. Throws on a seed outside the rule. */
export function battleSeeds(seatSeeds: readonly string[]): string {
  if (seatSeeds.length === 0) throw new RangeError('a battle needs seats');
  for (const seed of seatSeeds) if (!isBattleClientSeed(seed)) throw new RangeError(`invalid seat seed ${seed}`);
  return seatSeeds.join(',');
}

/** The seat seeds of a `seeds` string, in seat order (its seat count is their number). */
export function seatSeedsOf(seeds: string): string[] {
  const seatSeeds = seeds.split(',');
  battleSeeds(seatSeeds);
  return seatSeeds;
}

/** What fixes a battle's draw: its secret and public hash, its id and the joined seat seeds. */
export interface BattleDraw {
  secretHash: string;
  publicHash: string;
  battleId: number;
  seeds: string;
}

function checkIndex(name: string, value: number, min: number): void {
  if (!Number.isSafeInteger(value) || value < min) throw new RangeError(`invalid ${name} ${value}`);
}

/**
 * `ticket(r, s) = int(hmac(secret, public:battle_id:seeds:r:s)[0..13)) · 100000 / E` (BigInt),
 * 0–99,999: the ticket of seat `seat` in round `round` (both from 0).
 */
export function battleTicket(
  secretHash: string,
  publicHash: string,
  battleId: number,
  seeds: string,
  round: number,
  seat: number,
): number {
  checkIndex('battle id', battleId, 1);
  checkIndex('round', round, 0);
  checkIndex('seat', seat, 0);
  const units = hexSlice(hmacSha256Hex(secretHash, `${publicHash}:${battleId}:${seeds}:${round}:${seat}`), 0, 13);
  return Number((units * BigInt(CASE_TICKETS)) / E);
}

/**
 * The tie draw among `k` tied seats or teams: `i = int(hmac(secret, public:battle_id:seeds:tie)[0..13))
 * · k / E` (BigInt), a 0-based index over them in seat order.
 */
export function battleTieIndex(
  secretHash: string,
  publicHash: string,
  battleId: number,
  seeds: string,
  k: number,
): number {
  checkIndex('battle id', battleId, 1);
  checkIndex('tie size', k, 1);
  const units = hexSlice(hmacSha256Hex(secretHash, `${publicHash}:${battleId}:${seeds}:tie`), 0, 13);
  return Number((units * BigInt(k)) / E);
}

/** One seat's drop in one round: the ticket and the table entry whose range holds it. */
export interface BattleRoll<Entry> {
  round: number;
  seat: number;
  ticket: number;
  item: Entry;
}

/**
 * Every roll of a battle, round by round and within a round seat by seat: `tables[r]` is the table
 * version of round r's case stored with the battle, and each ticket maps over it as a case opening's
 * does (`itemForTicket`, docs/fairness/formulas.md "Cases").
 */
export function battleRolls<Entry extends Pick<CaseTableEntry, 'from' | 'to'>>(
  draw: BattleDraw,
  tables: readonly (readonly Entry[])[],
): BattleRoll<Entry>[] {
  const seatCount = seatSeedsOf(draw.seeds).length;
  return tables.flatMap((table, round) =>
    Array.from({ length: seatCount }, (_, seat) => {
      const ticket = battleTicket(draw.secretHash, draw.publicHash, draw.battleId, draw.seeds, round, seat);
      return { round, seat, ticket, item: itemForTicket(table, ticket) };
    }),
  );
}
