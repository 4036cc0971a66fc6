import { describe, expect, it } from 'vitest';
import { ApiFailure } from '../../../lib/api-client';
import { alignedData, CHART_PALETTE, seriesColor } from './chart-data';
import { toCsv } from './csv';
import { ageOf, formatDay, formatDayShort } from './format';
import { areasForRole, sessionNeedsStepUp, staffRoleOf } from './roles';
import { applyUpdater, sortParams } from './table-query';
import { clearTwoFactorGate, isTwoFactorRefusal, noteAdminFailure, TWO_FACTOR_REQUIRED_KEY } from './two-factor-gate';

describe('console roles', () => {
  const areas = [
    { path: 'users', roles: ['admin', 'moderator'] as const },
    { path: 'audit', roles: ['admin'] as const },
  ];

  it('tells admins, moderators and players apart', () => {
    expect(staffRoleOf({ is_admin: true, is_moderator: true })).toBe('admin');
    expect(staffRoleOf({ is_admin: false, is_moderator: true })).toBe('moderator');
    expect(staffRoleOf({ is_admin: false, is_moderator: false })).toBeNull();
    expect(staffRoleOf(null)).toBeNull();
  });

  it('shows admins every area and moderators only theirs', () => {
    expect(areasForRole(areas, 'admin').map((area) => area.path)).toEqual(['users', 'audit']);
    expect(areasForRole(areas, 'moderator').map((area) => area.path)).toEqual(['users']);
  });
});

describe('two-factor gate', () => {
  it('is raised by the step-up refusal only', () => {
    expect(isTwoFactorRefusal(new ApiFailure(TWO_FACTOR_REQUIRED_KEY, 403, true))).toBe(true);
    expect(isTwoFactorRefusal(new ApiFailure('user_api.forbidden', 403, true))).toBe(false);
    expect(isTwoFactorRefusal(new Error(TWO_FACTOR_REQUIRED_KEY))).toBe(false);
    noteAdminFailure(new ApiFailure(TWO_FACTOR_REQUIRED_KEY, 403, true));
    clearTwoFactorGate();
  });
});

describe('ageOf', () => {
  const now = Date.parse('2026-12-07T12:00:00Z');
  it('uses the largest whole unit', () => {
    expect(ageOf('2026-12-07T11:59:30Z', now)).toEqual({ unit: 'seconds', count: 30 });
    expect(ageOf('2026-12-07T11:15:00Z', now)).toEqual({ unit: 'minutes', count: 45 });
    expect(ageOf('2026-12-07T09:00:00Z', now)).toEqual({ unit: 'hours', count: 3 });
    expect(ageOf('2026-12-04T12:00:00Z', now)).toEqual({ unit: 'days', count: 3 });
  });

  it('counts a future time or garbage as zero seconds', () => {
    expect(ageOf('2026-12-07T13:00:00Z', now)).toEqual({ unit: 'seconds', count: 0 });
    expect(ageOf('not a date', now)).toEqual({ unit: 'seconds', count: 0 });
  });

  it('formats a report day as that UTC day', () => {
    expect(formatDay('2026-12-07', 'en')).toBe('12/7/26');
    expect(formatDay('nonsense', 'en')).toBe('nonsense');
    expect(formatDayShort('2026-12-07', 'ru')).toBe('07.12');
    expect(formatDayShort('2026-12-07', 'en')).toBe('12/07');
  });
});

describe('toCsv', () => {
  it('quotes what needs quoting and ends lines with CRLF', () => {
    expect(
      toCsv(
        ['game', 'ggr'],
        [
          ['crash, fast', 12.5],
          ['say "hi"', null],
        ],
      ),
    ).toBe('game,ggr\r\n"crash, fast",12.5\r\n"say ""hi""",\r\n');
  });

  it('defuses text that a spreadsheet would run as a formula, but keeps negative numbers', () => {
    expect(toCsv(['a', 'b'], [['=SUM(A1)', -5]])).toBe("a,b\r\n'=SUM(A1),-5\r\n");
  });
});

describe('table query', () => {
  it('applies a value or a function of the previous one', () => {
    expect(applyUpdater(3, 1)).toBe(3);
    expect(applyUpdater((old: number) => old + 1, 1)).toBe(2);
  });

  it('turns the first sort into call fields', () => {
    expect(sortParams({ page: 1, sorting: [{ id: 'created_at', desc: true }], filters: {} })).toEqual({
      sort: 'created_at',
      order: 'desc',
    });
    expect(sortParams({ page: 1, sorting: [], filters: {} })).toEqual({});
  });
});

describe('chart data', () => {
  it('aligns every series to the days, padding with nulls', () => {
    expect(
      alignedData(
        ['2026-12-06', '2026-12-07'],
        [
          { label: 'a', values: [1] },
          { label: 'b', values: [2, 3, 4] },
        ],
      ),
    ).toEqual([
      [Date.parse('2026-12-06T00:00:00Z') / 1000, Date.parse('2026-12-07T00:00:00Z') / 1000],
      [1, null],
      [2, 3],
    ]);
  });

  it('gives series without a colour the palette in turn', () => {
    expect(seriesColor({ label: 'a', values: [] }, 1)).toBe(CHART_PALETTE[1]);
    expect(seriesColor({ label: 'a', values: [], color: '#fff' }, 1)).toBe('#fff');
  });
});

describe('sessionNeedsStepUp', () => {
  const now = Date.parse('2026-12-07T12:00:00Z');
  const user = (until: string | null) => ({ two_factor: { enabled: true, stepped_up_until: until } });

  it('asks nothing where staff two-factor is optional', () => {
    expect(sessionNeedsStepUp(user(null), false, now)).toBe(false);
  });

  it('asks a session that never stepped up, or whose step-up ran out', () => {
    expect(sessionNeedsStepUp(user(null), true, now)).toBe(true);
    expect(sessionNeedsStepUp(user('2026-12-07T11:59:59Z'), true, now)).toBe(true);
    expect(sessionNeedsStepUp(user('2026-12-07T15:00:00Z'), true, now)).toBe(false);
  });
});
