import { battleTieIndex, seatSeedsOf, type BattleDraw } from './battle';

/**
 * docs/fairness/formulas.md "Case battle": who wins a battle. Each seat's total is the value (the
 * table price, in cents) of the items it dropped; a team's total is the sum of its seats'. The team
 * with the highest total wins — in crazy mode the lowest. In 1v1, 1v1v1 and 1v1v1v1 every seat is a
 * team of its own. When K teams share the best total, the tie draw `battleTieIndex(…, K)` picks one
 * of them, counted from 0 in seat order: teams are placed by their lowest seat.
 */

/** The value a roll adds to its seat's total: what counts is the dropped item's price in cents. */
export interface ValuedRoll {
  seat: number;
  item: { price: number };
}

export interface BattleOutcome {
  /** Each seat's total in cents, by seat. */
  seatTotals: number[];
  /** Each team's total in cents, in the order the teams were given. */
  teamTotals: number[];
  /** The winning team's index in the teams given. */
  winningTeam: number;
  /** The winning team's seats, ascending. */
  winners: number[];
  /** The tie draw, when more than one team shared the best total; otherwise null. */
  tie: { teams: number[]; index: number } | null;
}

/**
 * Throws unless `teams` splits the seats 0…seatCount−1 into non-empty teams, each seat in exactly
 * one team.
 */
function checkTeams(teams: readonly (readonly number[])[], seatCount: number): void {
  const seen = new Set<number>();
  for (const team of teams) {
    if (team.length === 0) throw new RangeError('an empty team');
    for (const seat of team) {
      if (!Number.isInteger(seat) || seat < 0 || seat >= seatCount || seen.has(seat)) {
        throw new RangeError(`invalid seat ${seat} in the teams`);
      }
      seen.add(seat);
    }
  }
  if (seen.size !== seatCount) throw new RangeError('every seat must be in a team');
}

/** The outcome of a battle from its rolls (`battleRolls`) and its teams (games/battles.machine.ts `battleTeams`). */
export function battleOutcome(
  draw: BattleDraw,
  teams: readonly (readonly number[])[],
  crazy: boolean,
  rolls: readonly ValuedRoll[],
): BattleOutcome {
  const seatCount = seatSeedsOf(draw.seeds).length;
  checkTeams(teams, seatCount);
  const seatTotals = new Array<number>(seatCount).fill(0);
  for (const roll of rolls) {
    if (!Number.isInteger(roll.seat) || roll.seat < 0 || roll.seat >= seatCount) {
      throw new RangeError(`a roll of seat ${roll.seat}`);
    }
    if (!Number.isSafeInteger(roll.item.price) || roll.item.price < 0) {
      throw new RangeError(`invalid item price ${roll.item.price}`);
    }
    seatTotals[roll.seat]! += roll.item.price;
  }
  const teamTotals = teams.map((team) => team.reduce((sum, seat) => sum + seatTotals[seat]!, 0));
  const best = crazy ? Math.min(...teamTotals) : Math.max(...teamTotals);
  const lowestSeat = (team: number): number => Math.min(...teams[team]!);
  const tied = teamTotals
    .flatMap((total, team) => (total === best ? [team] : []))
    .sort((a, b) => lowestSeat(a) - lowestSeat(b));
  let winningTeam = tied[0]!;
  let tie: BattleOutcome['tie'] = null;
  if (tied.length > 1) {
    const index = battleTieIndex(draw.secretHash, draw.publicHash, draw.battleId, draw.seeds, tied.length);
    winningTeam = tied[index]!;
    tie = { teams: tied, index };
  }
  return {
    seatTotals,
    teamTotals,
    winningTeam,
    winners: [...teams[winningTeam]!].sort((a, b) => a - b),
    tie,
  };
}
