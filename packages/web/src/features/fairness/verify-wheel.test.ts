import { describe, expect, it } from 'vitest';
import { chainAnchor, chainSecret } from '@skinbet/shared/fairness/chain';
import { sha256Hex } from '@skinbet/shared/fairness/hash';
import type { WheelGameDto } from '@skinbet/shared/schemas/wheel.schemas';
import {
  verifyWheelRound,
  verifyWheelRoundNow,
  wheelClaimFromGame,
  wheelClaimFromInput,
  type WheelClaim,
} from './verify-wheel';

/**
 * Reference vector (docs/fairness/formulas.md "Reference vectors"): the first crash row's secret
 * and public hash, round 9 → segment 1 (black).
 */
const SECRET = '0a0a3725fb8ea7ed4c621afb9bb4ea2f31039659d79c6e91556410ff38f36a80';
const PUBLIC = 'a6f57d69f66f23e06f459bcc5b55bd7ee4a46d05f6d13b47cbf810b12d2c2c8a';

const claim: WheelClaim = { roundId: 9, secretHash: SECRET, publicHash: PUBLIC, recordedSegment: 1, chain: null };

function game(overrides: Partial<WheelGameDto> = {}): WheelGameDto {
  return {
    id: 9,
    phase: 'finished',
    public_hash: PUBLIC,
    secret_hash: SECRET,
    chain: { id: 2, anchor: 'f'.repeat(64), round: 4 },
    segment: 1,
    color: 'black',
    bets: [],
    created_at: '2026-01-01T00:00:00Z',
    ended_at: '2026-01-01T00:00:32Z',
    ...overrides,
  };
}

describe('wheel round verifier', () => {
  it('reproduces the published vector: segment 1, black', () => {
    const result = verifyWheelRoundNow(claim);
    expect(result).toMatchObject({ computedSegment: 1, computedColour: 'black', verdict: 'match' });
    expect(result.checks).toEqual({ publicHash: 'pass', chain: 'skipped', segment: 'pass' });
  });

  it('flags a recorded segment or public hash the secret does not give', () => {
    const wrong = verifyWheelRoundNow({ ...claim, recordedSegment: 0 });
    expect(wrong.checks.segment).toBe('fail');
    expect(wrong.verdict).toBe('mismatch');
    expect(verifyWheelRoundNow({ ...claim, publicHash: sha256Hex('other') }).checks.publicHash).toBe('fail');
    expect(verifyWheelRoundNow({ ...claim, recordedSegment: null }).checks.segment).toBe('skipped');
  });

  it('checks the secret against the published chain', () => {
    const seed = 'wheel verifier seed';
    const secretHash = chainSecret(seed, 20, 5);
    const chained: WheelClaim = {
      ...claim,
      secretHash,
      publicHash: sha256Hex(secretHash),
      recordedSegment: null,
      chain: { anchor: chainAnchor(seed, 20), round: 5 },
    };
    expect(verifyWheelRoundNow(chained).checks).toMatchObject({ publicHash: 'pass', chain: 'pass' });
    expect(verifyWheelRound(chained, null).verdict).toBe('mismatch');
  });

  it('turns a loaded round into a claim once its secret is out', () => {
    expect(wheelClaimFromGame(game())).toEqual({ ...claim, chain: { anchor: 'f'.repeat(64), round: 4 } });
    expect(wheelClaimFromGame(game({ phase: 'betting', secret_hash: null, segment: null, color: null }))).toBe(
      'not_revealed',
    );
    // A voided round shows its secret but never spun: nothing to compare, the hashes still checked.
    const voided = wheelClaimFromGame(game({ phase: 'voided', segment: null, color: null }));
    expect(voided).toMatchObject({ recordedSegment: null });
  });

  it('reads hand-entered values, segment optional', () => {
    const input = { secret: ` ${SECRET.toUpperCase()} `, publicHash: PUBLIC, roundId: '9', segment: '#1' };
    expect(wheelClaimFromInput(input)).toEqual(claim);
    expect(wheelClaimFromInput({ ...input, segment: '' })).toEqual({ ...claim, recordedSegment: null });
    expect(wheelClaimFromInput({ ...input, segment: '0' })).toMatchObject({ recordedSegment: 0 });
    expect(wheelClaimFromInput({ ...input, segment: '54' })).toBe('bad_segment');
    expect(wheelClaimFromInput({ ...input, segment: '01' })).toBe('bad_segment');
    expect(wheelClaimFromInput({ ...input, roundId: '0' })).toBe('bad_round');
    expect(wheelClaimFromInput({ ...input, secret: 'xyz' })).toBe('bad_secret');
    expect(wheelClaimFromInput({ ...input, publicHash: '' })).toBe('bad_public');
  });
});
