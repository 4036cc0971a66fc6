import { defineRoundMachine } from '@skinbet/shared/games/round-machine';
import type { FastifyBaseLogger } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import type { EngineLoop } from '../../platform/leader/engine-loop';
import { createRoundEngine, type RoundPlan } from './round-engine';
import type { StoredRound } from './rounds-table.repository';

type Phase = 'betting' | 'spinning' | 'finished' | 'voided';
const machine = defineRoundMachine<Phase>({
  game: 'test',
  initial: 'betting',
  transitions: { betting: ['spinning', 'voided'], spinning: ['finished'], finished: [], voided: [] },
  secretPublicIn: ['spinning', 'finished', 'voided'],
});

const NOW = 1_000_000;

/** One stored round in memory and a database clock that stands still: every deadline has passed. */
function storedRounds(first: Phase) {
  let round: StoredRound<Phase> = {
    id: 1,
    chainId: 1,
    chainRound: 1,
    secretHash: 's',
    publicHash: 'p',
    phase: first,
    createdAt: NOW - 10,
    endedAt: first === 'finished' ? NOW - 10 : null,
  };
  return {
    machine,
    latestAndNow: async () => ({ round, now: NOW }),
    now: async () => NOW,
    phaseAndNow: async (id: number) => ({ phase: id === round.id ? round.phase : undefined, now: NOW }),
    isPaused: async () => false,
    onChange: () => () => undefined,
    set(phase: Phase) {
      round = { ...round, phase, endedAt: machine.terminal.includes(phase) ? NOW : null };
    },
    open() {
      round = { ...round, id: round.id + 1, phase: 'betting', endedAt: null };
    },
  };
}

/** A logger whose `error` resolves `failed` (a step that threw). */
function logger() {
  let report: (error: unknown) => void = () => undefined;
  const failed = new Promise<unknown>((resolve) => (report = resolve));
  const log = { error: (details: { err: unknown }) => report(details.err) } as unknown as FastifyBaseLogger;
  return { log, failed };
}

describe('round engine', () => {
  let engine: EngineLoop | undefined;
  afterEach(async () => engine?.stop());

  it('runs each deadline transition once, in machine order, then opens the next round', async () => {
    const rounds = storedRounds('betting');
    const calls: string[] = [];
    let opened: (calls: string[]) => void = () => undefined;
    const done = new Promise<string[]>((resolve) => (opened = resolve));
    engine = createRoundEngine({
      rounds,
      log: logger().log,
      pauseMs: 0,
      async open() {
        calls.push('open');
        rounds.open();
        opened([...calls]);
      },
      next: (round): RoundPlan<Phase> =>
        round.phase === 'betting'
          ? {
              kind: 'deadline',
              at: NOW - 1,
              to: 'spinning',
              run: async () => (calls.push('spin'), rounds.set('spinning'), true),
            }
          : {
              kind: 'deadline',
              at: NOW - 1,
              to: 'finished',
              run: async () => (calls.push('pay'), rounds.set('finished'), true),
            },
    });
    engine.start();
    expect(await done).toEqual(['spin', 'pay', 'open']);
  });

  it('fails a step whose plan the machine refuses, before waiting or running it', async () => {
    const rounds = storedRounds('spinning');
    const { log, failed } = logger();
    let ran = false;
    engine = createRoundEngine({
      rounds,
      log,
      pauseMs: 0,
      open: async () => undefined,
      // spinning → betting is no move of the machine.
      next: () => ({ kind: 'deadline', at: NOW - 1, to: 'betting', run: async () => (ran = true) }),
    });
    engine.start();
    expect(String(await failed)).toContain('test round: no transition spinning → betting');
    expect(ran).toBe(false);
  });

  it('resumes a round in play on its first step only', async () => {
    const rounds = storedRounds('betting');
    const resumed: number[] = [];
    let spun: () => void = () => undefined;
    const done = new Promise<void>((resolve) => (spun = resolve));
    engine = createRoundEngine({
      rounds,
      log: logger().log,
      pauseMs: 0,
      open: async () => undefined,
      resume: async (round) => void resumed.push(round.id),
      next: (round) =>
        round.phase === 'betting'
          ? { kind: 'deadline', at: NOW - 1, to: 'spinning', run: async () => (rounds.set('spinning'), true) }
          : { kind: 'custom', run: async () => (rounds.set('finished'), spun()) },
    });
    engine.start();
    await done;
    expect(resumed).toEqual([1]);
  });
});
