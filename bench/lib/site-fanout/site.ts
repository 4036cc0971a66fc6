import { signInSenders } from '../fanout/chat-senders';
import type { OurServer } from '../fanout/run-fanout';
import { cpuMsPerSWhile } from '../fanout/processes';
import { connectViewers, disconnectViewers, measureWindow, type Measured } from '../fanout/windows';
import { cheapCatalog, openSocket } from '../players';
import type { ManagedProcess } from '../processes';
import { ScenarioSkipped } from '../types';
import { MIN_STAKE_CENTS, runActivity, type SiteActors } from './activity';
import { OpenerPool, PlayerPool } from './players';
import { SITE_PARTS, type SitePart, type SiteSettings } from './settings';
import { checkSources, siteStream } from './stream';

/** Lead time between the start of the activity (first bets, first posts) and the window's start. */
const WINDOW_LEAD_MS = 1_000;

/** A public call of each part that answers once the part is built (an unknown route answers `app_api.not_found`). */
const PROBES: Partial<Record<SitePart, { method: 'GET' | 'POST'; path: string }>> = {
  jackpot: { method: 'POST', path: '/api/jackpot/get' },
  wheel: { method: 'POST', path: '/api/wheel/get' },
  cases: { method: 'GET', path: '/api/cases/get' },
};

/** Our server with the bench's players on it, ready to be kept busy during each window. */
export class Site {
  private constructor(
    private readonly ours: OurServer,
    private readonly settings: SiteSettings,
    private readonly actors: SiteActors,
    private readonly catalog: Array<{ id: number; price: number }>,
  ) {}

  /**
   * Checks that every part to drive answers (else the scenario is skipped, naming what is missing),
   * signs the players in, picks the cheapest case and opens the bench's own guest socket.
   */
  static async prepare(ours: OurServer, settings: SiteSettings): Promise<Site> {
    const parts = new Set(SITE_PARTS.filter((part) => !settings.without.includes(part)));
    await expectRoutes(ours.url, parts);
    const actors: SiteActors = {
      url: ours.url,
      parts,
      conductor: await openSocket(ours.url),
      senders: parts.has('chat') ? await signInSenders(ours.url, settings.chatSenders, 'site-chat') : [],
      jackpot: await new PlayerPool(ours.url, 'site-jackpot').fill(parts.has('jackpot') ? settings.jackpotPlayers : 0),
      wheel: await new PlayerPool(ours.url, 'site-wheel').fill(parts.has('wheel') ? settings.wheelPlayers : 0),
      openers: new OpenerPool(new PlayerPool(ours.url, 'site-cases')),
      box: parts.has('cases') ? await cheapestCase(ours.url) : undefined,
      caseStreams: settings.caseOpeners,
      caseEveryMs: settings.caseEveryMs,
    };
    const needsSkins = parts.has('jackpot') || parts.has('wheel');
    const site = new Site(ours, settings, actors, needsSkins ? await cheapCatalog(ours.url) : []);
    if (actors.box) console.log(`  cases: opening case ${actors.box.id} (${actors.box.priceCents / 100})`);
    return site;
  }

  /**
   * CPU ms per second of our server while the bench keeps it busy for `spanMs` with no viewer
   * connected: the games, the bench's requests and their database work — the part of a window's
   * cost that does not grow with the viewers (bench/README.md, `site-fanout`).
   */
  async busyCpuMsPerS(spanMs: number): Promise<{ cpuMsPerS: number; startAt: number; durationMs: number }> {
    await this.stock(spanMs);
    const startAt = Date.now();
    const cpuMsPerS = await cpuMsPerSWhile(this.ours.process, () => runActivity(this.actors, startAt, spanMs));
    return { cpuMsPerS, startAt, durationMs: Date.now() - startAt };
  }

  close(): void {
    this.actors.conductor.close();
  }

  /**
   * One window on our server: stakes and money for it are bought first (before the viewers come,
   * not measured), then the viewers connect, the activity starts, and the window opens
   * WINDOW_LEAD_MS later for `windowMs`; the activity ends with it.
   */
  async measureOurs(viewers: ManagedProcess, count: number, windowMs: number): Promise<Measured> {
    const spanMs = WINDOW_LEAD_MS + windowMs;
    await this.stock(spanMs);
    const connectMs = await connectViewers(viewers, this.ours.url, count);
    const activityStart = Date.now();
    const [report, activity] = await Promise.all([
      measureWindow(viewers, {
        type: 'window',
        cpuPid: this.ours.process.pid,
        start: { at: activityStart + WINDOW_LEAD_MS },
        end: { durationMs: windowMs },
      }),
      runActivity(this.actors, activityStart, spanMs),
    ]);
    await disconnectViewers(viewers);
    checkSources(siteStream(report.recorded), this.actors.parts, activity);
    return { report, connectMs, activity };
  }

  /** Enough skins for one bet per player per round of the span, and enough money for its openings. */
  private async stock(spanMs: number): Promise<void> {
    const roundsIn = ({ bettingMs, spinMs, resultMs }: SiteSettings['wheel']) =>
      Math.ceil(spanMs / (bettingMs + spinMs + resultMs)) + 1;
    const { parts, box } = this.actors;
    if (parts.has('jackpot')) {
      await this.actors.jackpot.stockSkins(roundsIn(this.settings.jackpot), this.catalog, MIN_STAKE_CENTS.jackpot);
    }
    if (parts.has('wheel')) {
      await this.actors.wheel.stockSkins(roundsIn(this.settings.wheel), this.catalog, MIN_STAKE_CENTS.wheel);
    }
    if (box) {
      const openings = this.settings.caseOpeners * Math.ceil(spanMs / this.settings.caseEveryMs);
      await this.actors.openers.fund(openings, box.priceCents);
    }
  }
}

/** Skips the scenario, naming the part, when one of the parts to drive is not built on this server. */
async function expectRoutes(url: string, parts: ReadonlySet<SitePart>): Promise<void> {
  const missing: string[] = [];
  for (const part of parts) {
    const probe = PROBES[part];
    if (!probe) continue;
    const response = await fetch(`${url}${probe.path}`, {
      method: probe.method,
      ...(probe.method === 'POST' ? { headers: { 'content-type': 'application/json' }, body: '{}' } : {}),
      signal: AbortSignal.timeout(10_000),
    });
    const text = await response.text();
    if (response.status === 404 && text.includes('app_api.not_found')) missing.push(`${part} (${probe.path})`);
  }
  if (missing.length > 0) {
    throw new ScenarioSkipped(
      `our server has no ${missing.join(', ')}: not the whole site yet. ` +
        `BENCH_SITE_WITHOUT=${missing.map((entry) => entry.split(' ')[0]).join(',')} measures the rest ` +
        '(a partial figure, not to be quoted as the whole site).',
    );
  }
}

async function cheapestCase(url: string): Promise<{ id: number; priceCents: number }> {
  const response = await fetch(`${url}/api/cases/get`, { signal: AbortSignal.timeout(10_000) });
  const { cases } = (await response.json()) as { cases: Array<{ id: number; price: number }> };
  const cheapest = [...cases].sort((a, b) => a.price - b.price)[0];
  if (!cheapest) throw new Error('/api/cases/get lists no case');
  return { id: cheapest.id, priceCents: Math.round(cheapest.price * 100) };
}
