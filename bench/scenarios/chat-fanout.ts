import fs from 'node:fs';
import { envInteger, envViewers } from '../lib/env';
import os from 'node:os';
import path from 'node:path';
import { CHAT } from '@skinbet/shared/chat';
import {
  checkDeliveries,
  checkSameSchedule,
  deliveryCostResult,
  deliveryFigures,
  twoDigits,
} from '../lib/fanout/figures';
import {
  checkFileDescriptorLimit,
  idleCpuMsPerS,
  startOurServer,
  startReference,
  startViewers,
} from '../lib/fanout/processes';
import type { WindowReport } from '../lib/fanout/protocol';
import { connectViewers, disconnectViewers, measureReference, measureWindow } from '../lib/fanout/windows';
import { request } from '../lib/http';
import { median } from '../lib/measure';
import { onExitCleanup, type ManagedProcess } from '../lib/processes';
import type { BenchOptions, MetricScenarioResult, MetricTargetSummary, Scenario } from '../lib/types';

/** Our CPU per delivered chat message may be at most this multiple of bare Socket.IO's (issue 6). */
const GOAL = 1.25;
/** Lead time between asking the viewers to open a window and its start. */
const WINDOW_LEAD_MS = 1_000;
/** No message is sent this close to a window's edges, so every delivery falls inside it. */
const EDGE_MS = 500;

const scenario: Scenario = {
  name: 'chat-fanout',
  title: 'chat messages to N socket.io viewers vs bare Socket.IO replaying the same messages',
  description:
    'N Socket.IO clients (websocket) in a separate process are connected to our real server (game engines ' +
    'off, so the window holds chat alone) while a few signed-in players post chat messages over HTTP at the ' +
    'rate limit; the messages our server broadcast are then replayed by a bare Socket.IO 4 server to the ' +
    'same number of viewers at the same relative times. Compared: server CPU time per delivered message ' +
    '(ours includes each message’s HTTP request, checks and database write).',
  run,
};
export default scenario;

interface ChatSettings {
  viewers: number[];
  windowMs: number;
  senders: number;
}

function readSettings(options: BenchOptions): ChatSettings {
  const viewers = envViewers();
  const integer = (name: string, fallback: number) => envInteger(name, fallback, 1);
  return {
    viewers,
    windowMs: Math.max(integer('BENCH_CHAT_WINDOW', 20), options.warmupS) * 1000,
    senders: integer('BENCH_CHAT_SENDERS', 4),
  };
}

interface Sender {
  name: string;
  token: string;
}

/** Demo players who post: each signs in once through the demo login, as the e2e tests do. */
async function signInSenders(url: string, count: number): Promise<Sender[]> {
  const senders: Sender[] = [];
  for (let index = 0; index < count; index++) {
    const name = `bench-chat-${index}`;
    const { text } = await request(`${url}/api/auth/test-login?name=${name}`);
    const token = (JSON.parse(text) as { api_token?: unknown }).api_token;
    if (typeof token !== 'string') throw new Error(`test-login returned no api_token: ${text}`);
    senders.push({ name, token });
  }
  return senders;
}

/**
 * Each sender posts once per `CHAT.rateRefillMs` (the steady rate the limiter allows), the senders
 * staggered evenly, from `startAt + EDGE_MS` until `EDGE_MS` before the window ends. Every post
 * must be accepted: a refusal would mean the bench measured something other than chat.
 */
