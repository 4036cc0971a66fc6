import { describe, expect, it } from 'vitest';
import { chainAnchor, chainSecret } from '@skinbet/shared/fairness/chain';
import { sha256Hex } from '@skinbet/shared/fairness/hash';
import type { CrashGameDto } from '@skinbet/shared/schemas/crash.schemas';
import { claimFromGame, claimFromInput, verifyRound, verifyRoundNow, type RoundClaim } from './verify';

/** The reference vectors (docs/fairness/formulas.md "Reference vectors"), computed by an independent implementation. */
const VECTORS = [
  {
    secretHash: '0a0a3725fb8ea7ed4c621afb9bb4ea2f31039659d79c6e91556410ff38f36a80',
    publicHash: 'a6f57d69f66f23e06f459bcc5b55bd7ee4a46d05f6d13b47cbf810b12d2c2c8a',
    roundId: 104,
    dayOfMonth: 7,
    crash: 280,
    instant: false,
  },
  {
    secretHash: '68986e87c675711383e57cf83e148ea966ae33b3edb8ad2f91841dd800120156',
    publicHash: '510fc5b1dd64916c74b726fa99557321d4e6879afc0163dd9a643149c971e3a5',
    roundId: 124,
    dayOfMonth: 29,
    crash: 989,
    instant: false,
  },
  {
    secretHash: '21b8e1a9e147344752ef9adb6604691b26ab7490aa01224947bbedc8f3b7a0b1',
    publicHash: '95e08f6582acd0c099dbff02ed94172a1812beadfc74bc336e47572beea10d9e',
    roundId: 42,
    dayOfMonth: 5,
    crash: 100,
    instant: true,
  },
];

const claimOf = (vector: (typeof VECTORS)[number], recorded: number | null = vector.crash): RoundClaim => ({
  roundId: vector.roundId,
  secretHash: vector.secretHash,
  publicHash: vector.publicHash,
  dayOfMonth: vector.dayOfMonth,
  recordedMultiplier: recorded,
  chain: null,
});

describe('crash round verifier', () => {
  it.each(VECTORS)('reproduces the published vector of round $roundId', (vector) => {
    const result = verifyRoundNow(claimOf(vector));
    expect(result.computedMultiplier).toBe(vector.crash);
    expect(result.instant).toBe(vector.instant);
    expect(result.checks).toEqual({ publicHash: 'pass', chain: 'skipped', multiplier: 'pass' });
    expect(result.verdict).toBe('match');
  });

  it('flags a recorded multiplier that differs from the recomputed one', () => {
    const [vector] = VECTORS;
    const result = verifyRoundNow(claimOf(vector!, 281));
    expect(result.checks.multiplier).toBe('fail');
    expect(result.verdict).toBe('mismatch');
  });

  it('flags a public hash that is not sha256 of the secret', () => {
    const [first, second] = VECTORS;
    const result = verifyRoundNow({ ...claimOf(first!), publicHash: second!.publicHash });
    expect(result.checks.publicHash).toBe('fail');
    expect(result.verdict).toBe('mismatch');
  });

  it('checks that the secret is in the published chain at its position', () => {
    const seed = 'verifier test seed';
    const length = 30;
    const round = 12;
    const secretHash = chainSecret(seed, length, round);
    const anchor = chainAnchor(seed, length);
    const claim: RoundClaim = {
      roundId: 500,
      secretHash,
      publicHash: sha256Hex(secretHash),
      dayOfMonth: 14,
      recordedMultiplier: null,
      chain: { anchor, round },
    };
    const good = verifyRoundNow(claim);
    expect(good.checks).toEqual({ publicHash: 'pass', chain: 'pass', multiplier: 'skipped' });
    expect(good.verdict).toBe('match');

    // A secret from elsewhere in the chain, or another chain's anchor, does not pass.
    expect(verifyRoundNow({ ...claim, chain: { anchor, round: round + 1 } }).checks.chain).toBe('fail');
    expect(verifyRoundNow({ ...claim, chain: { anchor: sha256Hex('other'), round } }).verdict).toBe('mismatch');
    // The chain walk may run elsewhere (a worker): its answer is what is judged.
    expect(verifyRound(claim, null).checks.chain).toBe('fail');
    expect(verifyRound(claim, round).checks.chain).toBe('pass');
  });
});

describe('claims', () => {
  const game: CrashGameDto = {
    id: 104,
    phase: 'crashed',
    public_hash: VECTORS[0]!.publicHash,
    secret_hash: VECTORS[0]!.secretHash,
    day_of_month: 7,
    multiplier: 2.8,
    chain: { id: 1, anchor: 'f'.repeat(64), round: 3 },
    created_at: '2026-01-07T10:00:00Z',
    started_at: '2026-01-07T10:00:15Z',
    ended_at: '2026-01-07T10:00:32Z',
    total_bank: 0,
    bets: [],
  };

  it('takes a finished round as it is recorded', () => {
    expect(claimFromGame(game)).toEqual({
      roundId: 104,
      secretHash: VECTORS[0]!.secretHash,
      publicHash: VECTORS[0]!.publicHash,
      dayOfMonth: 7,
      recordedMultiplier: 280,
      chain: { anchor: 'f'.repeat(64), round: 3 },
    });
    expect(claimFromGame({ ...game, phase: 'voided', multiplier: null })).toMatchObject({ recordedMultiplier: null });
    expect(claimFromGame({ ...game, phase: 'running', secret_hash: null, day_of_month: null })).toBe('not_revealed');
  });

  it('reads hand-entered values and says which one is wrong', () => {
    const input = {
      secret: ` ${VECTORS[1]!.secretHash.toUpperCase()} `,
      publicHash: VECTORS[1]!.publicHash,
      roundId: '124',
      day: '29',
      multiplier: '9,89',
    };
    const claim = claimFromInput(input);
    expect(claim).toMatchObject({ roundId: 124, dayOfMonth: 29, recordedMultiplier: 989, chain: null });
    expect(typeof claim !== 'string' && verifyRoundNow(claim).verdict).toBe('match');
    expect(claimFromInput({ ...input, multiplier: '' })).toMatchObject({ recordedMultiplier: null });
    expect(claimFromInput({ ...input, secret: 'abc' })).toBe('bad_secret');
    expect(claimFromInput({ ...input, publicHash: 'z'.repeat(64) })).toBe('bad_public');
    expect(claimFromInput({ ...input, roundId: '0124' })).toBe('bad_round');
    expect(claimFromInput({ ...input, day: '32' })).toBe('bad_day');
    expect(claimFromInput({ ...input, day: '0' })).toBe('bad_day');
    expect(claimFromInput({ ...input, multiplier: 'x' })).toBe('bad_multiplier');
  });
});
