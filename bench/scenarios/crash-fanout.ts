import { describe, figures } from '../lib/crash-fanout/figures';
import { expectCrashBroadcasts, startCrashServer } from '../lib/crash-fanout/servers';
import { readSettings } from '../lib/crash-fanout/settings';
import { measureOurs } from '../lib/crash-fanout/windows';
import { twoDigits } from '../lib/fanout/figures';
import { runFanout } from '../lib/fanout/run-fanout';
import { median } from '../lib/measure';
import type { BenchOptions, MetricScenarioResult, Scenario } from '../lib/types';

/** Messages per viewer per second while a round runs (the sync ticks): at most this many. */
const STEADY_RATE_GOAL = 1;

const scenario: Scenario = {
  name: 'crash-fanout',
  title: 'crash round broadcasts to N socket.io viewers vs bare Socket.IO replaying the same schedule',
  description:
    'N Socket.IO clients (websocket) in a separate process watch crash rounds on our real server (child ' +
    'process, engine on with a short countdown); the stream our server broadcast during the window is then ' +
    'replayed by a bare Socket.IO 4 server to the same number of viewers at the same relative times. Compared: ' +
    'server CPU time per delivered message; also reported: p99 delivery lag and messages per viewer per second.',
  run: crashFanout,
};
export default scenario;

function crashFanout(options: BenchOptions): Promise<MetricScenarioResult[]> {
  const settings = readSettings(options);
  console.log(
    `  viewers ${settings.viewers.join(', ')}; ${settings.rounds} rounds per target; windows of whole crash rounds, ` +
      `≥ ${settings.minWindowMs / 1000} s; countdown ${settings.countdownMs} ms, pause ${settings.pauseMs} ms`,
  );
  const warmupSettings = { ...settings, minWindowMs: settings.warmupWindowMs };
  return runFanout(options, {
    scenario,
    viewers: settings.viewers,
    rounds: settings.rounds,
    startOurs: (dataDir) => startCrashServer(options, settings, dataDir),
    prepare: (ours) => expectCrashBroadcasts(ours.url, settings),
    measureOurs: (viewers, ours, count, warmup) =>
      measureOurs(viewers, ours, count, warmup ? warmupSettings : settings),
    figures,
    describe,
    // Our CPU per delivered message may be at most this multiple of bare Socket.IO's.
    goal: 1.1,
    lagFrom: 'serverTime',
    note: (rounds) =>
      `${twoDigits(median(rounds.map((round) => round.msgsPerViewerPerS)))} msg/viewer/s, ` +
      `${twoDigits(median(rounds.map((round) => round.steadyRate)))}/s running; ` +
      `${rounds.reduce((sum, round) => sum + round.phases.fullRounds, 0)} full crash rounds`,
    otherGoal: (ours) => {
      const steadyRate = median(ours.map((round) => round.steadyRate));
      return {
        met: steadyRate <= STEADY_RATE_GOAL,
        missed: `${twoDigits(steadyRate)} msg/viewer/s while running > ${STEADY_RATE_GOAL}`,
      };
    },
    details: (idle, ours) => ({
      countdownMs: settings.countdownMs,
      pauseMs: settings.pauseMs,
      minWindowMs: settings.minWindowMs,
      steadyRateGoal: STEADY_RATE_GOAL,
      oursSteadyRate: median(ours.map((round) => round.steadyRate)),
      idleCpuMsPerS: idle,
    }),
  });
}
