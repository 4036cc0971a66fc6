import { z } from 'zod';
import { battleSeatCount, isBattleMode } from '@skinbet/shared/games/battles/battles.machine';
import {
  battleCaseSchema,
  battleSchema,
  battleTableSchema,
  type BattleDto,
  type BattleTableDto,
} from '@skinbet/shared/games/battles/battles.schemas';
import { caseTableHash } from '@skinbet/shared/games/cases.odds';
import { amountToCents } from '@skinbet/shared/money';
import { hashesFromInput, type ChainedRoundClaim } from './round-checks';
import { chainFromInput } from './verify';
import { seedsFitMode, type BattleClaim, type BattleTableRow, type RecordedBattle } from './verify-battle';

/**
 * What the battle verifier checks, from a loaded battle (`POST /api/battles/get`) or from values
 * typed by hand (docs/fairness/formulas.md "Case battle").
 */

/** A published chain, as `/api/provably-fair/chains` lists it. */
export interface PublishedChain {
  id: number;
  game: string;
  anchor: string;
}

/** The lane of a battles chain (`battles:<lane>`, one waiting battle per lane), or null for any other chain. */
export function battleLaneOf(game: string): number | null {
  const match = /^battles:(0|[1-9]\d{0,5})$/.exec(game);
  return match ? Number(match[1]) : null;
}

/** A battle claim with where its chain was found, for the result card. */
export interface LoadedBattleClaim extends BattleClaim {
  chainId: number;
  /** The lane of its chain; null when the chain is not among the published battle anchors. */
  lane: number | null;
}

/**
 * The battle's chain position with its anchor from the published list (a chain not there, or not
 * a battles lane, gets no anchor: no secret reaches it and the check fails), its id and lane.
 */
function battleChainOf(battle: Pick<BattleDto, 'chain'>, chains: readonly PublishedChain[]) {
  const published = chains.find((chain) => chain.id === battle.chain.id && battleLaneOf(chain.game) !== null);
  return {
    chain: { anchor: published?.anchor ?? '', round: battle.chain.round },
    chainId: battle.chain.id,
    lane: published ? battleLaneOf(published.game) : null,
  };
}

export type BattleClaimProblem = 'not_revealed' | 'cancelled' | 'unreadable';

/** The commitment fields a loaded table carries (a pasted table may leave them out). */
type CommittedTable = Pick<BattleTableDto, 'items'> & Partial<Pick<BattleTableDto, 'slug' | 'price' | 'rtp' | 'hash'>>;

/**
 * Whether a table is the one its published hash commits to (docs/fairness/formulas.md "Cases":
 * slug, price, RTP and every row in published order), recomputed here; a table without its
 * commitment fields (typed by hand) has nothing to check.
 */
export function tableMatchesHash(table: CommittedTable): boolean {
  if (table.slug === undefined || table.price === undefined || table.rtp === undefined || !table.hash) return true;
  const priceCents = amountToCents(table.price);
  const entries = table.items.map((item) => ({
    itemId: item.id,
    from: item.from,
    to: item.to,
    price: amountToCents(item.price),
  }));
  if (priceCents === null || entries.some((entry) => entry.price === null)) return false;
  const hash = caseTableHash({
    slug: table.slug,
    priceCents,
    rtpBasisPoints: Math.round(table.rtp * 100),
    entries: entries.map((entry) => ({ ...entry, price: entry.price! })),
  });
  return hash === table.hash;
}

/**
 * A table version's rows in ticket order, prices in cents; null when a price is no amount or the
 * table is not the one its hash commits to.
 */
function rowsOf(table: CommittedTable): BattleTableRow[] | null {
  if (!tableMatchesHash(table)) return null;
  const rows = table.items.map((item) => ({
    itemId: item.id,
    name: item.market_hash_name,
    from: item.from,
    to: item.to,
    priceCents: amountToCents(item.price),
  }));
  if (rows.some((row) => row.priceCents === null)) return null;
  return (rows as BattleTableRow[]).sort((a, b) => a.from - b.from);
}

/** Round by round (`cases[r]`), the stored table version whose case and version it names. */
function roundTables(
  cases: readonly { round: number; id: number; table_version: number }[],
  tables: readonly (Pick<BattleTableDto, 'case_id' | 'table_version'> & CommittedTable)[],
): (BattleTableRow[] | null)[] {
  return [...cases]
    .sort((a, b) => a.round - b.round)
    .map((round) => {
      const table = tables.find((t) => t.case_id === round.id && t.table_version === round.table_version);
      return table ? rowsOf(table) : null;
    });
}

/** What the battle's `get` reported, in cents. */
function recordedOf(battle: BattleDto): RecordedBattle {
  return {
    rolls: battle.rolls.map(({ round, seat, ticket, item }) => ({
      round,
      seat,
      ticket,
      itemId: item.id,
      name: item.name,
    })),
    // A total that is no amount cannot equal a recomputed one.
    seatTotalsCents: battle.seat_totals.map((total) => amountToCents(total) ?? -1),
    winners: battle.winners,
    tie: battle.tie,
    dealt: battle.dealt.map(({ round, seat, to_seat }) => ({ round, seat, toSeat: to_seat })),
  };
}

/**
 * A loaded battle as a claim, or why it cannot be checked: its secret is revealed once it finished
 * (a waiting or running battle keeps it), and a cancelled one never rolled.
 */
