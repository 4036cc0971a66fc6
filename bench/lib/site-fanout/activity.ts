import { JACKPOT } from '@skinbet/shared/games/jackpot.machine';
import { WHEEL } from '@skinbet/shared/games/wheel.machine';
import type { Socket } from 'socket.io-client';
import { EDGE_MS, postMessages, type Sender } from '../fanout/chat-senders';
import { post, type Player } from '../players';
import type { OpenerPool, PlayerPool } from './players';
import type { SitePart } from './settings';

/** What the bench does on our server during a window, and with whom. */
export interface SiteActors {
  url: string;
  /** The parts the bench drives (the crash rounds run by themselves). */
  parts: ReadonlySet<SitePart>;
  /** A guest socket of the bench's own: its `newGameJackpot` and `newGameWheel` call the bets. */
  conductor: Socket;
  senders: Sender[];
  jackpot: PlayerPool;
  wheel: PlayerPool;
  openers: OpenerPool;
  /** The case opened (the cheapest), once the cases answer. */
  box?: { id: number; priceCents: number };
  /** Openings in flight side by side, each one every `caseEveryMs`. */
  caseStreams: number;
  caseEveryMs: number;
}

/** Accepted actions and refusals by part, e.g. `jackpot.bets`, `wheel.refused wheel_api.game_started`. */
export type ActivityTally = Record<string, number>;

/** Bets of one round start this long after it opens, one player after another this far apart. */
const FIRST_BET_MS = 300;
const BET_SPACING_MS = 400;
/** A round with less betting time left than this is left alone: the next one gets the bets. */
const BETTING_LEFT_MS = 2_500;
const WHEEL_COLOURS = ['black', 'red', 'green'] as const;
/** The smallest stake each game takes with our server's default limits (JACKPOT_MIN_BET, WHEEL_MIN_BET unset). */
export const MIN_STAKE_CENTS = { jackpot: JACKPOT.minBetCents, wheel: WHEEL.minBetCents };

type Answer = { ok: true; body: unknown } | { ok: false; key: string };

/**
 * Keeps the whole site busy from `startAt` for `spanMs`: chat at the rate limit, cases opened in
 * turns, and a bet of one skin per player on every jackpot and wheel round that opens. A refusal
 * (a bet that came too late, say) is tallied, not fatal; a 5xx or a network error fails the window.
 * Resolves once the last request has been answered.
 */
