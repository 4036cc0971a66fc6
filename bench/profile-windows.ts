import fs from 'node:fs';
import path from 'node:path';

/**
 * `npx tsx bench/profile-windows.ts <BENCH_CPU_PROFILE dir>/<ours|reference> [latest.json]`: where
 * a server's CPU went during the measured windows of a fan-out run made with BENCH_CPU_PROFILE
 * (bench/README.md). It reads the main thread's profile (the largest file: tsx's loader thread
 * writes its own), keeps only the samples taken inside the windows of that server, and prints self
 * time per package and the top functions, each per delivery, so that two profiles of one run
 * compare directly.
 *
 * A profile's timestamps are the monotonic clock (CLOCK_MONOTONIC, as process.hrtime); windows
 * are epoch ms. Both clocks belong to this machine, so one offset read now maps one onto the other.
 */
interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}
interface Window {
  startAt: number;
  durationMs: number;
  deliveries: number;
}

const args = process.argv.slice(2);
// --busy: site-fanout's "busy, no viewers" span instead of the windows, in ms of CPU per second.
const busyMode = args.includes('--busy');
const [profileDir, resultsFile = path.join(import.meta.dirname, 'results', 'latest.json')] = args.filter(
  (arg) => arg !== '--busy',
);
if (!profileDir) {
  console.error('usage: tsx bench/profile-windows.ts [--busy] <profile dir>/<ours|reference> [latest.json]');
  process.exit(2);
}
const side = path.basename(profileDir) === 'reference' ? 'reference' : 'ours';
const profileFile = fs
  .readdirSync(profileDir)
  .filter((file) => file.endsWith('.cpuprofile'))
  .map((file) => path.join(profileDir, file))
  .sort((a, b) => fs.statSync(b).size - fs.statSync(a).size)[0];
if (!profileFile) throw new Error(`no .cpuprofile in ${profileDir}`);

/** Every window report in the results, with the target it belongs to (ours: the first of each pair). */
function windowsOf(results: unknown): Window[] {
  const found: Window[] = [];
  const walk = (value: unknown, label: string) => {
    if (Array.isArray(value)) return value.forEach((item) => walk(item, label));
    if (typeof value !== 'object' || value === null) return;
    const record = value as Record<string, unknown>;
    const nextLabel = typeof record.label === 'string' ? record.label : label;
    if (typeof record.startAt === 'number' && typeof record.serverCpuS === 'number') {
      const isReference = /bare|reference/i.test(nextLabel);
      if (isReference === (side === 'reference')) found.push(record as unknown as Window);
      return;
    }
    for (const child of Object.values(record)) walk(child, nextLabel);
  };
  walk(results, '');
  return found;
}

/** site-fanout's busy span with no viewers (ours only), as one window of a thousand "deliveries" per second. */
function busySpanOf(results: unknown): Window[] {
  const spans: Window[] = [];
  JSON.stringify(results, (key, value: unknown) => {
    if (key === 'busyNoViewers') {
      const span = value as { startAt: number; durationMs: number };
      // µs per "delivery" then reads as ms of CPU per second.
      spans.push({ ...span, deliveries: span.durationMs });
    }
    return value;
  });
  if (spans.length === 0) throw new Error('no busyNoViewers span in the results (a site-fanout run records one)');
  return spans;
}

function packageOf(url: string, name: string): string {
  if (url === '') return name.startsWith('(') ? name : '(native)';
  const inModules = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (inModules) return inModules[1]!;
  if (url.startsWith('node:')) return 'node:internal';
  if (url.includes('/packages/')) return url.match(/packages\/[^/]+/)![0];
  return url.replace(/^file:\/\//, '');
}

const profile = JSON.parse(fs.readFileSync(profileFile, 'utf8')) as CpuProfile;
const results: unknown = JSON.parse(fs.readFileSync(resultsFile, 'utf8'));
const windows = busyMode ? busySpanOf(results) : windowsOf(results);
const unit = busyMode ? 'ms CPU/s' : 'µs/delivery';
const offsetUs = Date.now() * 1000 - Number(process.hrtime.bigint() / 1000n);
const ranges = windows.map((window) => [
  window.startAt * 1000 - offsetUs,
  (window.startAt + window.durationMs) * 1000 - offsetUs,
]);
const deliveries = windows.reduce((sum, window) => sum + window.deliveries, 0);

const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
const selfUs = new Map<number, number>();
let at = profile.startTime;
let inside = 0;
for (let index = 0; index < profile.samples.length; index++) {
  at += profile.timeDeltas[index]!;
  // A sample stands for the time until the next one.
  const span = profile.timeDeltas[index + 1] ?? 0;
  if (!ranges.some(([from, to]) => at >= from! && at < to!)) continue;
  inside++;
  const id = profile.samples[index]!;
  selfUs.set(id, (selfUs.get(id) ?? 0) + span);
}

const byPackage = new Map<string, number>();
const byFunction = new Map<string, number>();
for (const [id, us] of selfUs) {
  const { functionName, url, lineNumber } = nodes.get(id)!.callFrame;
  const pkg = packageOf(url, functionName);
  byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + us);
  const key = `${functionName || '(anonymous)'} ${pkg}:${lineNumber + 1}`;
  byFunction.set(key, (byFunction.get(key) ?? 0) + us);
}

const perDelivery = (us: number) => (us / deliveries).toFixed(3).padStart(8);
const busy = [...selfUs.values()].reduce((sum, us) => sum + us, 0) - (byPackage.get('(idle)') ?? 0);
console.log(
  `${side}: ${windows.length} ${busyMode ? 'busy spans' : 'windows'}, ${inside} samples inside, ` +
    `${busyMode ? '' : `${deliveries} deliveries; `}busy ${perDelivery(busy).trim()} ${unit}`,
);
const top = (map: Map<string, number>, count: number) => [...map].sort((a, b) => b[1] - a[1]).slice(0, count);
console.log(`\n${unit}  package`);
for (const [pkg, us] of top(byPackage, 25)) console.log(`${perDelivery(us)}  ${pkg}`);
console.log(`\n${unit}  function`);
for (const [key, us] of top(byFunction, 40)) console.log(`${perDelivery(us)}  ${key}`);

// Inclusive time of the server's own functions (with everything they call): which operation pays.
const parentOf = new Map<number, number>();
for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
const inclusive = new Map<string, number>();
for (const [id, us] of selfUs) {
  const seen = new Set<string>();
  for (let node: number | undefined = id; node !== undefined; node = parentOf.get(node)) {
    const { functionName, url, lineNumber } = nodes.get(node)!.callFrame;
    if (!url.includes('/packages/server/')) continue;
    const key = `${functionName || '(anonymous)'} ${url.replace(/^.*\/packages\/server\/src\//, '')}:${lineNumber + 1}`;
    if (seen.has(key)) continue; // recursion counts once
    seen.add(key);
    inclusive.set(key, (inclusive.get(key) ?? 0) + us);
  }
}
console.log(`\n${unit}  the server's functions, inclusive`);
for (const [key, us] of top(inclusive, 60)) console.log(`${perDelivery(us)}  ${key}`);
