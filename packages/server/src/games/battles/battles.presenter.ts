import { battleSeatCount, battleTeams, teamOfSeat } from '@skinbet/shared/games/battles/battles.machine';
import type {
  BattleDto,
  BattleRollDto,
  BattleSeatDto,
  BattleSummaryDto,
  BattleTableDto,
} from '@skinbet/shared/games/battles/battles.schemas';
import { centsToAmount } from '@skinbet/shared/money';
import type { Executor } from '../../db/client';
import type { AfterCommit } from '../../db/transaction';
import type { Emitter } from '../../realtime/emitter';
import { loadBattle, type LoadedBattle } from './battles-view.repository';

/** The times a view adds to the stored ones (config.battles and BATTLE.waitingTimeoutMs). */
export interface BattleTiming {
  startDelayMs: number;
  roundMs: number;
  waitingTimeoutMs: number;
}

type Mode = LoadedBattle['battle']['mode'];
type StoredRoll = LoadedBattle['rolls'][number];

/** A stored roll as the wire shows it: the item priced by the table version of its round. */
export function presentRoll(roll: StoredRoll): BattleRollDto {
  return {
    round: roll.round,
    seat: roll.seat,
    ticket: roll.ticket,
    item: {
      id: roll.itemId,
      name: roll.name,
      market_hash_name: roll.marketHashName,
      image: roll.image,
      rarity_color: roll.rarityColor,
      price: centsToAmount(roll.itemPrice),
    },
  };
}

/** Each seat's and each team's total (cents) over `rolls` (teams in the order of their lowest seat). */
export function totalsOf(mode: Mode, rolls: readonly { seat: number; itemPrice: number }[]) {
  const seatTotals = new Array<number>(battleSeatCount(mode)).fill(0);
  for (const roll of rolls) seatTotals[roll.seat]! += roll.itemPrice;
  const teamTotals = battleTeams(mode).map((team) => team.reduce((sum, seat) => sum + seatTotals[seat]!, 0));
  return { seatTotals, teamTotals };
}

/** The rolls a view may show (docs/games/battles.md "Fairness"): the revealed rounds', all once finished. */
export function shownRolls({ battle, rolls }: Pick<LoadedBattle, 'battle' | 'rolls'>): StoredRoll[] {
  if (battle.status === 'finished') return rolls;
  return rolls.filter((roll) => roll.round < battle.revealedRounds);
}

function presentSeats({ battle, seats }: LoadedBattle): BattleSeatDto[] {
  return Array.from({ length: battleSeatCount(battle.mode) }, (_, seat) => {
    const taken = seats.find((row) => row.seat === seat);
    return {
      seat,
      team: teamOfSeat(battle.mode, seat),
      bot: taken !== undefined && taken.userId === null,
      user:
        taken?.userId != null ? { id: taken.userId, username: taken.username ?? '', avatar: taken.avatar ?? '' } : null,
      client_seed: taken?.clientSeed ?? null,
    };
  });
}

/** The winning side and the tie draw, once finished: the stored draw over every roll's value. */
function presentResult({ battle, rolls }: LoadedBattle): Pick<BattleSummaryDto, 'winners' | 'tie'> {
  if (battle.status !== 'finished' || battle.winningTeam === null) return { winners: null, tie: null };
  const teams = battleTeams(battle.mode);
  const winners = [...teams[battle.winningTeam]!].sort((a, b) => a - b);
  if (battle.tieIndex === null) return { winners, tie: null };
  const { teamTotals } = totalsOf(battle.mode, rolls);
  const best = battle.crazy ? Math.min(...teamTotals) : Math.max(...teamTotals);
  // Teams are listed by their lowest seat already, the order the tie draw counts in.
  const tied = teamTotals.flatMap((total, team) => (total === best ? [team] : []));
  return { winners, tie: { teams: tied, index: battle.tieIndex } };
}

/**
 * A battle as the lobby lists it and `battleUpdate` sends it (docs/games/battles.md "Fairness"):
 * the seeds once the last seat filled, the secret once it finished or was cancelled, the winners
 * and the tie once it finished.
 */
