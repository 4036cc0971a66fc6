import { and, eq, sql } from 'drizzle-orm';
import { crashVoidedPayload } from '@skinbet/shared/events';
import { msToReach, payoutCents } from '@skinbet/shared/fairness/crash';
import { voidRoundResponse } from '@skinbet/shared/schemas/common.schemas';
import { crashGameSchema, crashHistoryResponse } from '@skinbet/shared/schemas/crash.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, crashBets, itemEvents } from '../../db/schema';
import { findLedgerMismatches } from '../../modules/ledger/money/ledger-check.repository';
import { connectRecorded, eventually, type SocketCleanup, waitForEvent } from '../../realtime/realtime.int-support';
import { createCatalogItem, createUser, grantItems } from '../../test/factories';
import { statusesOf } from '../../test/rows.int-support';
import { startTestServer, type TestServer } from '../../test/test-server';
import { useTestServer } from '../../test/use-test-server';
import { betOf, closeBetting, crashRound, openRound, placeBet, startRound } from './crash-bets.int-support';
import { nextRoundWithin, storedRound } from './crash.int-support';

/**
 * The admin's one control over a round (docs/fairness/formulas.md "No one controls outcomes"): void
 * it, refunding every stake.
 */
describe('voiding a crash round', () => {
  const cleanup: SocketCleanup = [];
  const server = useTestServer({ CRASH_COUNTDOWN_MS: '3000' }, { games: true, sockets: cleanup });

  it('is for admins only', async () => {
    expect(await server.post('/api/admin/crash/void', {})).toEqual({
      status: 401,
      body: { status: 'error', message: 'user_api.unauthenticated' },
    });
    const { token } = await createUser(server.ctx, { isModerator: true });
    expect(await server.post('/api/admin/crash/void', {}, token)).toEqual({
      status: 403,
      body: { status: 'error', message: 'admin_api.forbidden' },
    });
  });

  it('refunds every stake, reveals the secret, is audited, and the engine moves on', async () => {
    const admin = await createUser(server.ctx, { isAdmin: true });
    const { user, token } = await createUser(server.ctx);
    const skin = await createCatalogItem(server.ctx, { price: 750, marketCount: 3 });
    const stakes = await grantItems(server.ctx, user.id, [skin.id, skin.id, skin.id]);
    const { recorder } = await connectRecorded(server, cleanup);
    const { socket } = await connectRecorded(server, cleanup, token);

    const { round, index } = await nextRoundWithin(server, recorder, {});
    const manual = betOf(await placeBet(socket, { items: [stakes[0]], sum: 7.5, autoWithdraw: 0 }));
    const auto = betOf(await placeBet(socket, { items: [stakes[1], stakes[2]], sum: 15, autoWithdraw: 2 }));
    expect(await statusesOf(server.ctx, stakes)).toEqual(['in_bet', 'in_bet', 'in_bet']);

    // Naming a round the game has left (the moderator looked at the previous one) voids nothing.
    const stale = await server.post('/api/admin/crash/void', { roundId: round.id - 1 }, admin.token);
    expect(stale).toEqual({ status: 409, body: { status: 'error', message: 'crash_api.not_voidable' } });
    expect(await statusesOf(server.ctx, stakes)).toEqual(['in_bet', 'in_bet', 'in_bet']);

    const answer = await server.post(
      '/api/admin/crash/void',
      { reason: 'stream outage', roundId: round.id },
      admin.token,
    );
    expect(answer.status).toBe(200);
    expect(voidRoundResponse.strict().parse(answer.body)).toEqual({ status: 'success', roundId: round.id });

    const voidedAt = await waitForEvent(recorder, 'crashVoided', round.id, index);
    expect(crashVoidedPayload.strict().parse(recorder.events[voidedAt]!.payload)).toEqual({
      roundId: round.id,
      secretHash: round.secretHash,
    });
    const refundedAt = await recorder.waitFor((entry) => entry.event === 'newBets', voidedAt, 'refunded bets');
    const refunded = (recorder.events[refundedAt]!.payload as { bets: Array<{ id: number; is_win: number }> }).bets;
    expect(refunded.map((bet) => [bet.id, bet.is_win])).toEqual([
      [manual.id, 3],
      [auto.id, 3],
    ]);
    expect(await statusesOf(server.ctx, stakes)).toEqual(['available', 'available', 'available']);

    const stored = await storedRound(server.ctx.db, round.id);
    expect(stored.phase).toBe('voided');
    const game = crashGameSchema.strict().parse((await server.post('/api/crash/getGame', { id: round.id })).body);
    expect(game).toMatchObject({
      phase: 'voided',
      secret_hash: round.secretHash,
      day_of_month: round.dayOfMonth,
      multiplier: null,
      total_bank: 22.5,
    });
    expect(game.bets.map((bet) => bet.is_win)).toEqual([3, 3]);
    const history = crashHistoryResponse.parse((await server.post('/api/crash/getHistory')).body).history;
    expect(history.some((entry) => entry.id === round.id)).toBe(false);

    const [audit] = await server.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'crash.void'), eq(auditLog.target, `crash_round:${round.id}`)));
    expect(audit).toMatchObject({ actorId: admin.user.id });
    expect(JSON.parse(audit!.details!)).toMatchObject({ reason: 'stream outage', refundedBets: [manual.id, auto.id] });

    // The engine opens the next round after the pause; its public hash is the voided round's secret.
    const next = await waitForEvent(recorder, 'crashStartTimer', undefined, voidedAt);
    const following = await storedRound(server.ctx.db, (recorder.events[next]!.payload as { roundId: number }).roundId);
    expect(following.id).toBeGreaterThan(round.id);
    if (following.chainId === round.chainId) expect(following.publicHash).toBe(round.secretHash);
    expect(await findLedgerMismatches(server.ctx.db)).toEqual([]);
  });
});