export function battleClaimFromBattle(
  battle: BattleDto,
  chains: readonly PublishedChain[],
): LoadedBattleClaim | BattleClaimProblem {
  if (battle.status === 'cancelled') return 'cancelled';
  if (battle.status !== 'finished') return 'not_revealed';
  const { secret_hash: secretHash, seeds, tables } = battle;
  if (secretHash === null || seeds === null || tables === null) return 'not_revealed';
  if (!seedsFitMode(seeds, battleSeatCount(battle.mode))) return 'unreadable';
  return {
    roundId: battle.id,
    secretHash,
    publicHash: battle.public_hash,
    ...battleChainOf(battle, chains),
    seeds,
    mode: battle.mode,
    crazy: battle.crazy,
    tables: roundTables(battle.cases, tables),
    seatSeeds: [...battle.seats].sort((a, b) => a.seat - b.seat).map((seat) => seat.client_seed),
    recorded: recordedOf(battle),
  };
}

/**
 * A cancelled battle never rolled, but it used its chain position and shows its secret
 * (docs/fairness/formulas.md "Case battle": a skipped secret shows): its public hash and chain
 * can still be checked. Null for any other battle.
 */
export function cancelledBattleClaim(
  battle: BattleDto,
  chains: readonly PublishedChain[],
): (ChainedRoundClaim & { chainId: number; lane: number | null }) | null {
  if (battle.status !== 'cancelled' || battle.secret_hash === null) return null;
  return {
    roundId: battle.id,
    secretHash: battle.secret_hash,
    publicHash: battle.public_hash,
    ...battleChainOf(battle, chains),
  };
}

/** The hand-entry form: every field as typed (`crazy` is `yes` or empty). */
export interface BattleManualInput {
  secret: string;
  publicHash: string;
  battleId: string;
  seeds: string;
  mode: string;
  crazy: string;
  tables: string;
  anchor: string;
  position: string;
}

export type BattleInputProblem =
  'bad_secret' | 'bad_public' | 'bad_battle' | 'bad_mode' | 'bad_seeds' | 'bad_tables' | 'bad_chain';

const pastedRow = z.object({
  from: z.int().min(0),
  to: z.int().min(0),
  price: z.number(),
  id: z.int().optional(),
  item_id: z.int().optional(),
  name: z.string().optional(),
  market_hash_name: z.string().optional(),
});
const pastedRound = z.union([z.array(pastedRow), z.object({ items: z.array(pastedRow) })]);
const pastedBattle = z.object({
  cases: z.array(battleCaseSchema.pick({ round: true, id: true, table_version: true })),
  tables: z.array(battleTableSchema.pick({ case_id: true, table_version: true, items: true })),
});

/** One pasted round's rows (a bare array, or a table object with `items`). */
function pastedRows(round: z.infer<typeof pastedRound>): BattleTableRow[] | null {
  const items = Array.isArray(round) ? round : round.items;
  const rows = rowsOf({
    items: items.map((row) => ({
      id: row.id ?? row.item_id ?? -1,
      market_hash_name: row.market_hash_name ?? row.name ?? '',
      price: row.price,
      from: row.from,
      to: row.to,
    })),
  });
  // A row pasted without an item id is known by its name only.
  return rows && rows.map((row) => ({ ...row, itemId: row.itemId === -1 ? null : row.itemId }));
}

/**
 * The round tables pasted by hand: a battle's JSON as `get` answers it (`{battle}` or the battle;
 * its `cases` name each round's table in `tables`, and its reported rolls and winners are then
 * compared too), or an array of rounds, each an array of rows `{from, to, price, name?}` or a
 * table with `items`. Prices in currency units, as the site sends them. Null when unreadable.
 */
export function parseBattleTables(
  text: string,
): { tables: (BattleTableRow[] | null)[]; recorded: RecordedBattle | null } | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text.trim());
  } catch {
    return null;
  }
  const holder = (parsed as { battle?: unknown } | null)?.battle ?? parsed;
  const full = battleSchema.safeParse(holder);
  if (full.success && full.data.tables) {
    return { tables: roundTables(full.data.cases, full.data.tables), recorded: recordedOf(full.data) };
  }
  const partial = pastedBattle.safeParse(holder);
  if (partial.success) return { tables: roundTables(partial.data.cases, partial.data.tables), recorded: null };
  const rounds = z.array(pastedRound).min(1).safeParse(holder);
  if (!rounds.success) return null;
  const tables = rounds.data.map(pastedRows);
  return tables.every((table) => table !== null) ? { tables, recorded: null } : null;
}

/** Hand-entered values as a claim (hashes compared in lowercase), or the first problem with them. */
export function battleClaimFromInput(input: BattleManualInput): BattleClaim | BattleInputProblem {
  const hashes = hashesFromInput(input.secret, input.publicHash);
  if (typeof hashes === 'string') return hashes;
  const idText = input.battleId.trim().replace(/^#/, '');
  if (!/^[1-9]\d{0,14}$/.test(idText)) return 'bad_battle';
  if (!isBattleMode(input.mode)) return 'bad_mode';
  const seeds = input.seeds.trim();
  if (!seedsFitMode(seeds, battleSeatCount(input.mode))) return 'bad_seeds';
  const pasted = parseBattleTables(input.tables);
  if (pasted === null || pasted.tables.length === 0 || pasted.tables.length > 25) return 'bad_tables';
  const chain = chainFromInput(input.anchor, input.position);
  if (chain === 'bad_chain') return chain;
  return {
    roundId: Number(idText),
    ...hashes,
    chain,
    seeds,
    mode: input.mode,
    crazy: input.crazy === 'yes',
    tables: pasted.tables,
    seatSeeds: null,
    recorded: pasted.recorded,
  };
}
