import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { Socket } from 'socket.io-client';
import { betsPerPlayer, planStorms, type PlannedBet } from '../lib/bet-storm/plan';
import { startFakeSteamProvider } from '../../packages/server/src/modules/account/auth/steam-openid.fake';
import { cheapCatalog, ensureSkins, openSocket, post, signIn, signInAdminWithSteam, type Player } from '../lib/players';
import type { ReferenceReport, StormResult } from '../lib/bet-storm/protocol';
import { readStormSettings, type StormSettings } from '../lib/bet-storm/settings';
import { RoundWatcher, runStorm, type RoundOutcome } from '../lib/bet-storm/storm';
import { startOurServer } from '../lib/fanout/processes';
import { nextMessage } from '../lib/ipc';
import { median } from '../lib/measure';
import { onExitCleanup, startProcess, type ManagedProcess } from '../lib/processes';
import type { BenchOptions, MetricScenarioResult, MetricTargetSummary, Scenario } from '../lib/types';

const GOAL = 0.5;
/** The storm's admin (voids, the ledger check): a Steam account in ADMIN_STEAM_IDS, signed in through a local fake Steam. */
const ADMIN_STEAM_ID = '76561197960287930';

const scenario: Scenario = {
  name: 'bet-storm',
  title: 'crash bets from 200 sockets of 100 players, against the bare SQL of a bet',
  description:
    '1,000 crash bets per pass from 100 signed-in demo players on 200 sockets (`newBet`, as the web app sends it), ' +
    '250 per round — the crash rules allow 3 bets a player per round — each storm sent all at once at the start of a ' +
    'countdown, 20 % of them manual and cashed out (`take`) as the run starts; then `/api/admin/ledger/check` must be ' +
    'clean. The reference runs the minimal SQL transaction of a bet (lock the round, move the skin, insert the bet, ' +
    'post a transfer) through the same driver with no framework, in storms of the same bets. Figure: our accepted ' +
    'bets per second of storm ÷ the reference’s.',
  run,
};
export default scenario;

/** Players' sockets wait for their answers here; a pass's storms are the plan's rounds in order. */
interface Site {
  url: string;
  adminToken: string;
  watcher: RoundWatcher;
  players: Player[];
  sockets: Socket[];
  catalog: Array<{ id: number; price: number }>;
}

