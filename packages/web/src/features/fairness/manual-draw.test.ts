import { describe, expect, it } from 'vitest';
import { checkManualDraw } from './manual-draw';

const claimFromInput = (input: { id: string }) => (input.id.trim() === '7' ? { id: 7 } : 'bad_id');

describe('checkManualDraw', () => {
  it('shows nothing for a form opened empty, but the problem once it is submitted so', () => {
    expect(checkManualDraw({ id: ' ' }, true, claimFromInput, 'fairness.x.problem')).toEqual({
      outcome: null,
      problem: null,
    });
    expect(checkManualDraw({ id: '' }, false, claimFromInput, 'fairness.x.problem')).toEqual({
      outcome: null,
      problem: 'fairness.x.problem.bad_id',
    });
  });

  it('gives the claim of valid values, opened from a link or submitted', () => {
    expect(checkManualDraw({ id: '7' }, true, claimFromInput, 'p')).toEqual({ outcome: { id: 7 }, problem: null });
    expect(checkManualDraw({ id: '8' }, true, claimFromInput, 'p')).toEqual({ outcome: null, problem: 'p.bad_id' });
  });
});
