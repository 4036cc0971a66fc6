import { describe, expect, it } from 'vitest';
import { CRASH_MACHINE } from './crash.machine';
import { JACKPOT_MACHINE } from './jackpot.machine';
import {
  assertTransition,
  canTransition,
  defineRoundMachine,
  IllegalTransitionError,
  isSecretPublic,
  isTerminal,
  isVoidable,
  unfinishedPhases,
} from './round-machine';

type Phase = 'betting' | 'spinning' | 'finished' | 'voided';
const machine = defineRoundMachine<Phase>({
  game: 'test',
  initial: 'betting',
  transitions: { betting: ['spinning', 'voided'], spinning: ['finished'], finished: [], voided: [] },
  secretPublicIn: ['spinning', 'finished', 'voided'],
});

describe('round machine', () => {
  it('derives terminal, completed, voidable and unfinished phases from the transitions', () => {
    expect(machine.phases).toEqual(['betting', 'spinning', 'finished', 'voided']);
    expect(machine.terminal).toEqual(['finished', 'voided']);
    expect(machine.completed).toEqual(['finished']);
    expect(machine.voidable).toEqual(['betting']);
    expect(unfinishedPhases(machine)).toEqual(['betting', 'spinning']);
    expect(isTerminal(machine, 'finished')).toBe(true);
    expect(isTerminal(machine, 'spinning')).toBe(false);
  });

  it('allows only the listed moves and throws a clear error on any other', () => {
    expect(canTransition(machine, 'betting', 'spinning')).toBe(true);
    expect(() => assertTransition(machine, 'spinning', 'finished')).not.toThrow();
    expect(canTransition(machine, 'spinning', 'betting')).toBe(false);
    expect(canTransition(machine, 'finished', 'voided')).toBe(false);
    expect(() => assertTransition(machine, 'betting', 'finished')).toThrow(IllegalTransitionError);
    expect(() => assertTransition(machine, 'spinning', 'voided')).toThrow(
      'test round: no transition spinning → voided',
    );
  });

  it('lets a round be voided only from its voidable phases', () => {
    expect(isVoidable(machine, 'betting')).toBe(true);
    for (const phase of ['spinning', 'finished', 'voided'] as const) expect(isVoidable(machine, phase)).toBe(false);
  });

  it('shows the secret only in the phases that publish it', () => {
    expect(isSecretPublic(machine, 'betting')).toBe(false);
    expect(isSecretPublic(machine, 'voided')).toBe(true);
  });

  it('refuses a malformed table at definition time', () => {
    const define = (transitions: Record<string, string[]>, initial = 'a') =>
      defineRoundMachine<string>({ game: 'bad', initial, transitions, secretPublicIn: [] });
    expect(() => define({ a: ['b'], b: [] })).toThrow("has no 'voided' phase");
    expect(() => define({ a: ['nowhere'], voided: [] })).toThrow('unknown phase nowhere');
    expect(() => define({ a: ['voided'], voided: ['a'] })).toThrow("'voided' must be terminal");
    expect(() => define({ a: ['voided'], voided: [] }, 'voided')).toThrow('is terminal');
  });

  it('describes crash and jackpot as the games play them', () => {
    expect(CRASH_MACHINE.voidable).toEqual(['waiting', 'running']);
    expect(CRASH_MACHINE.completed).toEqual(['crashed']);
    expect(unfinishedPhases(CRASH_MACHINE)).toEqual(['waiting', 'running']);
    expect(JACKPOT_MACHINE.voidable).toEqual(['waiting', 'betting']);
    expect(JACKPOT_MACHINE.completed).toEqual(['finished']);
    expect(unfinishedPhases(JACKPOT_MACHINE)).toEqual(['waiting', 'betting', 'spinning']);
    // Once the winner is fixed the round cannot be voided: whoever saw it could undo the result.
    expect(() => assertTransition(JACKPOT_MACHINE, 'spinning', 'voided')).toThrow(IllegalTransitionError);
  });
});
