import { describe, expect, it } from 'vitest';
import { foldExclusions, presentExclusion } from './exclusion-state';
import type { ClosingRow } from './exclusions.repository';

const at = (iso: string) => new Date(iso);
const row = (fields: Partial<ClosingRow>): ClosingRow => ({
  kind: 'timeout',
  until: at('2030-01-01T00:00:00Z'),
  inPeriod: true,
  reopenRequestedAt: null,
  reopenAt: null,
  ...fields,
});

/** The union of the rows closing play (docs/product/responsible-gambling.md "Time-out and self-exclusion"). */
describe('foldExclusions', () => {
  it('is null when nothing closes play', () => {
    expect(foldExclusions([])).toBeNull();
    expect(presentExclusion(null)).toEqual({ kind: null, until: null });
  });

  it('ends at the latest end: a shorter second exclusion does not shorten the first', () => {
    const state = foldExclusions([
      row({ until: at('2030-01-07T00:00:00Z') }),
      row({ until: at('2030-01-02T00:00:00Z') }),
      row({ kind: 'self_exclusion', until: at('2030-01-05T00:00:00Z') }),
    ]);
    expect(state).toEqual({
      kind: 'timeout',
      until: at('2030-01-07T00:00:00Z'),
      permanent: false,
      canReopen: false,
      reopenAt: null,
    });
  });

  it('is for good when any self-exclusion is', () => {
    expect(foldExclusions([row({}), row({ kind: 'self_exclusion', until: null })])).toMatchObject({
      kind: 'self_exclusion',
      until: null,
      permanent: true,
      canReopen: false,
    });
  });

  it('waits for a reopen request after a self-exclusion period, not while another exclusion runs', () => {
    const over = row({ kind: 'self_exclusion', until: at('2020-01-01T00:00:00Z'), inPeriod: false });
    expect(foldExclusions([over])).toMatchObject({ until: null, canReopen: true, reopenAt: null });
    expect(foldExclusions([over, row({})])).toMatchObject({ kind: 'self_exclusion', until: null, canReopen: false });
    const asked = { ...over, reopenRequestedAt: at('2030-01-01T00:00:00Z'), reopenAt: at('2030-01-02T00:00:00Z') };
    expect(foldExclusions([asked])).toMatchObject({ canReopen: false, reopenAt: at('2030-01-02T00:00:00Z') });
    // One asked, one not: still waiting for a request.
    expect(foldExclusions([asked, over])).toMatchObject({ canReopen: true, reopenAt: null });
  });
});