export function presentSummary(loaded: LoadedBattle, timing: BattleTiming): BattleSummaryDto {
  const { battle } = loaded;
  const ended = battle.status === 'finished' || battle.status === 'cancelled';
  const filled = battle.status === 'running' || battle.status === 'finished';
  return {
    id: battle.id,
    status: battle.status,
    mode: battle.mode,
    crazy: battle.crazy,
    creator_id: battle.creatorId,
    cost: centsToAmount(battle.cost),
    total: centsToAmount(battle.cost * battleSeatCount(battle.mode)),
    cases: loaded.cases.map((row) => ({
      round: row.round,
      id: row.caseId,
      name: row.name,
      image: row.image,
      price: centsToAmount(row.price),
      table_version: row.tableVersion,
    })),
    seats: presentSeats(loaded),
    public_hash: battle.publicHash,
    chain: { id: battle.chainId, round: battle.chainRound },
    secret_hash: ended ? battle.secretHash : null,
    seeds: filled ? battle.seeds : null,
    created_at: battle.createdAt.getTime(),
    starts_at: battle.filledAt ? battle.filledAt.getTime() + timing.startDelayMs : null,
    revealed_rounds: battle.revealedRounds,
    expires_at: battle.createdAt.getTime() + timing.waitingTimeoutMs,
    ...presentResult(loaded),
  };
}

function presentTables(loaded: LoadedBattle): BattleTableDto[] {
  return loaded.tables.map((table) => ({
    case_id: table.caseId,
    table_version: table.version,
    slug: table.slug,
    price: centsToAmount(table.price),
    rtp: table.rtpBasisPoints / 100,
    hash: table.hash,
    items: table.entries.map((entry) => ({
      id: entry.itemId,
      market_hash_name: loaded.itemNames.get(entry.itemId) ?? '',
      price: centsToAmount(entry.price),
      from: entry.from,
      to: entry.to,
    })),
  }));
}

/**
 * `POST /api/battles/get`: the summary with the revealed rolls and the totals over them; once
 * finished, where every item was dealt and what each seat received; once ended, its tables.
 */
export function presentBattle(loaded: LoadedBattle, timing: BattleTiming): BattleDto {
  const { battle } = loaded;
  const finished = battle.status === 'finished';
  const ended = finished || battle.status === 'cancelled';
  const rolls = shownRolls(loaded);
  const { seatTotals, teamTotals } = totalsOf(battle.mode, rolls);
  const payouts = new Array<number>(battleSeatCount(battle.mode)).fill(0);
  if (finished) for (const roll of loaded.rolls) if (roll.toSeat !== null) payouts[roll.toSeat]! += roll.itemPrice;
  return {
    ...presentSummary(loaded, timing),
    rolls: rolls.map(presentRoll),
    seat_totals: seatTotals.map(centsToAmount),
    team_totals: teamTotals.map(centsToAmount),
    payouts: payouts.map(centsToAmount),
    dealt: finished
      ? loaded.rolls.flatMap((roll) =>
          roll.toSeat === null ? [] : [{ round: roll.round, seat: roll.seat, to_seat: roll.toSeat }],
        )
      : [],
    server_time: loaded.serverTime,
    round_ms: timing.roundMs,
    tables: ended ? presentTables(loaded) : null,
  };
}

/**
 * Queues `battleUpdate` (the battle's summary as the transaction leaves it) to everyone after
 * commit: every change of a battle — created, a seat taken or left, filled, finished, cancelled — ends with it.
 */
export function battleAnnouncer(emitter: Emitter, timing: BattleTiming) {
  /** Answers the battle it loaded, so a call presents its own answer without reading it again. */
  return async function announce(tx: Executor, afterCommit: AfterCommit, battleId: number): Promise<LoadedBattle> {
    const loaded = await loadBattle(tx, battleId);
    if (!loaded) throw new Error(`battle ${battleId} is missing`);
    const summary = presentSummary(loaded, timing);
    // Keyed: a transaction that changes the battle twice sends its last state once.
    afterCommit(() => emitter.toAll('battleUpdate', summary), `battleUpdate:${battleId}`);
    return loaded;
  };
}
export type BattleAnnouncer = ReturnType<typeof battleAnnouncer>;
