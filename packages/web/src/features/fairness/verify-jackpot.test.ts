import { describe, expect, it } from 'vitest';
import { chainAnchor, chainSecret } from '@skinbet/shared/fairness/chain';
import { sha256Hex } from '@skinbet/shared/fairness/hash';
import type { JackpotGameDto } from '@skinbet/shared/schemas/jackpot.schemas';
import {
  jackpotClaimFromGame,
  jackpotClaimFromInput,
  verifyJackpotRound,
  verifyJackpotRoundNow,
  type JackpotClaim,
} from './verify-jackpot';

/**
 * Reference vector (docs/fairness/formulas.md "Reference vectors"): the first crash row's secret
 * and public hash, round 7, T = 12345 → 5440.
 */
const SECRET = '0a0a3725fb8ea7ed4c621afb9bb4ea2f31039659d79c6e91556410ff38f36a80';
const PUBLIC = 'a6f57d69f66f23e06f459bcc5b55bd7ee4a46d05f6d13b47cbf810b12d2c2c8a';

const claim: JackpotClaim = {
  roundId: 7,
  secretHash: SECRET,
  publicHash: PUBLIC,
  totalTickets: 12_345,
  recordedTicket: 5440,
  ranges: [
    { userId: 1, username: 'alice', from: 1, to: 5000 },
    { userId: 2, username: 'bob', from: 5001, to: 12_345 },
  ],
  recordedWinnerId: 2,
  chain: null,
};

describe('jackpot round verifier', () => {
  it('reproduces the published vector and names the ticket holder', () => {
    const result = verifyJackpotRoundNow(claim);
    expect(result.computedTicket).toBe(5440);
    expect(result.holder).toMatchObject({ userId: 2, username: 'bob' });
    expect(result.checks).toEqual({ publicHash: 'pass', chain: 'skipped', ticket: 'pass', winner: 'pass' });
    expect(result.verdict).toBe('match');
  });

  it('flags a recorded ticket or winner that the secret does not give', () => {
    expect(verifyJackpotRoundNow({ ...claim, recordedTicket: 5441 }).checks.ticket).toBe('fail');
    const wrongWinner = verifyJackpotRoundNow({ ...claim, recordedWinnerId: 1 });
    expect(wrongWinner.checks.winner).toBe('fail');
    expect(wrongWinner.verdict).toBe('mismatch');
    expect(verifyJackpotRoundNow({ ...claim, publicHash: sha256Hex('other') }).checks.publicHash).toBe('fail');
  });

  it('checks the secret against the published chain', () => {
    const seed = 'jackpot verifier seed';
    const secretHash = chainSecret(seed, 20, 5);
    const chained: JackpotClaim = {
      ...claim,
      secretHash,
      publicHash: sha256Hex(secretHash),
      recordedTicket: null,
      recordedWinnerId: null,
      chain: { anchor: chainAnchor(seed, 20), round: 5 },
    };
    expect(verifyJackpotRoundNow(chained).checks).toMatchObject({ publicHash: 'pass', chain: 'pass' });
    expect(verifyJackpotRound(chained, null).verdict).toBe('mismatch');
  });
});

describe('jackpot claims', () => {
  const bet = (id: number, userId: number, from: number, to: number) => ({
    id,
    round_id: 7,
    user: { id: userId, username: `p${userId}`, avatar: '', is_demo: false },
    price: (to - from + 1) / 100,
    chance: 0,
    items: [],
    tickets: [{ from, to }],
    created_at: '2026-01-07T10:00:00Z',
  });
  const game: JackpotGameDto = {
    id: 7,
    phase: 'finished',
    public_hash: PUBLIC,
    secret_hash: SECRET,
    chain: { id: 2, anchor: 'f'.repeat(64), round: 9 },
    total_bank: 123.45,
    total_tickets: 12_345,
    winning_ticket: 5440,
    commission: 1,
    winner: { id: 2, username: 'p2', avatar: '', is_demo: false, chance: 59.5, ticket: 5440, win: 120 },
    bets: [bet(1, 1, 1, 5000), bet(2, 2, 5001, 12_345)],
    created_at: '2026-01-07T10:00:00Z',
    ended_at: '2026-01-07T10:01:00Z',
  };

  it('takes a finished round as it is recorded', () => {
    const result = jackpotClaimFromGame(game);
    expect(result).toMatchObject({ roundId: 7, totalTickets: 12_345, recordedTicket: 5440, recordedWinnerId: 2 });
    expect(typeof result !== 'string' && result.ranges).toEqual([
      { userId: 1, username: 'p1', from: 1, to: 5000 },
      { userId: 2, username: 'p2', from: 5001, to: 12_345 },
    ]);
    expect(typeof result !== 'string' && verifyJackpotRound(result, 9).verdict).toBe('match');
  });

  it('waits for the secret, and has nothing to draw in a round without bets', () => {
    expect(jackpotClaimFromGame({ ...game, phase: 'betting', secret_hash: null, winner: null })).toBe('not_revealed');
    expect(jackpotClaimFromGame({ ...game, phase: 'voided', total_tickets: 0, bets: [] })).toBe('no_tickets');
    const voided = jackpotClaimFromGame({ ...game, phase: 'voided', winning_ticket: null, winner: null });
    expect(voided).toMatchObject({ recordedTicket: null, recordedWinnerId: null });
  });

  it('reads hand-entered values and says which one is wrong', () => {
    const input = {
      secret: ` ${SECRET.toUpperCase()} `,
      publicHash: PUBLIC,
      roundId: '7',
      totalTickets: '12345',
      ticket: '#5440',
    };
    const parsed = jackpotClaimFromInput(input);
    expect(parsed).toMatchObject({ roundId: 7, totalTickets: 12_345, recordedTicket: 5440, ranges: [] });
    expect(typeof parsed !== 'string' && verifyJackpotRoundNow(parsed).verdict).toBe('match');
    expect(jackpotClaimFromInput({ ...input, ticket: '' })).toMatchObject({ recordedTicket: null });
    expect(jackpotClaimFromInput({ ...input, secret: 'abc' })).toBe('bad_secret');
    expect(jackpotClaimFromInput({ ...input, publicHash: 'z'.repeat(64) })).toBe('bad_public');
    expect(jackpotClaimFromInput({ ...input, roundId: '07' })).toBe('bad_round');
    expect(jackpotClaimFromInput({ ...input, totalTickets: '0' })).toBe('bad_tickets');
    expect(jackpotClaimFromInput({ ...input, ticket: '12346' })).toBe('bad_ticket');
    expect(jackpotClaimFromInput({ ...input, ticket: 'x' })).toBe('bad_ticket');
  });
});
