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

export interface ScenarioResult {
  name: string;
  title: string;
  ok: true;
  subject: TargetSummary;
  reference: TargetSummary;
  /** subject req/s ÷ reference req/s, both measured in this run on this machine. */
  ratio: number;
  goal: number;
  pass: boolean;
  details: Record<string, unknown>;
}

export interface ScenarioFailure {
  name: string;
  title: string;
  ok: false;
  error: string;
}

export interface Scenario {
  /** The file name without extension, e.g. `user-get`; what `npm run bench -- <name>` selects. */
  name: string;
  title: string;
  /** One paragraph: what is measured against what. */
  description: string;
  run(options: BenchOptions): Promise<ScenarioResult>;
}
