import { describe, expect, it } from 'vitest';
import { changeLines, showValue } from './audit-diff';

describe('changeLines', () => {
  it('lists only the fields that changed, in key order', () => {
    expect(changeLines({ status: 'pending', amount: 10, note: 'x' }, { status: 'approved', amount: 10 })).toEqual([
      { field: 'note', before: 'x', after: '—' },
      { field: 'status', before: 'pending', after: 'approved' },
    ]);
  });

  it('treats a missing side as empty (a creation or a deletion)', () => {
    expect(changeLines(null, { banned: true })).toEqual([{ field: 'banned', before: '—', after: 'true' }]);
    expect(changeLines({ banned: true }, null)).toEqual([{ field: 'banned', before: 'true', after: '—' }]);
  });

  it('compares nested values as JSON', () => {
    expect(changeLines({ odds: [1, 2] }, { odds: [1, 3] })).toEqual([
      { field: 'odds', before: '[1,2]', after: '[1,3]' },
    ]);
  });

  it('shows plain values whole, and nothing when both are empty', () => {
    expect(changeLines(5, 7)).toEqual([{ field: null, before: '5', after: '7' }]);
    expect(changeLines(null, null)).toEqual([]);
  });

  it('shows strings as they are', () => {
    expect(showValue('crash')).toBe('crash');
    expect(showValue(undefined)).toBe('—');
  });
});