describe('voiding when no round is in play, or its outcome exists', () => {
  const cleanup: SocketCleanup = [];
  const server = useTestServer({}, { sockets: cleanup });
  const refused = { status: 409, body: { status: 'error', message: 'crash_api.not_voidable' } };

  it('is refused with crash_api.not_voidable once the round has crashed', async () => {
    const admin = await createUser(server.ctx, { isAdmin: true });
    expect(await server.post('/api/admin/crash/void', {}, admin.token)).toEqual(refused);

    const roundId = await openRound(server.ctx, { crashPoint: 150 });
    await closeBetting(server.ctx, roundId);
    await startRound(server.ctx, roundId, { elapsedMs: 10_000, crashPoint: 150 });
    await crashRound(server.ctx, roundId);
    expect(await server.post('/api/admin/crash/void', {}, admin.token)).toEqual(refused);
    expect((await storedRound(server.ctx.db, roundId)).phase).toBe('crashed');
  });

  it('is refused once the crash moment has passed by the database clock, marked crashed or not', async () => {
    const admin = await createUser(server.ctx, { isAdmin: true });
    const { user, token } = await createUser(server.ctx);
    const skin = await createCatalogItem(server.ctx, { price: 400, marketCount: 2 });
    const stakes = await grantItems(server.ctx, user.id, [skin.id, skin.id]);
    const { socket } = await connectRecorded(server, cleanup, token);

    // Before its crash moment a running round has no outcome yet: it may still be voided.
    const early = await openRound(server.ctx, { crashPoint: 500 });
    betOf(await placeBet(socket, { items: [stakes[0]], sum: 4, autoWithdraw: 2 }));
    await startRound(server.ctx, early, { elapsedMs: 100, crashPoint: 500 });
    expect((await server.post('/api/admin/crash/void', {}, admin.token)).status).toBe(200);
    expect((await storedRound(server.ctx.db, early)).phase).toBe('voided');

    // x1.05 was reached ~813 ms after the start; the run began 5 s ago and no engine marked the crash.
    const late = await openRound(server.ctx, { crashPoint: 105 });
    const manual = betOf(await placeBet(socket, { items: [stakes[0]], sum: 4, autoWithdraw: 0 }));
    const auto = betOf(await placeBet(socket, { items: [stakes[1]], sum: 4, autoWithdraw: 2 }));
    await startRound(server.ctx, late, { elapsedMs: 5_000, crashPoint: 105 });
    expect(await server.post('/api/admin/crash/void', {}, admin.token)).toEqual(refused);
    expect((await storedRound(server.ctx.db, late)).phase).toBe('running');
    expect(await statusesOf(server.ctx, stakes)).toEqual(['in_bet', 'in_bet']);

    // The engine's crash settles it as it would have been: both stakes lost, nothing refunded.
    const settled = await server.ctx.services.crashRounds.crashRound({ id: late, crashPoint: 105 });
    expect(settled?.phase).toBe('crashed');
    const bets = await server.ctx.db.select().from(crashBets).where(eq(crashBets.roundId, late)).orderBy(crashBets.id);
    expect(bets.map((bet) => [bet.id, bet.status])).toEqual([
      [manual.id, 'lost'],
      [auto.id, 'lost'],
    ]);
    expect(await statusesOf(server.ctx, stakes)).toEqual(['lost', 'lost']);
    expect(await findLedgerMismatches(server.ctx.db)).toEqual([]);
  });
});

