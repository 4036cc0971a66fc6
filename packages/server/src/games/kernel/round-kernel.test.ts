import { CRASH_MACHINE } from '@skinbet/shared/games/crash.machine';
import { JACKPOT_MACHINE } from '@skinbet/shared/games/jackpot.machine';
import { IllegalTransitionError } from '@skinbet/shared/games/round-machine';
import { describe, expect, it } from 'vitest';
import type { Database, Transaction } from '../../db/client';
import type { FairnessChains } from '../fairness/chain.service';
import { crashRoundStore } from '../crash/crash.repository';
import { jackpotRoundStore } from '../jackpot/jackpot.repository';
import { createRoundKernel } from './round-kernel';

/** A database handle that records every use of it: a refused transition must not touch it at all. */
function recordingHandle<T>(): { handle: T; touched: string[] } {
  const touched: string[] = [];
  const handle = new Proxy(
    {},
    {
      get(_target, property) {
        touched.push(String(property));
        throw new Error(`the database was used: ${String(property)}`);
      },
    },
  ) as T;
  return { handle, touched };
}

describe('round kernel transitions', () => {
  const db = recordingHandle<Database>();
  const fairness = {} as FairnessChains;
  const crash = createRoundKernel({
    db: db.handle,
    fairness,
    machine: CRASH_MACHINE,
    store: crashRoundStore,
    notVoidable: 'crash_api.not_voidable',
  });
  const jackpot = createRoundKernel({
    db: db.handle,
    fairness,
    machine: JACKPOT_MACHINE,
    store: jackpotRoundStore,
    notVoidable: 'jackpot_api.not_voidable',
  });

  it.each([
    ['crashed', 'voided'],
    ['running', 'waiting'],
    ['waiting', 'crashed'],
    ['voided', 'running'],
  ] as const)('refuses crash %s → %s before any SQL', async (from, to) => {
    const tx = recordingHandle<Transaction>();
    await expect(crash.transition(tx.handle, { id: 1, from, to })).rejects.toThrow(IllegalTransitionError);
    expect(tx.touched).toEqual([]);
  });

  it('refuses to void a jackpot round once its winner is fixed, before any SQL', async () => {
    const tx = recordingHandle<Transaction>();
    await expect(jackpot.transition(tx.handle, { id: 1, from: 'spinning', to: 'voided' })).rejects.toThrow(
      'jackpot round: no transition spinning → voided',
    );
    expect(tx.touched).toEqual([]);
    expect(db.touched).toEqual([]);
  });

  it('reveals a secret only in the phases the machine makes public', () => {
    const round = { secretHash: 'c0ffee' };
    expect(crash.reveal({ ...round, phase: 'running' })).toBeNull();
    expect(crash.reveal({ ...round, phase: 'crashed' })).toBe('c0ffee');
    expect(jackpot.reveal({ ...round, phase: 'betting' })).toBeNull();
    expect(jackpot.reveal({ ...round, phase: 'spinning' })).toBe('c0ffee');
    expect(jackpot.reveal({ ...round, phase: 'voided' })).toBe('c0ffee');
  });
});
