import type { ScheduledMessage } from '../fanout/protocol';

/** What a recorded crash broadcast stream shows about the rounds it covered. */
export interface CrashStreamPhases {
  /** `crashStartTimer` seen: betting countdowns that began (waiting phases). */
  waiting: number;
  /** `crashStart` seen: runs that began (running phases). */
  running: number;
  /** `crashEnd` seen: crashes. */
  crashed: number;
  /** Rounds whose countdown, start and crash all fell inside the window. */
  fullRounds: number;
  /** Time spent in running phases inside the window. */
  runningMs: number;
  /** Messages received while a round ran (between its `crashStart` and its `crashEnd`): the sync ticks. */
  messagesWhileRunning: number;
}

function roundIdOf(message: ScheduledMessage): unknown {
  const payload = message.args[0];
  return typeof payload === 'object' && payload !== null ? (payload as { roundId?: unknown }).roundId : undefined;
}

/** Counts the phases of the rounds in one viewer's stream of a window `windowMs` long. */
export function crashStreamPhases(messages: ScheduledMessage[], windowMs: number): CrashStreamPhases {
  const phases: CrashStreamPhases = {
    waiting: 0,
    running: 0,
    crashed: 0,
    fullRounds: 0,
    runningMs: 0,
    messagesWhileRunning: 0,
  };
  const seenByRound = new Map<unknown, Set<string>>();
  let runningSince: number | undefined;
  for (const message of messages) {
    const roundId = roundIdOf(message);
    if (roundId !== undefined) {
      const seen = seenByRound.get(roundId) ?? new Set<string>();
      seen.add(message.event);
      seenByRound.set(roundId, seen);
    }
    if (message.event === 'crashStartTimer') {
      phases.waiting++;
    } else if (message.event === 'crashStart') {
      phases.running++;
      runningSince = message.offsetMs;
    } else if (message.event === 'crashEnd') {
      phases.crashed++;
      if (runningSince !== undefined) phases.runningMs += message.offsetMs - runningSince;
      runningSince = undefined;
    } else if (runningSince !== undefined) {
      phases.messagesWhileRunning++;
    }
  }
  if (runningSince !== undefined) phases.runningMs += windowMs - runningSince;
  for (const seen of seenByRound.values()) {
    if (seen.has('crashStartTimer') && seen.has('crashStart') && seen.has('crashEnd')) phases.fullRounds++;
  }
  return phases;
}