export async function runActivity(actors: SiteActors, startAt: number, spanMs: number): Promise<ActivityTally> {
  const tally: ActivityTally = {};
  const count = (key: string, by = 1) => (tally[key] = (tally[key] ?? 0) + by);
  const errors: string[] = [];
  const endAt = startAt + spanMs;
  const pending: Array<Promise<unknown>> = [];
  /** Runs `action` at `at` if the span is still open then. */
  const at = (time: number, action: () => Promise<unknown>) =>
    pending.push(
      new Promise((resolve) => setTimeout(resolve, time - Date.now())).then(() =>
        Date.now() < endAt - EDGE_MS ? action() : undefined,
      ),
    );

  const send = async (path: string, body: unknown, token: string): Promise<Answer> => {
    let status: number;
    let text: string;
    try {
      const response = await fetch(`${actors.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(10_000),
      });
      status = response.status;
      text = await response.text();
    } catch (error) {
      errors.push(`${path}: ${String(error)}`);
      return { ok: false, key: 'error' };
    }
    if (status === 200) return { ok: true, body: JSON.parse(text) as unknown };
    if (status >= 500) errors.push(`${path}: HTTP ${status} ${text}`);
    return { ok: false, key: refusalKey(text) ?? `HTTP ${status}` };
  };

  /**
   * The cheapest skin of `player` the game takes (`MIN_STAKE_CENTS`) staked on `part`; a refused
   * stake keeps its skin for the next round.
   */
  const stake = async (part: 'jackpot' | 'wheel', player: Player, body: (skin: number) => unknown) => {
    const index = player.skins.findIndex((skin) => skin.price >= MIN_STAKE_CENTS[part]);
    if (index < 0) return count(`${part}.no_skin`);
    const [skin] = player.skins.splice(index, 1);
    const answer = await send(`/api/${part}/setBet`, body(skin!.myId), player.token);
    if (answer.ok) return count(`${part}.bets`);
    player.skins.splice(index, 0, skin!);
    count(`${part}.refused ${answer.key}`);
  };
  const betJackpot = () =>
    actors.jackpot.players.forEach((player, index) =>
      at(Date.now() + FIRST_BET_MS + index * BET_SPACING_MS, () =>
        stake('jackpot', player, (skin) => ({ items: [skin] })),
      ),
    );
  let wheelRounds = 0;
  const betWheel = () => {
    const round = wheelRounds++;
    actors.wheel.players.forEach((player, index) => {
      const color = WHEEL_COLOURS[(index + round) % WHEEL_COLOURS.length];
      at(Date.now() + FIRST_BET_MS + index * BET_SPACING_MS, () =>
        stake('wheel', player, (skin) => ({ items: [skin], color })),
      );
    });
  };

  const listeners: Array<() => void> = [];
  const follow = (event: string, action: () => void) => {
    const listener = () => {
      if (Date.now() < endAt - EDGE_MS) action();
    };
    actors.conductor.on(event, listener);
    listeners.push(() => actors.conductor.off(event, listener));
  };
  try {
    if (actors.parts.has('jackpot')) {
      follow('newGameJackpot', betJackpot);
      const state = await post<{ phase: string; countdown: number | null }>(actors.url, '/api/jackpot/get', {});
      if (state.phase === 'waiting' || (state.phase === 'betting' && (state.countdown ?? 0) > BETTING_LEFT_MS)) {
        betJackpot();
      }
    }
    if (actors.parts.has('wheel')) {
      follow('newGameWheel', betWheel);
      const state = await post<{ phase: string; bettingEndsAt: number; serverTime: number }>(
        actors.url,
        '/api/wheel/get',
        {},
      );
      if (state.phase === 'betting' && state.bettingEndsAt - state.serverTime > BETTING_LEFT_MS) betWheel();
    }
    if (actors.parts.has('cases') && actors.box) {
      const { id, priceCents } = actors.box;
      const streams = actors.caseStreams;
      for (let stream = 0; stream < streams; stream++) {
        for (
          let time = startAt + EDGE_MS + (stream * actors.caseEveryMs) / streams;
          time < endAt - EDGE_MS;
          time += actors.caseEveryMs
        ) {
          at(time, async () => {
            const opener = actors.openers.take(priceCents);
            if (!opener) return count('cases.no_money');
            const answer = await send('/api/cases/open', { id }, opener.token);
            if (!answer.ok) return count(`cases.refused ${answer.key}`);
            opener.balanceCents = Math.round((answer.body as { balance: number }).balance * 100);
            count('cases.opened');
          });
        }
      }
    }
    if (actors.parts.has('chat')) {
      pending.push(
        postMessages(actors.url, actors.senders, startAt, spanMs).then((posted) => count('chat.posted', posted)),
      );
    }
    await new Promise((resolve) => setTimeout(resolve, endAt - Date.now()));
  } finally {
    for (const stop of listeners) stop();
  }
  // Bets called by the last events may still be on their way.
  while (pending.length > 0) await Promise.all(pending.splice(0));
  if (errors.length > 0) throw new Error(`our server failed the bench's requests:\n${errors.slice(0, 5).join('\n')}`);
  return tally;
}

/** The `*_api.*` key of a refusal's body, when it has one. */
function refusalKey(text: string): string | undefined {
  try {
    const { message } = JSON.parse(text) as { message?: unknown };
    return typeof message === 'string' ? message : undefined;
  } catch {
    return undefined;
  }
}
