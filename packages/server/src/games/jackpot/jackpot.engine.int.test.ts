import { stepsToAnchor } from '@skinbet/shared/fairness/chain';
import { sha256Hex } from '@skinbet/shared/fairness/hash';
import { winningTicket } from '@skinbet/shared/fairness/jackpot';
import { newGameJackpotPayload, startJackpotPayload } from '@skinbet/shared/events';
import { fairnessChainsResponse } from '@skinbet/shared/schemas/crash.schemas';
import { jackpotGameSchema, jackpotStateSchema } from '@skinbet/shared/schemas/jackpot.schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  connectRecorded,
  eventually,
  roundIdOf,
  waitForEvent,
  type RecordedEvent,
  type SocketCleanup,
} from '../../realtime/realtime.int-support';
import { useTestServer } from '../../test/use-test-server';
import { betOf, jackpotPlayer, setBet, storedRound } from './jackpot.int-support';
import type { JackpotRoundRow } from './jackpot.repository';

/**
 * The jackpot engine on a real server with short timings: a round runs waiting → betting →
 * spinning → finished and the next one opens, every transition persisted and announced in order.
 * The leak test rides along: before `startJackpot`, no event and no `/api/jackpot/get`
 * carries the winner, the winning ticket or the secret.
 */
const TIMINGS = { JACKPOT_BETTING_MS: '600', JACKPOT_SPIN_MS: '300', JACKPOT_RESULT_MS: '100' };
const JACKPOT_EVENTS = new Set(['jackpotNewBet', 'jackpotTimer', 'startJackpot', 'jackpotResult', 'newGameJackpot']);

/** Every way the outcome could show in a payload before the spin; empty when it is clean. */
function leaksIn(payload: unknown, round: JackpotRoundRow): string[] {
  const found: string[] = [];
  if (JSON.stringify(payload ?? null).includes(round.secretHash)) found.push('secret hash');
  const visit = (value: unknown, path: string) => {
    if (Array.isArray(value)) return value.forEach((item, index) => visit(item, `${path}[${index}]`));
    if (value === null || typeof value !== 'object') return;
    for (const [key, inner] of Object.entries(value)) {
      if (/secret|winner|winning_?ticket/i.test(key) && inner !== null) found.push(`field ${path}.${key}`);
      visit(inner, `${path}.${key}`);
    }
  };
  visit(payload, '$');
  return found;
}

