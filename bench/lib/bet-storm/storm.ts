import type { Socket } from 'socket.io-client';
import type { PlannedBet } from './plan';
import { post, type Player } from '../players';
import type { StormResult } from './protocol';

type Answer = { ok: true; betId: number; at: number } | { ok: false; message: string; at: number };
type Kind = 'bet' | 'take';

const EVENTS = {
  bet: { request: 'newBet', success: 'successBet', failure: 'errorBet' },
  take: { request: 'take', success: 'successTake', failure: 'errorTake' },
} as const;
const waiting = new WeakMap<Socket, Record<Kind, Array<(answer: Answer) => void>>>();

/**
 * Sends `newBet` or `take` and resolves with the answer and the moment it arrived. A socket
 * answers its requests in order (the server runs them one after another), so the n-th answer
 * belongs to the n-th request still waiting.
 */
function ask(socket: Socket, kind: Kind, payload: unknown): Promise<Answer> {
  let queues = waiting.get(socket);
  if (!queues) {
    const created: Record<Kind, Array<(answer: Answer) => void>> = { bet: [], take: [] };
    for (const key of ['bet', 'take'] as const) {
      socket.on(EVENTS[key].success, ({ bet }: { bet: { id: number } }) =>
        created[key].shift()?.({ ok: true, betId: bet.id, at: performance.now() }),
      );
      socket.on(EVENTS[key].failure, ({ message }: { message: string }) =>
        created[key].shift()?.({ ok: false, message, at: performance.now() }),
      );
    }
    waiting.set(socket, created);
    queues = created;
  }
  const answer = new Promise<Answer>((resolve) => queues[kind].push(resolve));
  socket.emit(EVENTS[kind].request, payload);
  return answer;
}

/** Sends every request at once and measures each acknowledgement and the whole span. */
async function burst(requests: Array<() => Promise<Answer>>): Promise<StormResult & { answers: Answer[] }> {
  const startedAt = performance.now();
  const answers = await Promise.all(
    requests.map(async (send) => {
      const sentAt = performance.now();
      const answer = await send();
      return { answer, latency: answer.at - sentAt };
    }),
  );
  const refused: Record<string, number> = {};
  const latenciesMs: number[] = [];
  let lastAt = startedAt;
  for (const { answer, latency } of answers) {
    lastAt = Math.max(lastAt, answer.at);
    if (answer.ok) latenciesMs.push(latency);
    else refused[answer.message] = (refused[answer.message] ?? 0) + 1;
  }
  return {
    latenciesMs,
    spanMs: lastAt - startedAt,
    accepted: latenciesMs.length,
    refused,
    answers: answers.map(({ answer }) => answer),
  };
}

/** The crash rounds as a guest socket hears them: each event with its round, waited for by round. */
export class RoundWatcher {
  private readonly seen: Array<{ event: string; roundId: number; countdownMs?: number }> = [];
  private readonly waiters: Array<() => void> = [];

  constructor(socket: Socket) {
    for (const event of ['crashStartTimer', 'crashStart', 'crashEnd', 'crashVoided']) {
      socket.on(event, (payload: { roundId: number; countdownMs?: number }) => {
        this.seen.push({ event, roundId: payload.roundId, countdownMs: payload.countdownMs });
        for (const wake of this.waiters.splice(0)) wake();
      });
    }
  }

  /** The newest round heard of so far (0 before any): a storm waits for a round after it. */
  latest(): number {
    return this.seen.reduce((max, entry) => Math.max(max, entry.roundId), 0);
  }

  /** The first `event` (of any of `events`) matching `accept`, already heard or still to come. */
  async next(
    events: string[],
    accept: (roundId: number) => boolean,
    timeoutMs: number,
  ): Promise<{ event: string; roundId: number; countdownMs?: number }> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.seen.find((entry) => events.includes(entry.event) && accept(entry.roundId));
      if (found) return found;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no ${events.join('/')} within ${timeoutMs / 1000}s`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }
}

export interface RoundOutcome {
  roundId: number;
  bets: StormResult;
  takes: StormResult;
  ended: 'crashed' | 'voided';
}

/**
 * One storm on our server: waits for a new round's countdown, sends all of its bets at once (each
 * player's next skins, on the sockets the plan names), then at the start of the run cashes out
 * every manual bet that was accepted, all at once. A round that still flies `runLimitMs` later is
 * voided by the admin (the game's one control over a round): its bets are in, only time is saved.
 */
export async function runStorm(context: {
  url: string;
  adminToken: string;
  watcher: RoundWatcher;
  players: Player[];
  sockets: Socket[];
  afterRoundId: number;
  countdownMs: number;
  runLimitMs: number;
  bets: PlannedBet[];
}): Promise<RoundOutcome> {
  const { watcher, players, sockets, bets } = context;
  const round = await watcher.next(['crashStartTimer'], (id) => id > context.afterRoundId, 120_000);
  const roundId = round.roundId;

  const requests = bets.map((bet) => {
    const skin = players[bet.player]!.skins.shift();
    if (!skin) throw new Error(`${players[bet.player]!.name} has no skin left to stake`);
    const socket = sockets[bet.socket]!;
    const payload = { items: [skin.myId], sum: skin.price / 100, autoWithdraw: bet.target / 100 };
    return () => ask(socket, 'bet', payload);
  });
  const placed = await burst(requests);

  const manual = bets.flatMap((bet, index) => {
    const answer = placed.answers[index]!;
    return bet.target === 0 && answer.ok ? [{ socket: sockets[bet.socket]!, betId: answer.betId }] : [];
  });
  const started = await watcher.next(
    ['crashStart', 'crashVoided'],
    (id) => id === roundId,
    context.countdownMs + 30_000,
  );
  const takes =
    started.event === 'crashStart'
      ? await burst(
          manual.map(
            ({ socket, betId }) =>
              () =>
                ask(socket, 'take', { id: betId }),
          ),
        )
      : { latenciesMs: [], spanMs: 0, accepted: 0, refused: { voided_before_run: manual.length }, answers: [] };

  const ending = watcher.next(['crashEnd', 'crashVoided'], (id) => id === roundId, context.runLimitMs);
  let ended = await ending.catch(() => null);
  if (!ended) {
    await post(context.url, '/api/admin/crash/void', { reason: 'bench: the storm is in' }, context.adminToken).catch(
      // The crash may have come between the wait and the void: the round then ends by itself.
      () => undefined,
    );
    ended = await watcher.next(['crashEnd', 'crashVoided'], (id) => id === roundId, 120_000);
  }
  const { answers: _bets, ...betsResult } = placed;
  const { answers: _takes, ...takesResult } = takes;
  return {
    roundId,
    bets: betsResult,
    takes: takesResult,
    ended: ended.event === 'crashEnd' ? 'crashed' : 'voided',
  };
}
