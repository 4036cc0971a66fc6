import { BATTLE } from '@skinbet/shared/games/battles/battles.machine';
import { describe, expect, it } from 'vitest';
import {
  addDraftCase,
  draftBlocker,
  draftCount,
  draftSeatCost,
  draftTotal,
  removeDraftCase,
  removeDraftRound,
} from './battle-draft';

const prices = new Map([
  [1, 0.07],
  [2, 2.49],
  [3, 10],
]);

describe('battle draft', () => {
  it('adds a case once more each time, up to the limit', () => {
    let cases: readonly number[] = [];
    cases = addDraftCase(cases, 1);
    cases = addDraftCase(cases, 2);
    cases = addDraftCase(cases, 1);
    expect(cases).toEqual([1, 2, 1]);
    expect(draftCount(cases, 1)).toBe(2);
    expect(draftCount(cases, 3)).toBe(0);

    const full = Array.from({ length: BATTLE.maxCases }, () => 1);
    expect(addDraftCase(full, 2)).toHaveLength(BATTLE.maxCases);
  });

  it('removes one round of a case (its last) or a given round', () => {
    expect(removeDraftCase([1, 2, 1, 3], 1)).toEqual([1, 2, 3]);
    expect(removeDraftCase([2, 3], 1)).toEqual([2, 3]);
    expect(removeDraftRound([1, 2, 1, 3], 0)).toEqual([2, 1, 3]);
  });

  it('sums the prices exactly (in cents), and the pot for every seat', () => {
    const cases = Array.from({ length: 5 }, () => 1);
    expect(draftSeatCost(cases, prices)).toBe(0.35);
    expect(draftSeatCost([1, 2, 3], prices)).toBe(12.56);
    expect(draftSeatCost([], prices)).toBe(0);
    expect(draftTotal(12.56, '1v1')).toBe(25.12);
    expect(draftTotal(0.07, '1v1v1')).toBe(0.21);
    expect(draftTotal(2.49, '2v2')).toBe(9.96);
  });

  it('says what stops the draft, first reason first', () => {
    const context = { signedIn: true, balance: 100, prices };
    const draft = { cases: [1, 2], clientSeed: 'Abc123xyz0Abc123' };
    expect(draftBlocker(draft, context)).toBeNull();
    expect(draftBlocker(draft, { ...context, signedIn: false })).toBe('signed_out');
    expect(draftBlocker({ ...draft, cases: [] }, context)).toBe('no_cases');
    expect(draftBlocker({ ...draft, cases: [1, 99] }, context)).toBe('unknown_case');
    expect(draftBlocker({ ...draft, clientSeed: '' }, context)).toBe('seed');
    expect(draftBlocker({ ...draft, clientSeed: 'has space' }, context)).toBe('seed');
    expect(draftBlocker({ ...draft, clientSeed: 'x'.repeat(33) }, context)).toBe('seed');
    expect(draftBlocker(draft, { ...context, balance: 2.55 })).toBe('balance');
    expect(draftBlocker(draft, { ...context, balance: 2.56 })).toBeNull();
  });
});