describe('jackpot engine', () => {
  const cleanup: SocketCleanup = [];
  const server = useTestServer(TIMINGS, { games: true, sockets: cleanup });

  beforeAll(async () => {
    await eventually(
      'the first jackpot round',
      async () => (await server.ctx.services.jackpotRounds.latest()) !== undefined,
    );
  });

  it('runs a round to its payout, announcing each step, and reveals the outcome only at the spin', async () => {
    const guest = await connectRecorded(server, cleanup);
    const alice = await jackpotPlayer(server, { prices: [1_200, 300] });
    const bob = await jackpotPlayer(server, { prices: [2_500] });
    const player = await connectRecorded(server, cleanup, alice.token);

    const snapshots: unknown[] = [(await server.post('/api/jackpot/get', {}, alice.token)).body];
    const opened = jackpotStateSchema.parse(snapshots[0]);
    expect(opened).toMatchObject({ phase: 'waiting', secret_hash: null, winner: null, countdown: null, bets: [] });
    const round = await storedRound(server.ctx.db, opened.id);

    betOf(await setBet(server, alice.token, alice.myIds));
    snapshots.push((await server.post('/api/jackpot/get', {}, alice.token)).body);
    // The engine times nothing while a single player waits; the second one starts the timer.
    expect(jackpotStateSchema.parse(snapshots[1])).toMatchObject({ phase: 'waiting', countdown: null });
    betOf(await setBet(server, bob.token, bob.myIds));
    snapshots.push((await server.post('/api/jackpot/get', {}, bob.token)).body);
    expect(jackpotStateSchema.parse(snapshots[2])).toMatchObject({ phase: 'betting', winner: null, secret_hash: null });

    for (const { recorder } of [guest, player]) {
      const startAt = await waitForEvent(recorder, 'startJackpot', round.id);
      await waitForEvent(recorder, 'jackpotResult', round.id, startAt);
      const nextAt = await recorder.waitFor(
        (entry) => entry.event === 'newGameJackpot' && roundIdOf(entry.payload)! > round.id,
        startAt,
        'the next round',
      );
      const sequence = recorder.events
        .slice(0, nextAt + 1)
        .filter((entry) => JACKPOT_EVENTS.has(entry.event))
        .map((entry) => entry.event);
      expect(sequence).toEqual([
        'jackpotNewBet',
        'jackpotNewBet',
        'jackpotTimer',
        'startJackpot',
        'jackpotResult',
        'newGameJackpot',
      ]);
      // Before the spin nothing — bets, timers, crash events, anything — carries the outcome. Other
      // games' events are checked for the round's secret itself: their own fields named `secretHash`
      // (a crashed round's revealed secret) are theirs to send.
      const before = recorder.events.slice(0, startAt);
      expect(
        before.flatMap((entry: RecordedEvent) =>
          leaksIn(entry.payload, round)
            .filter((leak) => JACKPOT_EVENTS.has(entry.event) || leak === 'secret hash')
            .map((leak) => `${entry.event}: ${leak}`),
        ),
      ).toEqual([]);
      // The detector does find it where it belongs.
      expect(leaksIn(recorder.events[startAt]!.payload, round)).toEqual(
        expect.arrayContaining(['secret hash', 'field $.winner', 'field $.secretHash']),
      );
    }
    expect(snapshots.flatMap((snapshot) => leaksIn(snapshot, round))).toEqual([]);

    const stored = await storedRound(server.ctx.db, round.id);
    expect(stored.phase).toBe('finished');
    expect(stored.spinEndsAt!).toBeGreaterThanOrEqual(stored.bettingEndsAt! + 300);
    expect(stored.endedAt!).toBeGreaterThanOrEqual(stored.spinEndsAt!);
    const startAt = await waitForEvent(guest.recorder, 'startJackpot', round.id);
    const start = startJackpotPayload.strict().parse(guest.recorder.events[startAt]!.payload);
    expect(start).toMatchObject({
      winningTicket: stored.winningTicket,
      secretHash: round.secretHash,
      spinnerDuration: 300,
    });
    expect(sha256Hex(start.secretHash)).toBe(round.publicHash);
    expect(winningTicket(start.secretHash, round.publicHash, round.id, 4_000)).toBe(start.winningTicket);
    expect([alice.user.id, bob.user.id]).toContain(start.winner.id);

    const game = jackpotGameSchema.strict().parse((await server.post('/api/jackpot/getGame', { id: round.id })).body);
    expect(game).toMatchObject({
      phase: 'finished',
      secret_hash: round.secretHash,
      winning_ticket: start.winningTicket,
    });
    // The secret was fixed in advance: it reaches the jackpot chain's published anchor in its position.
    const { chains } = fairnessChainsResponse.parse((await server.post('/api/provably-fair/chains')).body);
    expect(chains).toContainEqual(
      expect.objectContaining({ id: round.chainId, game: 'jackpot', anchor: game.chain!.anchor }),
    );
    expect(stepsToAnchor(game.secret_hash!, game.chain!.anchor, round.chainRound)).toBe(round.chainRound);

    // The next round opened after this one ended; its public hash is this round's secret.
    const nextAt = await guest.recorder.waitFor(
      (entry) => entry.event === 'newGameJackpot' && roundIdOf(entry.payload)! > round.id,
      startAt,
      'the next round',
    );
    const next = newGameJackpotPayload.strict().parse(guest.recorder.events[nextAt]!.payload);
    const following = await storedRound(server.ctx.db, next.roundId);
    expect(following.phase).toBe('waiting');
    expect(following.createdAt).toBeGreaterThan(stored.endedAt!);
    expect(next).toEqual({ roundId: following.id, publicHash: following.publicHash, serverTime: following.createdAt });
    if (following.chainId === round.chainId) {
      expect(following.chainRound).toBe(round.chainRound + 1);
      expect(following.publicHash).toBe(round.secretHash);
    }
  });
});
