import { describe, expect, it } from 'vitest';
import { battleTeams, dealBattleItems } from '../games/battles/battles.machine';
import { battleRolls } from './battle';
import { battleOutcome } from './battle-outcome';

/** Row 1 of the reference vectors: its tie draws are known (docs/fairness/formulas.md "Reference vectors"). */
const ROW1 = {
  secretHash: '0a0a3725fb8ea7ed4c621afb9bb4ea2f31039659d79c6e91556410ff38f36a80',
  publicHash: 'a6f57d69f66f23e06f459bcc5b55bd7ee4a46d05f6d13b47cbf810b12d2c2c8a',
};
/** Tie draws of these draws, worked out by hand (python3, as in docs/fairness/verify-by-hand.md "Case battle"). */
const TWO_SEATS = { ...ROW1, battleId: 12, seeds: 'alice,bot' }; // K = 2 → 0
const THREE_SEATS = { ...ROW1, battleId: 12, seeds: 'alice,bob-7,bot' }; // K = 2 → 1, K = 3 → 2
const FOUR_SEATS = { ...ROW1, battleId: 40, seeds: 'alice,bob-7,bot,bot' }; // K = 2 → 1

const SOLO2 = [[0], [1]];
const SOLO3 = [[0], [1], [2]];
const TEAMS2V2 = [
  [0, 1],
  [2, 3],
];

/** Rolls with these prices (cents), one list per seat. */
const rollsOf = (...perSeat: number[][]) =>
  perSeat.flatMap((prices, seat) => prices.map((price) => ({ seat, item: { price } })));

describe('battle winner', () => {
  it('sums each seat and gives the win to the highest total', () => {
    const outcome = battleOutcome(TWO_SEATS, SOLO2, false, rollsOf([100, 500], [500, 500]));
    expect(outcome).toEqual({
      seatTotals: [600, 1000],
      teamTotals: [600, 1000],
      winningTeam: 1,
      winners: [1],
      tie: null,
    });
  });

  it('gives the win to the lowest total in crazy mode', () => {
    const outcome = battleOutcome(TWO_SEATS, SOLO2, true, rollsOf([100, 500], [500, 500]));
    expect([outcome.winners, outcome.tie]).toEqual([[0], null]);
  });

  it('breaks a tie of two seats with the tie draw (K = 2 → 0: seat 0)', () => {
    const outcome = battleOutcome(TWO_SEATS, SOLO2, false, rollsOf([300], [200, 100]));
    expect([outcome.winners, outcome.tie]).toEqual([[0], { teams: [0, 1], index: 0 }]);
  });

  it('breaks a tie of three seats (K = 3 → 2: seat 2)', () => {
    const outcome = battleOutcome(THREE_SEATS, SOLO3, false, rollsOf([250], [250], [250]));
    expect([outcome.winners, outcome.tie]).toEqual([[2], { teams: [0, 1, 2], index: 2 }]);
  });

  it('draws only among the tied seats, in seat order (K = 2 → 1: the second of seats 1 and 2)', () => {
    const outcome = battleOutcome(THREE_SEATS, SOLO3, false, rollsOf([100], [900], [900]));
    expect([outcome.winners, outcome.tie]).toEqual([[2], { teams: [1, 2], index: 1 }]);
  });

  it('needs no draw when the best total is alone, also in crazy mode', () => {
    const outcome = battleOutcome(THREE_SEATS, SOLO3, true, rollsOf([100], [900], [900]));
    expect([outcome.winners, outcome.tie]).toEqual([[0], null]);
  });

  it('counts nothing for a seat without rolls as zero', () => {
    expect(battleOutcome(TWO_SEATS, SOLO2, true, rollsOf([], [5])).winners).toEqual([0]);
  });
});

describe('team battles', () => {
  it("wins on the team's sum, not its best seat", () => {
    const outcome = battleOutcome(FOUR_SEATS, TEAMS2V2, false, rollsOf([900], [0], [500], [500]));
    expect(outcome).toMatchObject({ seatTotals: [900, 0, 500, 500], teamTotals: [900, 1000], winners: [2, 3] });
    expect(battleOutcome(FOUR_SEATS, TEAMS2V2, true, rollsOf([900], [0], [500], [500])).winners).toEqual([0, 1]);
  });

  it('breaks a tie of teams over them in order of their lowest seat (K = 2 → 1: seats 2–3)', () => {
    const rolls = rollsOf([100], [500], [300], [300]);
    const outcome = battleOutcome(FOUR_SEATS, TEAMS2V2, false, rolls);
    expect([outcome.teamTotals, outcome.winners, outcome.tie]).toEqual([
      [600, 600],
      [2, 3],
      { teams: [0, 1], index: 1 },
    ]);
    // The teams given the other way round: still placed by their lowest seat, so the same seats win.
    const reversed = battleOutcome(FOUR_SEATS, [TEAMS2V2[1]!, TEAMS2V2[0]!], false, rolls);
    expect([reversed.winningTeam, reversed.winners, reversed.tie]).toEqual([0, [2, 3], { teams: [1, 0], index: 1 }]);
  });
});

describe('battle outcome input checks', () => {
  it('refuses teams that do not split the seats, rolls of unknown seats and bad prices', () => {
    expect(() => battleOutcome(TWO_SEATS, [[0]], false, [])).toThrow(RangeError);
    expect(() => battleOutcome(TWO_SEATS, [[0, 1], [1]], false, [])).toThrow(RangeError);
    expect(() => battleOutcome(TWO_SEATS, [[0], [2]], false, [])).toThrow(RangeError);
    expect(() => battleOutcome(TWO_SEATS, SOLO2, false, rollsOf([], [], [5]))).toThrow(RangeError);
    expect(() => battleOutcome(TWO_SEATS, SOLO2, false, rollsOf([1.5]))).toThrow(RangeError);
  });
});

describe('the worked battle of docs/fairness/verify-by-hand.md "Case battle"', () => {
  it('rolls, ties the teams at $6.00, draws seats 2–3 and deals them the four items', () => {
    const table = [
      { itemId: 1, from: 0, to: 49_999, price: 100 },
      { itemId: 2, from: 50_000, to: 99_999, price: 500 },
    ];
    const rolls = battleRolls(FOUR_SEATS, [table]);
    expect(rolls.map((roll) => [roll.ticket, roll.item.price])).toEqual([
      [77607, 500],
      [25656, 100],
      [84455, 500],
      [46245, 100],
    ]);
    const outcome = battleOutcome(FOUR_SEATS, battleTeams('2v2'), false, rolls);
    expect([outcome.teamTotals, outcome.winners]).toEqual([
      [600, 600],
      [2, 3],
    ]);
    expect(dealBattleItems(outcome.winners, rolls).map(({ seat, roll }) => [roll.seat, seat])).toEqual([
      [0, 2],
      [2, 3],
      [1, 2],
      [3, 3],
    ]);
  });
});
