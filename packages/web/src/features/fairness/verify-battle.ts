import { battleRolls, battleSeeds, type BattleDraw } from '@skinbet/shared/fairness/battle';
import { battleOutcome, type BattleOutcome } from '@skinbet/shared/fairness/battle-outcome';
import { battleTeams, dealBattleItems, type BattleMode } from '@skinbet/shared/games/battles/battles.machine';
import { isCompleteTable } from '@skinbet/shared/games/cases.odds';
import { formatCents } from '@skinbet/shared/money';
import { compareRecorded, verifyChained, type ChainedRoundClaim, type CheckOutcome } from './round-checks';

/**
 * The browser's check of a case battle (docs/fairness/formulas.md "Case battle"), with the very
 * functions the server rolls with: every ticket `battleTicket(secret, public, id, seeds, r, s)`
 * over round r's stored table version (`battleRolls`), the totals, the tie draw and the winners
 * (`battleOutcome`), and in 2v2 the dealing of the items (`dealBattleItems`); beside them the
 * public hash, the chain of the battle's lane and the seeds against the seats' own.
 */

/** One row of a round's table: tickets `from`…`to` give this item, worth `priceCents` in that version. */
export interface BattleTableRow {
  itemId: number | null;
  name: string;
  from: number;
  to: number;
  priceCents: number;
}

/** One roll as the site reported it. */
export interface RecordedBattleRoll {
  round: number;
  seat: number;
  ticket: number;
  itemId: number;
  name: string;
}

/** What the site reported about a finished battle, to compare with the recomputation. */
export interface RecordedBattle {
  rolls: RecordedBattleRoll[];
  /** Each seat's total in cents, by seat. */
  seatTotalsCents: number[];
  winners: number[] | null;
  tie: { teams: number[]; index: number } | null;
  /** Which seat each roll's item was dealt to; empty when not reported. */
  dealt: { round: number; seat: number; toSeat: number }[];
}

export interface BattleClaim extends ChainedRoundClaim {
  /** `roundId` is the battle id. The seat seeds joined with `,`. */
  seeds: string;
  mode: BattleMode;
  crazy: boolean;
  /** Round by round, the table version stored for its case; null when none was given for that round. */
  tables: (BattleTableRow[] | null)[];
  /** The seats' client seeds as the site lists them, in seat order; null when not known (by hand). */
  seatSeeds: (string | null)[] | null;
  recorded: RecordedBattle | null;
}

/** One seat's drop in one round, recomputed, with what the site reported for it. */
export interface BattleCell {
  round: number;
  seat: number;
  ticket: number;
  /** The row holding the ticket; null when the round has no usable table. */
  item: BattleTableRow | null;
  recorded: RecordedBattleRoll | null;
  /** The ticket and the item each equal the reported ones (skipped when nothing was reported). */
  ticketCheck: CheckOutcome;
  itemCheck: CheckOutcome;
}

/** A difference found, named by its text key (`fairness.battles.diff.<key>`) with its values. */
export interface BattleDifference {
  key: 'seeds' | 'table' | 'ticket' | 'item' | 'missing_roll' | 'extra_roll' | 'total' | 'winners' | 'tie' | 'dealt';
  params: Record<string, string | number>;
}

type OwnCheck = 'seeds' | 'tables' | 'tickets' | 'items' | 'totals' | 'winners' | 'dealing';

export interface BattleVerification {
  /** Round by round, seat by seat. */
  cells: BattleCell[];
  seatCount: number;
  /** The outcome by the formula; null when a round had no usable table (its values are unknown). */
  outcome: BattleOutcome | null;
  /** Where each item goes by the dealing rule, in dealing order; null without an outcome. */
  deals: { round: number; seat: number; toSeat: number }[] | null;
  checks: Record<'publicHash' | 'chain' | OwnCheck, CheckOutcome>;
  differences: BattleDifference[];
  verdict: 'match' | 'mismatch';
}