/**
 * The failover gap (docs/fairness/formulas.md "No one controls outcomes"): the leader dies
 * right after a round starts, its crash moment passes while no engine runs it, and an admin
 * tries to void it from a node without engines. The outcome exists: the void is refused, and
 * the next engine settles the round as crashed — losers lose, no stake comes back.
 */
describe('voiding in the failover gap', () => {
  let owner: TestServer;
  const nodes: TestServer[] = [];
  const cleanup: SocketCleanup = [];

  async function engineNode(): Promise<TestServer> {
    const node = await startTestServer(
      { CRASH_COUNTDOWN_MS: '300', CRASH_PAUSE_MS: '100' },
      {
        shareDatabaseWith: owner,
        games: true,
      },
    );
    nodes.push(node);
    return node;
  }

  beforeAll(async () => {
    // Keeps the database open while engine nodes come and go; it runs no timers itself.
    owner = await startTestServer();
  });
  afterAll(async () => {
    for (const socket of cleanup) socket.close();
    for (const node of nodes) await node.stop();
    await owner?.stop();
  });

  it('refuses the void once the crash moment has passed, and the next engine settles the round', async () => {
    const admin = await createUser(owner.ctx, { isAdmin: true });
    const { user, token } = await createUser(owner.ctx);
    const skin = await createCatalogItem(owner.ctx, { price: 1_000, marketCount: 5 });
    const stakes = await grantItems(owner.ctx, user.id, [skin.id, skin.id, skin.id]);
    const { socket } = await connectRecorded(owner, cleanup, token);

    // x1.50: the crash moment is ~6.8 s after the start, long after the leader is gone.
    const crashPoint = 150;
    const roundId = await openRound(owner.ctx, { crashPoint });
    const manual = betOf(await placeBet(socket, { items: [stakes[0]], sum: 10, autoWithdraw: 0 }));
    const high = betOf(await placeBet(socket, { items: [stakes[1]], sum: 10, autoWithdraw: 2 }));
    const low = betOf(await placeBet(socket, { items: [stakes[2]], sum: 10, autoWithdraw: 1.21 }));
    await closeBetting(owner.ctx, roundId);

    // A leader starts the run and dies right after.
    const leader = await engineNode();
    await eventually('the leader to start the run', async () => {
      return (await storedRound(owner.ctx.db, roundId)).phase === 'running';
    });
    nodes.splice(nodes.indexOf(leader), 1);
    await leader.stop();
    expect((await storedRound(owner.ctx.db, roundId)).phase).toBe('running');

    const crashAfterMs = msToReach(crashPoint);
    await eventually('the crash moment to pass', async () => {
      const result = await owner.ctx.db.execute(
        sql`SELECT now() >= started_at + ${crashAfterMs} * interval '1 millisecond' AS passed FROM crash_rounds WHERE id = ${roundId}`,
      );
      return (result as unknown as { rows: Array<{ passed: boolean }> }).rows[0]?.passed === true;
    });

    expect(await owner.post('/api/admin/crash/void', { reason: 'stream outage' }, admin.token)).toEqual({
      status: 409,
      body: { status: 'error', message: 'crash_api.not_voidable' },
    });
    expect((await storedRound(owner.ctx.db, roundId)).phase).toBe('running');
    expect(await statusesOf(owner.ctx, stakes)).toEqual(['in_bet', 'in_bet', 'in_bet']);

    await engineNode();
    await eventually('the next engine to settle the round', async () => {
      return (await storedRound(owner.ctx.db, roundId)).phase === 'crashed';
    });
    const bets = await owner.ctx.db
      .select()
      .from(crashBets)
      .where(eq(crashBets.roundId, roundId))
      .orderBy(crashBets.id);
    expect(bets.map((bet) => [bet.id, bet.status, bet.payout])).toEqual([
      [manual.id, 'lost', 0],
      [high.id, 'lost', 0],
      [low.id, 'won', payoutCents(1_000, 121)],
    ]);
    expect(await statusesOf(owner.ctx, stakes)).toEqual(['lost', 'lost', 'lost']);
    const refunds = await owner.ctx.db.select().from(itemEvents).where(eq(itemEvents.reason, 'crash_refund'));
    expect(refunds.filter((event) => stakes.includes(event.inventoryItemId))).toEqual([]);
    expect(await findLedgerMismatches(owner.ctx.db)).toEqual([]);
  }, 120_000);
});