async function run(options: BenchOptions): Promise<MetricScenarioResult> {
  const settings = readStormSettings(options.rounds);
  const storms = planStorms(settings);
  const perPlayer = betsPerPlayer(storms, settings.players);
  const warmup = storms[0]!;
  console.log(
    `  ${settings.bets} bets per pass in ${storms.length} storms of ${storms.map((s) => s.length).join('/')}, ` +
      `${storms.flat().filter((bet) => bet.target === 0).length} manual (taken), ${settings.passes} passes per side`,
  );

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'skinbet-bench-'));
  const removeDataDir = onExitCleanup(() =>
    fs.rmSync(dataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 }),
  );
  const ourDatabase = options.databaseUrl ? await freshDatabase(options.databaseUrl, 'skinbet_bench_storm') : undefined;
  // The node is a demo site (local-site.ts), whose demo sign-in creates no admins: the admin comes from Steam.
  const steam = await startFakeSteamProvider({ steamId: ADMIN_STEAM_ID });
  const ours = await startOurServer({ ...options, databaseUrl: ourDatabase?.url }, dataDir, {
    STEAM_OPENID_URL: steam.url,
    ADMIN_STEAM_IDS: ADMIN_STEAM_ID,
    GAME_ENGINES: '1',
    CRASH_COUNTDOWN_MS: String(settings.countdownMs),
    CRASH_PAUSE_MS: String(settings.pauseMs),
    QUIZ_INTERVAL_MS: '0',
  });
  const sockets: Socket[] = [];
  let reference: ManagedProcess | undefined;
  try {
    const site = await prepareSite(ours.url, settings, sockets);
    // Enough skins for the warm-up storm and every pass (one skin per bet; lost stakes are gone).
    const skinsNeeded = perPlayer.map(
      (count, player) => count * settings.passes + warmup.filter((bet) => bet.player === player).length,
    );
    reference = await startReference(options, settings, dataDir, Math.max(...skinsNeeded));

    const oursPasses: RoundOutcome[][] = [];
    const referencePasses: StormResult[][] = [];
    console.log('  warm-up: one storm on each side (not measured)');
    await ourPass(site, settings, [warmup]);
    await referencePass(reference, [warmup]);
    for (let pass = 0; pass < settings.passes; pass += 1) {
      const cpuBefore = process.cpuUsage();
      const startedAt = performance.now();
      oursPasses.push(await ourPass(site, settings, storms));
      const cpu = process.cpuUsage(cpuBefore);
      logOurs(pass, oursPasses.at(-1)!, (cpu.user + cpu.system) / 1000, performance.now() - startedAt);
      referencePasses.push(await referencePass(reference, storms));
      logReference(pass, referencePasses.at(-1)!);
      if (ours.process.hasExited()) throw new Error(`our server died:\n${ours.process.output()}`);
    }

    const books = await post<{ accounts: number; transfers: number; mismatches: unknown[] }>(
      site.url,
      '/api/admin/ledger/check',
      {},
      site.adminToken,
    );
    console.log(
      `  ledger/check: ${books.accounts} accounts, ${books.transfers} transfers, ${books.mismatches.length} mismatches`,
    );
    const checked = nextMessage<ReferenceReport, 'checked'>(reference, 'checked', 60_000);
    reference.send({ type: 'check' });
    const referenceBooks = await checked;

    const subject = summary(
      'ours (newBet over sockets)',
      oursPasses.map((pass) => pass.map((round) => round.bets)),
    );
    const takes = oursPasses.flat().map((round) => round.takes);
    const takeLatencies = takes.flatMap((result) => result.latenciesMs);
    subject.note +=
      `; takes ${takes.reduce((sum, result) => sum + result.accepted, 0)} accepted, ` +
      `p50/p99 ${percentile(takeLatencies, 0.5).toFixed(1)}/${percentile(takeLatencies, 0.99).toFixed(1)} ms`;
    const referenceSummary = summary('bare SQL transaction per bet', referencePasses);
    const ratio = subject.value / referenceSummary.value;
    const refusals = [...oursPasses.flat().map((round) => round.bets), ...referencePasses.flat()].filter(
      (result) => Object.keys(result.refused).length > 0,
    );
    const problems = [
      books.mismatches.length > 0 ? `ledger/check found ${books.mismatches.length} mismatches` : '',
      referenceBooks.zeroSum ? '' : 'the reference’s accounts do not sum to zero',
      refusals.length > 0 ? `refused bets: ${JSON.stringify(refusals.map((result) => result.refused))}` : '',
    ].filter(Boolean);
    return {
      name: scenario.name,
      title: scenario.title,
      ok: true,
      kind: 'metric',
      variant: options.databaseUrl ? 'PostgreSQL' : 'PGlite',
      metric: { name: 'bets/s', better: 'higher', latency: 'bet acknowledgement' },
      subject,
      reference: referenceSummary,
      ratio,
      goal: GOAL,
      pass: ratio >= GOAL && problems.length === 0,
      verdictNote: problems.length > 0 ? problems.join('; ') : undefined,
      details: {
        database: options.databaseUrl ? 'postgresql' : 'pglite',
        settings,
        ledgerCheck: books,
        referenceBooks,
        ours: oursPasses,
        reference: referencePasses,
      },
    };
  } finally {
    for (const socket of sockets) socket.close();
    await reference?.stop();
    await ours.process.stop();
    await steam.close();
    await ourDatabase?.drop();
    removeDataDir();
  }
}

/** Signs the players and the admin in, opens the players' sockets and a guest that follows the rounds. */
async function prepareSite(url: string, settings: StormSettings, sockets: Socket[]): Promise<Site> {
  const adminToken = await signInAdminWithSteam(url);
  const players: Player[] = [];
  for (let index = 0; index < settings.players; index += 1) {
    players.push({ name: `storm-${index}`, token: await signIn(url, `storm-${index}`), skins: [] });
  }
  const watcherSocket = await openSocket(url);
  sockets.push(watcherSocket);
  const perPlayer = Math.floor(settings.sockets / settings.players);
  for (const [index, player] of players.entries()) {
    const count = perPlayer + (index < settings.sockets % settings.players ? 1 : 0);
    for (let socket = 0; socket < count; socket += 1) sockets.push(await openSocket(url, player.token));
  }
  console.log(`  ${players.length} players signed in, ${sockets.length - 1} sockets open`);
  // The watcher is sockets[0]; the plan numbers the players' sockets from 0.
  return {
    url,
    adminToken,
    watcher: new RoundWatcher(watcherSocket),
    players,
    sockets: sockets.slice(1),
    catalog: await cheapCatalog(url),
  };
}

