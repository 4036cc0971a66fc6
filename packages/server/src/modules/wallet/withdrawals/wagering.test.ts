import { describe, expect, it } from 'vitest';
import type { WageringCreditKind } from '@skinbet/shared/ledger';
import { foldWagering, type CreditInterval } from './wagering';

const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 0, minute));
const credit = (kind: WageringCreditKind, amount: number, minute: number, stakedUntilNext = 0): CreditInterval => ({
  kind,
  amount,
  at: at(minute),
  stakedUntilNext,
});
const remainders = (credits: CreditInterval[]) => foldWagering(credits).credits.map((standing) => standing.unwagered);

describe('the wagering fold: each credit wagered by stakes after it, oldest first', () => {
  it('owes nothing without credits (stakes before any credit count for nothing)', () => {
    expect(foldWagering([])).toEqual({ credits: [], unwagered: 0 });
  });

  it('does not let play before a deposit pre-pay it (the issue: 152.95 staked, then 50 + a 10 bonus)', () => {
    // The deposit and its bonus are booked in one transaction: the deposit's interval is empty.
    const fresh = foldWagering([credit('deposit', 5_000, 10), credit('deposit_bonus', 1_000, 10)]);
    expect(fresh.unwagered).toBe(6_000);
    expect(fresh.credits).toEqual([
      { kind: 'deposit', amount: 5_000, at: at(10), unwagered: 5_000 },
      { kind: 'deposit_bonus', amount: 1_000, at: at(10), unwagered: 1_000 },
    ]);
  });

  it('pays the oldest credit first, then the next, and leaves the right remainder', () => {
    expect(remainders([credit('deposit', 5_000, 10), credit('deposit_bonus', 1_000, 10, 3_000)])).toEqual([
      2_000, 1_000,
    ]);
    expect(remainders([credit('deposit', 5_000, 10), credit('deposit_bonus', 1_000, 10, 5_500)])).toEqual([0, 500]);
    expect(foldWagering([credit('deposit', 5_000, 10), credit('deposit_bonus', 1_000, 10, 6_000)]).unwagered).toBe(0);
  });

  it('loses what an interval staked beyond the credits before it: it never pre-pays a later credit', () => {
    // 100 staked after the first deposit of 20: 80 of it is lost, the second deposit owes all of its 30.
    expect(remainders([credit('deposit', 2_000, 10, 10_000), credit('deposit', 3_000, 20)])).toEqual([0, 3_000]);
  });

  it('lets later play pay an older credit before a newer one', () => {
    // 10 after the first (20), 25 after the second (30): the first's remaining 10, then 15 of the second.
    expect(remainders([credit('deposit', 2_000, 10, 1_000), credit('promo_balance', 3_000, 20, 2_500)])).toEqual([
      0, 1_500,
    ]);
  });

  it('counts the demo credit like any other credit', () => {
    const fold = foldWagering([credit('demo_credit', 10_000, 0, 4_000)]);
    expect(fold).toEqual({
      credits: [{ kind: 'demo_credit', amount: 10_000, at: at(0), unwagered: 6_000 }],
      unwagered: 6_000,
    });
  });

  it('keeps every credit with its own remainder across many intervals', () => {
    const fold = foldWagering([
      credit('demo_credit', 1_000, 0, 400),
      credit('deposit', 2_000, 10, 0),
      credit('deposit_bonus', 500, 10, 1_700),
      credit('promo_balance', 300, 30, 1_000),
    ]);
    // 400 → demo 600 left; 1 700 → demo paid, deposit 900 left; 1 000 → deposit paid, bonus 400 left.
    expect(fold.credits.map((standing) => standing.unwagered)).toEqual([0, 0, 400, 300]);
    expect(fold.unwagered).toBe(700);
  });
});
