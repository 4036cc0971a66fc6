import { describe, expect, it } from 'vitest';
import type { RgEventDto } from '@skinbet/shared/schemas/responsible-gambling-admin.schemas';
import { eventDetail, exclusionView, sortLimits } from './rg-view';

const event = (over: Partial<RgEventDto>): RgEventDto => ({
  at: '2026-12-07T10:00:00.000Z',
  event: 'limit_set',
  kind: 'deposit',
  period: 'day',
  amount: 50,
  ...over,
});

describe('exclusionView', () => {
  it('has none when no kind is in force', () => {
    expect(exclusionView({ kind: null, until: null })).toEqual({ state: 'none' });
  });

  it('tells an exclusion with an end from one for good and one waiting to reopen', () => {
    const until = '2027-01-01T00:00:00.000Z';
    expect(exclusionView({ kind: 'timeout', until })).toEqual({ state: 'until', kind: 'timeout', until });
    expect(exclusionView({ kind: 'self_exclusion', until: null, permanent: true })).toEqual({
      state: 'for_good',
      kind: 'self_exclusion',
    });
    expect(exclusionView({ kind: 'self_exclusion', until: null, permanent: false, can_reopen: true })).toEqual({
      state: 'awaiting_reopen',
      kind: 'self_exclusion',
    });
    expect(
      exclusionView({ kind: 'self_exclusion', until: null, can_reopen: false, reopen_at: '2026-12-08T10:00:00.000Z' }),
    ).toEqual({ state: 'reopening', kind: 'self_exclusion', at: '2026-12-08T10:00:00.000Z' });
  });
});

describe('eventDetail', () => {
  it('reads a limit change with "none" for a removal, a cancellation or refusal without an amount as nothing', () => {
    expect(eventDetail(event({ event: 'limit_raise_requested', amount: null }))).toEqual({
      about: 'limit',
      kind: 'deposit',
      period: 'day',
      amount: null,
      showNone: true,
    });
    expect(eventDetail(event({ event: 'limit_hit', amount: null })).about).toBe('limit');
    expect(eventDetail(event({ event: 'limit_hit', amount: null }))).toMatchObject({ showNone: false });
    expect(eventDetail(event({ event: 'limit_raise_cancelled', amount: null }))).toMatchObject({ showNone: false });
  });

  it('reads an exclusion in days (null for good) and the reality check in minutes', () => {
    expect(
      eventDetail(event({ event: 'exclusion_started', kind: 'self_exclusion', period: null, amount: null })),
    ).toEqual({ about: 'exclusion', kind: 'self_exclusion', days: null });
    expect(eventDetail(event({ event: 'reality_check_set', kind: null, period: null, amount: 15 }))).toEqual({
      about: 'reality_check',
      minutes: 15,
    });
  });
});

describe('sortLimits', () => {
  it('orders the slots by kind, then from the shortest window', () => {
    const rows = [
      { kind: 'wager', period: 'day' },
      { kind: 'deposit', period: 'month' },
      { kind: 'loss', period: 'week' },
      { kind: 'deposit', period: 'day' },
    ];
    expect(sortLimits(rows).map((row) => `${row.kind}:${row.period}`)).toEqual([
      'deposit:day',
      'deposit:month',
      'loss:week',
      'wager:day',
    ]);
  });
});