/** One pass on our server: skins topped up, then each storm in its own round. */
async function ourPass(site: Site, settings: StormSettings, storms: PlannedBet[][]): Promise<RoundOutcome[]> {
  const needs = storms.flat().reduce((counts, bet) => {
    counts[bet.player] = (counts[bet.player] ?? 0) + 1;
    return counts;
  }, [] as number[]);
  for (let from = 0; from < site.players.length; from += 10) {
    await Promise.all(
      site.players
        .slice(from, from + 10)
        .map((player, offset) => ensureSkins(site.url, player, needs[from + offset] ?? 0, site.catalog)),
    );
  }
  const rounds: RoundOutcome[] = [];
  let afterRoundId = site.watcher.latest();
  for (const bets of storms) {
    const outcome = await runStorm({
      url: site.url,
      adminToken: site.adminToken,
      watcher: site.watcher,
      players: site.players,
      sockets: site.sockets,
      afterRoundId,
      countdownMs: settings.countdownMs,
      runLimitMs: settings.runLimitMs,
      bets,
    });
    afterRoundId = outcome.roundId;
    rounds.push(outcome);
  }
  return rounds;
}

async function referencePass(reference: ManagedProcess, storms: PlannedBet[][]): Promise<StormResult[]> {
  const results: StormResult[] = [];
  for (const bets of storms) {
    const answered = nextMessage<ReferenceReport, 'storm'>(reference, 'storm', 120_000);
    reference.send({ type: 'storm', bets });
    results.push((await answered).result);
  }
  return results;
}

async function startReference(
  options: BenchOptions,
  settings: StormSettings,
  dataDir: string,
  skinsPerPlayer: number,
): Promise<ManagedProcess> {
  const referenceDir = path.join(dataDir, 'reference');
  fs.mkdirSync(referenceDir);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PLAYERS: String(settings.players),
    SKINS_PER_PLAYER: String(skinsPerPlayer),
    // Our server's pool (db/client.ts): the same number of connections on both sides.
    POOL_SIZE: '10',
    DATA_DIR: referenceDir,
  };
  delete env.ADMIN_DATABASE_URL;
  if (options.databaseUrl) env.ADMIN_DATABASE_URL = options.databaseUrl;
  console.log(`  starting the reference (${options.databaseUrl ? 'PostgreSQL' : 'PGlite'}, its own database)`);
  const child = startProcess(
    'bare-bets reference',
    process.execPath,
    ['--import', 'tsx', 'bench/reference/bare-bets.ts'],
    { cwd: options.repoRoot, env, ipc: true },
  );
  await nextMessage<ReferenceReport, 'ready'>(child, 'ready', 180_000);
  return child;
}

/** A new empty database next to `adminUrl` for our server (dropped after), so runs never share rows. */
async function freshDatabase(adminUrl: string, prefix: string) {
  const name = `${prefix}_${crypto.randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

function summary(label: string, passes: StormResult[][]): MetricTargetSummary {
  const perPass = passes.map((storms) => {
    const accepted = storms.reduce((sum, storm) => sum + storm.accepted, 0);
    const seconds = storms.reduce((sum, storm) => sum + storm.spanMs, 0) / 1000;
    return { accepted, seconds, rate: accepted / seconds };
  });
  const latencies = passes.flat().flatMap((storm) => storm.latenciesMs);
  return {
    label,
    value: median(perPass.map((pass) => pass.rate)),
    latencyP50Ms: percentile(latencies, 0.5),
    latencyP99Ms: percentile(latencies, 0.99),
    roundValues: perPass.map((pass) => pass.rate),
    note: perPass.map((pass) => `${pass.accepted} bets in ${pass.seconds.toFixed(2)} s of storm`).join(', '),
    rounds: passes,
  };
}

function logOurs(pass: number, rounds: RoundOutcome[], benchCpuMs: number, wallMs: number): void {
  for (const round of rounds) {
    const { bets, takes } = round;
    console.log(
      `    ours pass ${pass + 1} round ${round.roundId}: ${bets.accepted} bets in ${bets.spanMs.toFixed(0)} ms ` +
        `(p50 ${percentile(bets.latenciesMs, 0.5).toFixed(1)}, p99 ${percentile(bets.latenciesMs, 0.99).toFixed(1)} ms)` +
        `${refusedText(bets)}; ${takes.accepted} takes in ${takes.spanMs.toFixed(0)} ms${refusedText(takes)}; ${round.ended}`,
    );
  }
  console.log(`    the bench process used ${(benchCpuMs / wallMs).toFixed(2)} CPU-s per s over the pass`);
}

function logReference(pass: number, storms: StormResult[]): void {
  for (const [index, storm] of storms.entries()) {
    console.log(
      `    reference pass ${pass + 1} storm ${index + 1}: ${storm.accepted} bets in ${storm.spanMs.toFixed(0)} ms ` +
        `(p50 ${percentile(storm.latenciesMs, 0.5).toFixed(1)}, p99 ${percentile(storm.latenciesMs, 0.99).toFixed(1)} ms)` +
        refusedText(storm),
    );
  }
}

const refusedText = (result: StormResult) =>
  Object.keys(result.refused).length > 0 ? ` refused ${JSON.stringify(result.refused)}` : '';

function percentile(values: number[], fraction: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]!;
}
