import { describe, expect, it } from 'vitest';
import { betHoldingTicket, ticketRange } from '../games/jackpot.machine';
import { sha256Hex } from './hash';
import { winningTicket } from './jackpot';

/**
 * Winners are chosen in proportion to tickets: 20,000 rounds of four unequal stakes, each round
 * with its own secret from a hash chain (as the engine draws them; deterministic, so the test is
 * repeatable) and its own round id. Pearson's χ² of the wins per bet against `rounds · stake / T`
 * must stay under 16.27, the critical value for 3 degrees of freedom at p = 0.001.
 */
const ROUNDS = 20_000;
const STAKES = [137, 1_234, 3_001, 5_628];
const CHI_SQUARED_CRITICAL_3_DOF = 16.27;

function simulate() {
  let before = 0;
  const bets = STAKES.map((stake, index) => {
    const { from, to } = ticketRange(before, stake);
    before = to;
    return { index, ticketFrom: from, ticketTo: to };
  });
  const total = before;
  const wins = STAKES.map(() => 0);
  let outside = 0;
  let secretHash = sha256Hex('jackpot distribution test seed');
  for (let roundId = 1; roundId <= ROUNDS; roundId += 1) {
    const publicHash = sha256Hex(secretHash);
    const ticket = winningTicket(secretHash, publicHash, roundId, total);
    const holder = betHoldingTicket(bets, ticket);
    if (holder) wins[holder.index]! += 1;
    else outside += 1;
    secretHash = publicHash;
  }
  return { total, wins, outside };
}

describe('jackpot winners over 20,000 rounds', () => {
  const { total, wins, outside } = simulate();

  it('always lands on a ticket of the pot', () => {
    expect(total).toBe(10_000);
    expect(outside).toBe(0);
    expect(wins.reduce((sum, count) => sum + count, 0)).toBe(ROUNDS);
  });

  it('picks each bet in proportion to its tickets (χ², 3 dof, p = 0.001)', () => {
    const chiSquared = STAKES.reduce((sum, stake, index) => {
      const expected = (ROUNDS * stake) / total;
      return sum + (wins[index]! - expected) ** 2 / expected;
    }, 0);
    expect(chiSquared).toBeLessThan(CHI_SQUARED_CRITICAL_3_DOF);
  });
});

describe('winningTicket', () => {
  const secret = '0a0a3725fb8ea7ed4c621afb9bb4ea2f31039659d79c6e91556410ff38f36a80';
  const publicHash = 'a6f57d69f66f23e06f459bcc5b55bd7ee4a46d05f6d13b47cbf810b12d2c2c8a';

  it('is ticket 1 in a one-ticket pot and stays within 1 … T', () => {
    expect(winningTicket(secret, publicHash, 7, 1)).toBe(1);
    for (const total of [2, 3, 100, 12_345, 1_000_000_000]) {
      const ticket = winningTicket(secret, publicHash, 7, total);
      expect(ticket).toBeGreaterThanOrEqual(1);
      expect(ticket).toBeLessThanOrEqual(total);
    }
  });

  it('refuses an empty or fractional pot', () => {
    expect(() => winningTicket(secret, publicHash, 7, 0)).toThrow(RangeError);
    expect(() => winningTicket(secret, publicHash, 7, 2.5)).toThrow(RangeError);
  });
});
