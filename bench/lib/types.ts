/** Settings shared by every scenario, read once from the environment by the runner. */
export interface BenchOptions {
  /** Seconds per measured round. */
  durationS: number;
  /** Seconds of warm-up traffic per target before the first round. */
  warmupS: number;
  /** Concurrent autocannon connections. */
  connections: number;
  /** Measured rounds per target, alternating subject → reference. */
  rounds: number;
  /** The repository root (the server is started from there). */
  repoRoot: string;
  /** When set, our server runs on this PostgreSQL instead of embedded PGlite. */
  databaseUrl: string | undefined;
}

/** One autocannon run against one target. */
export interface Measurement {
  requestsPerSec: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  latencyAvgMs: number;
  total2xx: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  mismatches: number;
  durationS: number;
}

/** The medians of a target's measured rounds, plus the rounds themselves. */
export interface TargetSummary {
  label: string;
  requestsPerSec: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  rounds: Measurement[];
}

/** A request/response scenario: the ratio is ours ÷ reference req/s and the goal is a floor. */
export interface ScenarioResult {
  name: string;
  title: string;
  ok: true;
  /** Absent (or `'throughput'`) for the req/s scenarios, which predate the other kinds. */
  kind?: 'throughput';
  subject: TargetSummary;
  reference: TargetSummary;
  /** subject req/s ÷ reference req/s, both measured in this run on this machine. */
  ratio: number;
  goal: number;
  pass: boolean;
  details: Record<string, unknown>;
}

/** What a metric scenario compares, and which way is better. */
export interface RatioMetric {
  /** Column title of the value, with its unit, e.g. `CPU µs/delivery`. */
  name: string;
  /**
   * `lower`: the value is a cost, the ratio ours ÷ reference should stay at or under the goal
   * (a ceiling); `higher`: the value is a speed, the goal is a floor.
   */
  better: 'lower' | 'higher';
  /** What the p50/p99 columns mean for this scenario, e.g. `delivery lag`. */
  latency: string;
}

/** One target of a metric scenario: the median of its rounds, plus each round's raw figures. */
export interface MetricTargetSummary {
  label: string;
  value: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  /** The value of each measured round, in order. */
  roundValues: number[];
  /** Short free text shown in the table's notes column (e.g. messages per viewer per second). */
  note?: string;
  rounds: unknown[];
}

/**
 * A scenario whose figure is not req/s (e.g. CPU per delivered message): it names its metric and
 * the direction of its goal. A scenario may return several (one per load level, see `variant`).
 */
export interface MetricScenarioResult {
  name: string;
  title: string;
  ok: true;
  kind: 'metric';
  /** Which load level of the scenario this is, e.g. `1000 viewers`. */
  variant?: string;
  metric: RatioMetric;
  subject: MetricTargetSummary;
  reference: MetricTargetSummary;
  /** subject value ÷ reference value, both measured in this run on this machine. */
  ratio: number;
  goal: number;
  /** The ratio meets its goal, and so does every secondary goal the scenario states. */
  pass: boolean;
  /** Why `pass` is false when the ratio alone meets its goal (a secondary goal missed). */
  verdictNote?: string;
  details: Record<string, unknown>;
}

export interface ScenarioFailure {
  name: string;
  title: string;
  ok: false;
  error: string;
  /** The scenario could not apply here (e.g. a part of the site it needs is missing): not a failure. */
  skipped?: true;
}

/**
 * Thrown by a scenario that cannot run on this tree, with the reason and what to do about it; the
 * runner reports it as skipped and does not fail the command.
 */
export class ScenarioSkipped extends Error {
  override name = 'ScenarioSkipped';
}

export type ScenarioOutcome = ScenarioResult | MetricScenarioResult;

export interface Scenario {
  /** The file name without extension, e.g. `user-get`; what `npm run bench -- <name>` selects. */
  name: string;
  title: string;
  /** One paragraph: what is measured against what. */
  description: string;
  run(options: BenchOptions): Promise<ScenarioOutcome | ScenarioOutcome[]>;
}