async function postMessages(url: string, senders: Sender[], startAt: number, windowMs: number): Promise<number> {
  const lastAt = startAt + windowMs - EDGE_MS;
  const posts: Array<Promise<unknown>> = [];
  senders.forEach((sender, index) => {
    for (
      let at = startAt + EDGE_MS + (index * CHAT.rateRefillMs) / senders.length, count = 0;
      at < lastAt;
      at += CHAT.rateRefillMs, count++
    ) {
      const message = `bench message ${count} from ${sender.name}`;
      posts.push(
        new Promise((resolve) => setTimeout(resolve, at - Date.now())).then(() =>
          request(`${url}/api/chat/sendMessage`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${sender.token}` },
            body: JSON.stringify({ message }),
          }),
        ),
      );
    }
  });
  await Promise.all(posts);
  return posts.length;
}

/** One window on our server: viewers connect, the senders post for `windowMs`, viewers leave. */
async function measureOurs(
  viewers: ManagedProcess,
  ours: { url: string; process: ManagedProcess },
  senders: Sender[],
  count: number,
  windowMs: number,
): Promise<{ report: WindowReport; posted: number }> {
  await connectViewers(viewers, ours.url, count);
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
  return { report, posted };
}

interface ChatWindow {
  cpuPerDeliveryUs: number;
  msgsPerViewerPerS: number;
  lagP50Ms: number;
  lagP99Ms: number;
  deliveries: number;
  serverCpuS: number;
  serverSystemCpuS: number;
}

function chatWindow(report: WindowReport): ChatWindow {
  const { cpuPerDeliveryUs, msgsPerViewerPerS } = deliveryFigures(report);
  return {
    cpuPerDeliveryUs,
    msgsPerViewerPerS,
    lagP50Ms: report.lag.p50Ms,
    lagP99Ms: report.lag.p99Ms,
    deliveries: report.deliveries,
    serverCpuS: report.serverCpuS,
    serverSystemCpuS: report.serverSystemCpuS,
  };
}

function describe(label: string, window: ChatWindow): string {
  return (
    `${label.padEnd(14)} ${window.cpuPerDeliveryUs.toFixed(1).padStart(6)} µs CPU/delivery` +
    `  lag p50 ${window.lagP50Ms} p99 ${window.lagP99Ms} ms  ${twoDigits(window.msgsPerViewerPerS)} msg/viewer/s` +
    `  ${window.deliveries} deliveries  server CPU ${window.serverCpuS.toFixed(2)} s (kernel ${window.serverSystemCpuS.toFixed(2)} s)`
  );
}

async function run(options: BenchOptions): Promise<MetricScenarioResult[]> {
  const settings = readSettings(options);
  checkFileDescriptorLimit(Math.max(...settings.viewers));
  console.log(
    `  viewers ${settings.viewers.join(', ')}; ${options.rounds} rounds per target; ` +
      `windows of ${settings.windowMs / 1000} s; ${settings.senders} senders, one message each per ${CHAT.rateRefillMs} ms`,
  );
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'skinbet-bench-'));
  const removeDataDir = onExitCleanup(() =>
    fs.rmSync(dataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 }),
  );
  const started: ManagedProcess[] = [];
  try {
    // Game engines and the quiz off: no round or quiz broadcast shares the windows with chat.
    const ours = await startOurServer(options, dataDir, { GAME_ENGINES: '0', QUIZ_INTERVAL_MS: '0' });
    started.push(ours.process);
    const reference = await startReference(options);
    started.push(reference.process);
    const viewers = await startViewers(options);
    started.push(viewers);
    const senders = await signInSenders(ours.url, settings.senders);
    console.log(
      `  no viewers: ours ${(await idleCpuMsPerS(ours.process)).toFixed(1)} ms CPU/s, ` +
        `bare socket.io ${(await idleCpuMsPerS(reference.process)).toFixed(1)} ms CPU/s`,
    );

    // JIT, buffers and caches of both servers (and of the viewers) warm up on an unmeasured pair.
    const warmup = await measureOurs(viewers, ours, senders, settings.viewers[0]!, options.warmupS * 1000 + 2000);
    await measureReference(viewers, reference, settings.viewers[0]!, warmup.report);

    const results: MetricScenarioResult[] = [];
    for (const count of settings.viewers) {
      console.log(`  — ${count} viewers —`);
      const oursRounds: ChatWindow[] = [];
      const referenceRounds: ChatWindow[] = [];
      for (let round = 1; round <= options.rounds; round++) {
        const measured = await measureOurs(viewers, ours, senders, count, settings.windowMs);
        checkDeliveries('ours', measured.report);
        oursRounds.push(chatWindow(measured.report));
        console.log(`  round ${round}/${options.rounds} ${describe('ours', oursRounds.at(-1)!)}`);

        const replayed = await measureReference(viewers, reference, count, measured.report);
        checkDeliveries('reference', replayed.report);
        checkSameSchedule(measured.report, replayed.report);
        referenceRounds.push(chatWindow(replayed.report));
        console.log(`  round ${round}/${options.rounds} ${describe('bare socket.io', referenceRounds.at(-1)!)}`);
      }
      results.push(summarize(count, settings, options, oursRounds, referenceRounds));
    }
    return results;
  } finally {
    await Promise.all(started.map((process_) => process_.stop()));
    removeDataDir();
  }
}

function summarize(
  count: number,
  settings: ChatSettings,
  options: BenchOptions,
  oursRounds: ChatWindow[],
  referenceRounds: ChatWindow[],
): MetricScenarioResult {
  const target = (label: string, rounds: ChatWindow[]): MetricTargetSummary => ({
    label,
    value: median(rounds.map((round) => round.cpuPerDeliveryUs)),
    latencyP50Ms: median(rounds.map((round) => round.lagP50Ms)),
    latencyP99Ms: median(rounds.map((round) => round.lagP99Ms)),
    roundValues: rounds.map((round) => round.cpuPerDeliveryUs),
    note: `${twoDigits(median(rounds.map((round) => round.msgsPerViewerPerS)))} msg/viewer/s`,
    rounds,
  });
  return deliveryCostResult({
    scenario,
    viewers: count,
    subject: target('ours', oursRounds),
    reference: target('bare socket.io', referenceRounds),
    goal: GOAL,
    lagFrom: 'message time',
    details: {
      viewers: count,
      database: options.databaseUrl ? 'postgresql' : 'pglite',
      windowMs: settings.windowMs,
      senders: settings.senders,
    },
  });
}