// A round without a usable table still gets its tickets: they do not depend on the table.
const ANY_TICKET: readonly BattleTableRow[] = [{ itemId: null, name: '', from: 0, to: 99_999, priceCents: 0 }];

/** Seats and rounds are shown counted from 1, as on the battle's page. */
const place = (round: number, seat: number) => ({ round: round + 1, seat: seat + 1 });

const outcomeOf = (checkFailed: boolean, compared: boolean): CheckOutcome =>
  !compared ? 'skipped' : checkFailed ? 'fail' : 'pass';

/** A tie draw as shown: the drawn index among the tied teams (counted from 0, as the formula does). */
function tieText(tie: { teams: number[]; index: number } | null): string {
  return tie === null ? '—' : `${tie.index} [${tie.teams.join(', ')}]`;
}

/** Recomputes the rolls and compares them with the reported ones. */
function rollCells(claim: BattleClaim, usable: boolean[], differences: BattleDifference[]): BattleCell[] {
  const draw: BattleDraw = {
    secretHash: claim.secretHash,
    publicHash: claim.publicHash,
    battleId: claim.roundId,
    seeds: claim.seeds,
  };
  const tables = claim.tables.map((table, round) => (usable[round] ? table! : ANY_TICKET));
  const reported = new Map((claim.recorded?.rolls ?? []).map((roll) => [`${roll.round}:${roll.seat}`, roll]));
  const cells = battleRolls(draw, tables).map(({ round, seat, ticket, item }): BattleCell => {
    const recorded = reported.get(`${round}:${seat}`) ?? null;
    reported.delete(`${round}:${seat}`);
    const known = usable[round] ? item : null;
    const cell: BattleCell = {
      round,
      seat,
      ticket,
      item: known,
      recorded,
      ticketCheck: compareRecorded(ticket, recorded?.ticket ?? null),
      itemCheck:
        recorded === null || known === null
          ? 'skipped'
          : (known.itemId === null ? known.name === recorded.name : known.itemId === recorded.itemId)
            ? 'pass'
            : 'fail',
    };
    if (claim.recorded && recorded === null) differences.push({ key: 'missing_roll', params: place(round, seat) });
    if (cell.ticketCheck === 'fail') {
      differences.push({
        key: 'ticket',
        params: { ...place(round, seat), computed: ticket, recorded: recorded!.ticket },
      });
    }
    if (cell.itemCheck === 'fail') {
      differences.push({
        key: 'item',
        params: { ...place(round, seat), computed: known!.name || '—', recorded: recorded!.name },
      });
    }
    return cell;
  });
  for (const extra of reported.values())
    differences.push({ key: 'extra_roll', params: place(extra.round, extra.seat) });
  return cells;
}

/** The totals, winners, tie and dealing against the reported ones. */
function outcomeChecks(
  claim: BattleClaim,
  outcome: BattleOutcome | null,
  deals: BattleVerification['deals'],
  differences: BattleDifference[],
): Pick<BattleVerification['checks'], 'totals' | 'winners' | 'dealing'> {
  const recorded = claim.recorded;
  if (!recorded || !outcome || !deals) return { totals: 'skipped', winners: 'skipped', dealing: 'skipped' };

  let totalsFailed = outcome.seatTotals.length !== recorded.seatTotalsCents.length;
  outcome.seatTotals.forEach((computed, seat) => {
    const reported = recorded.seatTotalsCents[seat];
    if (reported === computed) return;
    totalsFailed = true;
    differences.push({
      key: 'total',
      params: {
        seat: seat + 1,
        computed: formatCents(computed),
        recorded: reported === undefined || reported < 0 ? '—' : formatCents(reported),
      },
    });
  });

  const winnersFailed = recorded.winners === null || recorded.winners.join(',') !== outcome.winners.join(',');
  if (winnersFailed) {
    const seats = (list: number[] | null) => (list === null ? '—' : list.map((seat) => seat + 1).join(', '));
    differences.push({
      key: 'winners',
      params: { computed: seats(outcome.winners), recorded: seats(recorded.winners) },
    });
  }
  const tieFailed = tieText(outcome.tie) !== tieText(recorded.tie);
  if (tieFailed)
    differences.push({ key: 'tie', params: { computed: tieText(outcome.tie), recorded: tieText(recorded.tie) } });

  const dealt = new Map(recorded.dealt.map((entry) => [`${entry.round}:${entry.seat}`, entry.toSeat]));
  let dealingFailed = dealt.size !== deals.length;
  for (const deal of deals) {
    const toSeat = dealt.get(`${deal.round}:${deal.seat}`);
    if (toSeat === deal.toSeat) continue;
    dealingFailed = true;
    differences.push({
      key: 'dealt',
      params: {
        ...place(deal.round, deal.seat),
        computed: deal.toSeat + 1,
        recorded: toSeat === undefined ? '—' : toSeat + 1,
      },
    });
  }
  return {
    totals: outcomeOf(totalsFailed, true),
    winners: outcomeOf(winnersFailed || tieFailed, true),
    dealing: outcomeOf(dealingFailed, true),
  };
}

