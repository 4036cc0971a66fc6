import { CHAT } from '@skinbet/shared/chat';
import { envInteger, envViewers } from '../lib/env';
import { postMessages, signInSenders, type Sender } from '../lib/fanout/chat-senders';
import { describeWindow, twoDigits, windowFigures } from '../lib/fanout/figures';
import { startOurServer } from '../lib/fanout/processes';
import { runFanout, type OurServer } from '../lib/fanout/run-fanout';
import { connectViewers, disconnectViewers, measureWindow, type Measured } from '../lib/fanout/windows';
import { median } from '../lib/measure';
import type { ManagedProcess } from '../lib/processes';
import type { BenchOptions, MetricScenarioResult, Scenario } from '../lib/types';

/** Our CPU per delivered chat message may be at most this multiple of bare Socket.IO's (issue 6). */
const GOAL = 1.25;
/** Lead time between asking the viewers to open a window and its start. */
const WINDOW_LEAD_MS = 1_000;

const scenario: Scenario = {
  name: 'chat-fanout',
  title: 'chat messages to N socket.io viewers vs bare Socket.IO replaying the same messages',
  description:
    'N Socket.IO clients (websocket) in a separate process are connected to our real server (game engines ' +
    'off, so the window holds chat alone) while a few signed-in players post chat messages over HTTP at the ' +
    'rate limit; the messages our server broadcast are then replayed by a bare Socket.IO 4 server to the ' +
    'same number of viewers at the same relative times. Compared: server CPU time per delivered message ' +
    '(ours includes each message’s HTTP request, checks and database write).',
  run: chatFanout,
};
export default scenario;

interface ChatSettings {
  viewers: number[];
  windowMs: number;
  warmupWindowMs: number;
  senders: number;
}

function readSettings(options: BenchOptions): ChatSettings {
  const integer = (name: string, fallback: number) => envInteger(name, fallback, 1);
  return {
    viewers: envViewers(),
    windowMs: Math.max(integer('BENCH_CHAT_WINDOW', 20), options.warmupS) * 1000,
    warmupWindowMs: options.warmupS * 1000 + 2000,
    senders: integer('BENCH_CHAT_SENDERS', 4),
  };
}

/** One window on our server: viewers connect, the senders post for `windowMs`, viewers leave. */
async function measureOurs(
  viewers: ManagedProcess,
  ours: OurServer,
  senders: Sender[],
  count: number,
  windowMs: number,
): Promise<Measured> {
  const connectMs = await connectViewers(viewers, ours.url, count);
  const startAt = Date.now() + WINDOW_LEAD_MS;
  const [report, posted] = await Promise.all([
    measureWindow(viewers, {
      type: 'window',
      cpuPid: ours.process.pid,
      start: { at: startAt },
      end: { durationMs: windowMs },
    }),
    postMessages(ours.url, senders, startAt, windowMs),
  ]);
  await disconnectViewers(viewers);
  const messages = report.deliveriesByEvent.newMessage ?? 0;
  if (report.recorded.length !== posted || messages !== report.deliveries) {
    throw new Error(
      `ours: ${posted} messages posted, the first viewer got ${report.recorded.length} events ` +
        `(${JSON.stringify(report.deliveriesByEvent)} in all): the window must hold exactly the posted messages`,
    );
  }
  return { report, connectMs, activity: { posted } };
}

function chatFanout(options: BenchOptions): Promise<MetricScenarioResult[]> {
  const settings = readSettings(options);
  console.log(
    `  viewers ${settings.viewers.join(', ')}; ${options.rounds} rounds per target; ` +
      `windows of ${settings.windowMs / 1000} s; ${settings.senders} senders, one message each per ${CHAT.rateRefillMs} ms`,
  );
  let senders: Sender[] = [];
  return runFanout(options, {
    scenario,
    viewers: settings.viewers,
    rounds: options.rounds,
    // Game engines and the quiz off: no round or quiz broadcast shares the windows with chat.
    startOurs: (dataDir) => startOurServer(options, dataDir, { GAME_ENGINES: '0', QUIZ_INTERVAL_MS: '0' }),
    prepare: async (ours) => {
      senders = await signInSenders(ours.url, settings.senders, 'bench-chat');
    },
    measureOurs: (viewers, ours, count, warmup) =>
      measureOurs(viewers, ours, senders, count, warmup ? settings.warmupWindowMs : settings.windowMs),
    figures: windowFigures,
    describe: (label, figures) => describeWindow(label, figures),
    goal: GOAL,
    lagFrom: 'message time',
    note: (rounds) => `${twoDigits(median(rounds.map((round) => round.msgsPerViewerPerS)))} msg/viewer/s`,
    details: () => ({ windowMs: settings.windowMs, senders: settings.senders }),
  });
}
