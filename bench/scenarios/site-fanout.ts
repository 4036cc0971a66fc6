import { twoDigits } from '../lib/fanout/figures';
import { startOurServer } from '../lib/fanout/processes';
import { runFanout } from '../lib/fanout/run-fanout';
import { median } from '../lib/measure';
import { describe, figures, type SiteWindowFigures } from '../lib/site-fanout/figures';
import { readSettings, siteServerEnv } from '../lib/site-fanout/settings';
import { Site } from '../lib/site-fanout/site';
import type { BenchOptions, MetricScenarioResult, Scenario } from '../lib/types';

const scenario: Scenario = {
  name: 'site-fanout',
  title: 'the whole site (crash, jackpot, wheel, chat, live drops) to N viewers vs bare Socket.IO replaying it',
  description:
    'Our real server runs every game engine with short timers while the bench keeps the site busy — chat at the ' +
    'rate limit, cases opened (live drops), a bet on every jackpot and wheel round — and N Socket.IO guests in a ' +
    'separate process receive everything; the schedule our server broadcast during the window (events, payloads, ' +
    'times) is then replayed by a bare Socket.IO 4 server to the same number of viewers. Compared: server CPU ' +
    'time per delivered message (ours includes the games, the requests and their database work).',
  run: siteFanout,
};
export default scenario;

/** Rounds of one game that ended in these windows. */
const ended = (rounds: SiteWindowFigures[], game: 'crash' | 'jackpot' | 'wheel') =>
  rounds.reduce((sum, round) => sum + round.stream.rounds[game], 0);

function siteFanout(options: BenchOptions): Promise<MetricScenarioResult[]> {
  const settings = readSettings(options);
  const { crash, jackpot, wheel } = settings;
  console.log(
    `  viewers ${settings.viewers.join(', ')}; ${settings.rounds} rounds per target; windows of ${settings.windowMs / 1000} s; ` +
      `crash ${crash.countdownMs}/${crash.pauseMs} ms, jackpot ${jackpot.bettingMs}/${jackpot.spinMs}/${jackpot.resultMs} ms, ` +
      `wheel ${wheel.bettingMs}/${wheel.spinMs}/${wheel.resultMs} ms; ${settings.chatSenders} chat senders, ` +
      `${settings.caseOpeners} case openings per ${settings.caseEveryMs} ms, ${settings.jackpotPlayers} jackpot and ` +
      `${settings.wheelPlayers} wheel players` +
      (settings.without.length > 0 ? `; WITHOUT ${settings.without.join(', ')} (not the whole site)` : ''),
  );
  let site: Site | undefined;
  let busy = { cpuMsPerS: Number.NaN, startAt: 0, durationMs: 0 };
  return runFanout(options, {
    scenario,
    viewers: settings.viewers,
    rounds: settings.rounds,
    startOurs: (dataDir) => startOurServer(options, dataDir, siteServerEnv(settings)),
    prepare: async (ours) => {
      site = await Site.prepare(ours, settings);
    },
    finish: () => site?.close(),
    measureOurs: async (viewers, _ours, count, warmup) => {
      if (!warmup && Number.isNaN(busy.cpuMsPerS)) {
        // Once the warm-up has compiled the request paths, before the first measured window.
        busy = await site!.busyCpuMsPerS(settings.busyMs);
        console.log(
          `  busy, no viewers: ours ${busy.cpuMsPerS.toFixed(1)} ms CPU/s (games, the bench's requests; over ${settings.busyMs / 1000} s)`,
        );
      }
      return site!.measureOurs(viewers, count, warmup ? settings.warmupWindowMs : settings.windowMs);
    },
    figures,
    describe,
    // Our CPU per delivered message, the whole site at once, may be at most this multiple of bare Socket.IO's (issue 14).
    goal: 1.15,
    lagFrom: 'serverTime or message time',
    note: (rounds) =>
      `${twoDigits(median(rounds.map((round) => round.msgsPerViewerPerS)))} msg/viewer/s; rounds: ` +
      `crash ${ended(rounds, 'crash')}, jackpot ${ended(rounds, 'jackpot')}, wheel ${ended(rounds, 'wheel')}`,
    details: (idle) => ({
      windowMs: settings.windowMs,
      timers: { crash, jackpot, wheel },
      players: {
        chatSenders: settings.chatSenders,
        caseOpeners: settings.caseOpeners,
        caseEveryMs: settings.caseEveryMs,
        jackpot: settings.jackpotPlayers,
        wheel: settings.wheelPlayers,
      },
      without: settings.without,
      idleCpuMsPerS: idle,
      busyNoViewersCpuMsPerS: busy.cpuMsPerS,
      // The span `bench/profile-windows.ts --busy` reads.
      busyNoViewers: { startAt: busy.startAt, durationMs: busy.durationMs },
    }),
  });
}