/**
 * Recomputes a battle and checks it. `chainSteps` is `stepsToAnchor(secret, anchor, chain.round)`,
 * computed apart (a worker).
 */
export function verifyBattle(claim: BattleClaim, chainSteps: number | null | undefined): BattleVerification {
  const differences: BattleDifference[] = [];
  const seatCount = claim.seeds.split(',').length;

  let seeds: CheckOutcome = 'skipped';
  if (claim.seatSeeds !== null) {
    const joined = claim.seatSeeds.map((seed) => seed ?? '').join(',');
    seeds = joined === claim.seeds ? 'pass' : 'fail';
    if (seeds === 'fail') differences.push({ key: 'seeds', params: { computed: joined, recorded: claim.seeds } });
  }

  const usable = claim.tables.map((table) => table !== null && table.length > 0 && isCompleteTable(table));
  usable.forEach((ok, round) => {
    if (!ok) differences.push({ key: 'table', params: { round: round + 1 } });
  });

  const cells = rollCells(claim, usable, differences);
  const allKnown = usable.every(Boolean);
  const valued = cells.map((cell) => ({
    round: cell.round,
    seat: cell.seat,
    item: { price: cell.item?.priceCents ?? 0 },
  }));
  const draw = {
    secretHash: claim.secretHash,
    publicHash: claim.publicHash,
    battleId: claim.roundId,
    seeds: claim.seeds,
  };
  const outcome = allKnown ? battleOutcome(draw, battleTeams(claim.mode), claim.crazy, valued) : null;
  const deals = outcome
    ? dealBattleItems(outcome.winners, valued).map(({ seat, roll }) => ({
        round: roll.round,
        seat: roll.seat,
        toSeat: seat,
      }))
    : null;

  const compared = claim.recorded !== null;
  const rollsFailed = differences.some((difference) =>
    ['missing_roll', 'extra_roll', 'ticket'].includes(difference.key),
  );
  const own: Record<OwnCheck, CheckOutcome> = {
    seeds,
    tables: usable.every(Boolean) ? 'pass' : 'fail',
    tickets: outcomeOf(rollsFailed, compared),
    items: outcomeOf(
      cells.some((cell) => cell.itemCheck === 'fail'),
      compared && allKnown,
    ),
    ...outcomeChecks(claim, outcome, deals, differences),
  };
  const { checks, verdict } = verifyChained(claim, chainSteps, own);
  return { cells, seatCount, outcome, deals, checks, differences, verdict };
}

/** Every seat seed must follow the rule, and the seats the mode's: else the claim cannot be computed. */
export function seedsFitMode(seeds: string, seatCount: number): boolean {
  try {
    return battleSeeds(seeds.split(',')) === seeds && seeds.split(',').length === seatCount;
  } catch {
    return false;
  }
}
