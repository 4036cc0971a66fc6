import { describe, expect, it } from 'vitest';
import { sha256Hex } from '@skinbet/shared/fairness/hash';
import { bonusClaimFromInput, bonusInputFromParams, verifyBonus, type BonusInput } from './verify-bonus';
import { giveawayClaimFromInput, giveawayInputFromParams, verifyGiveaway } from './verify-giveaway';

/** docs/fairness/formulas.md "Reference vectors": the first row's secret and public hash. */
const SECRET = '0a0a3725fb8ea7ed4c621afb9bb4ea2f31039659d79c6e91556410ff38f36a80';
const PUBLIC = 'a6f57d69f66f23e06f459bcc5b55bd7ee4a46d05f6d13b47cbf810b12d2c2c8a';

describe('giveaway draw check', () => {
  const input = { id: '3', secret: SECRET, public: PUBLIC, participants: '7', place: '7' };

  it('reproduces the reference vector (giveaway 3, N = 7 → index 6)', () => {
    const claim = giveawayClaimFromInput(input);
    if (typeof claim === 'string') throw new Error(claim);
    const result = verifyGiveaway(claim);
    expect([result.index, result.place]).toEqual([6, 7]);
    expect(result.checks.publicHash).toBe(sha256Hex(SECRET) === PUBLIC ? 'pass' : 'fail');
    expect(result.checks.place).toBe('pass');
  });

  it('reads the dashboard link and flags a wrong winner or hash', () => {
    const params = new URLSearchParams({
      game: 'giveaway',
      manual: '',
      id: '3',
      secret: SECRET,
      public: PUBLIC,
      n: '7',
      place: '2',
    });
    const claim = giveawayClaimFromInput(giveawayInputFromParams(params));
    if (typeof claim === 'string') throw new Error(claim);
    expect(verifyGiveaway(claim)).toMatchObject({ checks: { place: 'fail' }, verdict: 'mismatch' });
    const tampered = giveawayClaimFromInput({ ...input, public: sha256Hex('other') });
    if (typeof tampered === 'string') throw new Error(tampered);
    expect(verifyGiveaway(tampered).checks.publicHash).toBe('fail');
    expect(verifyGiveaway({ ...claim, place: null }).checks.place).toBe('skipped');
  });

  it('names what is wrong with the values', () => {
    expect(giveawayClaimFromInput({ ...input, id: '0' })).toBe('bad_giveaway');
    expect(giveawayClaimFromInput({ ...input, secret: 'xyz' })).toBe('bad_secret');
    expect(giveawayClaimFromInput({ ...input, public: '' })).toBe('bad_public');
    expect(giveawayClaimFromInput({ ...input, participants: '0' })).toBe('no_participants');
    expect(giveawayClaimFromInput({ ...input, participants: 'x' })).toBe('bad_participants');
    expect(giveawayClaimFromInput({ ...input, place: '8' })).toBe('bad_place');
    expect(giveawayClaimFromInput({ ...input, secret: SECRET.toUpperCase(), place: ' ' })).toMatchObject({
      secretHash: SECRET,
      place: null,
    });
  });
});

describe('jackpot-bonus draw check', () => {
  const input: BonusInput = {
    period: '5',
    secret: SECRET,
    public: PUBLIC,
    ids: '1,2,3,4,5,6,7,8,9,10',
    winners: '8, 4, 9',
    pot: '10.01',
    sums: '5.01, 2.50, 2.50',
  };

  it('reproduces the reference vector (period 5, ids 1…10 → 8, 4, 9) and the shares of the pot', () => {
    const claim = bonusClaimFromInput(input);
    if (typeof claim === 'string') throw new Error(claim);
    const result = verifyBonus(claim);
    expect(result.winners).toEqual([8, 4, 9]);
    expect(result.sharesCents).toEqual([501, 250, 250]);
    expect(result.checks).toEqual({
      publicHash: sha256Hex(SECRET) === PUBLIC ? 'pass' : 'fail',
      winners: 'pass',
      shares: 'pass',
    });
  });

  it('reads the bonus panel link and flags other winners or sums', () => {
    const params = new URLSearchParams({ ...input, winners: '4,8,9', sums: '5,2.5,2.5' });
    const claim = bonusClaimFromInput(bonusInputFromParams(params));
    if (typeof claim === 'string') throw new Error(claim);
    expect(verifyBonus(claim)).toMatchObject({ checks: { winners: 'fail', shares: 'fail' }, verdict: 'mismatch' });
  });

  it('draws nothing without eligible players and skips what is not given', () => {
    const claim = bonusClaimFromInput({ ...input, ids: '', winners: '', sums: '', pot: '' });
    if (typeof claim === 'string') throw new Error(claim);
    expect(verifyBonus(claim)).toMatchObject({
      winners: [],
      sharesCents: null,
      checks: { winners: 'skipped', shares: 'skipped' },
    });
  });

  it('names what is wrong with the values', () => {
    expect(bonusClaimFromInput({ ...input, period: 'x' })).toBe('bad_period');
    expect(bonusClaimFromInput({ ...input, ids: '1,a' })).toBe('bad_ids');
    expect(bonusClaimFromInput({ ...input, ids: '2,1' })).toBe('unsorted_ids');
    expect(bonusClaimFromInput({ ...input, ids: '1,1' })).toBe('unsorted_ids');
    expect(bonusClaimFromInput({ ...input, winners: 'eight' })).toBe('bad_winners');
    expect(bonusClaimFromInput({ ...input, pot: '1,2' })).toBe('bad_pot');
    expect(bonusClaimFromInput({ ...input, sums: '1.234' })).toBe('bad_sums');
  });
});
