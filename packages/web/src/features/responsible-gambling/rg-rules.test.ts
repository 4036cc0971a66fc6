import { describe, expect, it } from 'vitest';
import {
  assessmentResult,
  clockOffset,
  formatPlayed,
  hasDepositLimit,
  limitChange,
  limitLeft,
  minutesPlayed,
  nextReminderAt,
  parseLimitInput,
} from './rg-rules';

const MINUTE = 60_000;
const START = Date.parse('2026-12-07T12:00:00Z');

describe('nextReminderAt', () => {
  it('falls one interval after the sign-in', () => {
    expect(nextReminderAt(START, 15, START)).toBe(START + 15 * MINUTE);
    expect(nextReminderAt(START, 60, START + 59 * MINUTE)).toBe(START + 60 * MINUTE);
  });

  it('is strictly after the given moment: a reminder just shown is not shown again', () => {
    expect(nextReminderAt(START, 30, START + 30 * MINUTE)).toBe(START + 60 * MINUTE);
    expect(nextReminderAt(START, 30, START + 30 * MINUTE - 1)).toBe(START + 30 * MINUTE);
  });

  it('skips reminders that fell while the page was closed', () => {
    expect(nextReminderAt(START, 15, START + 100 * MINUTE)).toBe(START + 105 * MINUTE);
  });

  it('a moment before the sign-in (a clock far behind) still waits a whole interval', () => {
    expect(nextReminderAt(START, 15, START - 5 * MINUTE)).toBe(START + 15 * MINUTE);
  });
});

describe('clock and minutes', () => {
  it('the offset corrects a device clock running behind', () => {
    expect(clockOffset('2026-12-07T12:10:00Z', START)).toBe(10 * MINUTE);
  });

  it('shows minutes played as hours:minutes', () => {
    expect(formatPlayed(0)).toBe('0:00');
    expect(formatPlayed(65)).toBe('1:05');
    expect(formatPlayed(600)).toBe('10:00');
  });

  it('counts whole minutes played', () => {
    expect(minutesPlayed(START, START + 61 * MINUTE + 59_000)).toBe(61);
    expect(minutesPlayed(START, START - MINUTE)).toBe(0);
  });
});

describe('parseLimitInput', () => {
  it('takes positive amounts in cents, with a decimal comma', () => {
    expect(parseLimitInput('50')).toEqual({ ok: true, amount: 50 });
    expect(parseLimitInput(' 12,5 ')).toEqual({ ok: true, amount: 12.5 });
    expect(parseLimitInput('0.01')).toEqual({ ok: true, amount: 0.01 });
  });

  it('refuses empty, zero, negative, sub-cent and non-numbers', () => {
    expect(parseLimitInput('  ')).toEqual({ ok: false, reason: 'empty' });
    for (const text of ['0', '0.00', '-5', '1.001', 'abc', '1e3']) {
      expect(parseLimitInput(text), text).toEqual({ ok: false, reason: 'invalid' });
    }
  });
});

describe('limitChange', () => {
  it('setting and lowering are at once; raising and removing wait', () => {
    expect(limitChange(null, 100)).toBe('now');
    expect(limitChange(100, 99.99)).toBe('now');
    expect(limitChange(100, 100.01)).toBe('delayed');
    expect(limitChange(100, null)).toBe('delayed');
    expect(limitChange(100, 100)).toBe('same');
    expect(limitChange(null, null)).toBe('same');
  });
});

describe('limitLeft and hasDepositLimit', () => {
  it('left is the amount minus what was used, never below zero', () => {
    expect(limitLeft({ amount: 100, used: 30.1 })).toBe(69.9);
    expect(limitLeft({ amount: 10, used: 12 })).toBe(0);
    expect(limitLeft({ amount: null, used: 12 })).toBeNull();
  });

  it('a deposit limit in force or pending counts', () => {
    const slot = { period: 'day' as const, used: 0 };
    expect(hasDepositLimit([{ ...slot, kind: 'loss', amount: 5 }])).toBe(false);
    expect(hasDepositLimit([{ ...slot, kind: 'deposit', amount: 5 }])).toBe(true);
    expect(
      hasDepositLimit([{ ...slot, kind: 'deposit', amount: null, pending: { amount: 5, effective_at: '' } }]),
    ).toBe(true);
  });
});

describe('assessmentResult', () => {
  it('waits for every answer', () => {
    expect(assessmentResult([false, false])).toBeNull();
    expect(assessmentResult([false, false, false, false, undefined])).toBeNull();
  });

  it('any yes is a reason to act', () => {
    expect(assessmentResult([false, false, false, false, false])).toEqual({ yes: 0, act: false });
    expect(assessmentResult([false, false, true, false, false])).toEqual({ yes: 1, act: true });
    expect(assessmentResult([true, true, true, true, true])).toEqual({ yes: 5, act: true });
  });
});
