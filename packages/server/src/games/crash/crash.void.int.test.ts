import { and, eq } from 'drizzle-orm';
import { crashVoidedPayload } from '@skinbet/shared/events';
import { crashGameSchema, crashHistoryResponse, voidRoundResponse } from '@skinbet/shared/schemas/crash.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema';
import { findLedgerMismatches } from '../../modules/money/money.repository';
import { connectRecorded, type SocketCleanup, waitForEvent } from '../../realtime/realtime.int-support';
import { createCatalogItem, createUser, grantItems } from '../../test/factories';
import { statusesOf } from '../../test/rows.int-support';
import { startTestServer, type TestServer } from '../../test/test-server';
import { betOf, closeBetting, crashRound, openRound, placeBet, startRound } from './crash-bets.int-support';
import { nextRoundWithin, storedRound } from './crash.int-support';

/** The admin's one control over a round (ARCHITECTURE §4): void it, refunding every stake. */
describe('voiding a crash round', () => {
  let server: TestServer;
  const cleanup: SocketCleanup = [];

  beforeAll(async () => {
    server = await startTestServer({ CRASH_COUNTDOWN_MS: '3000' }, { games: true });
  });
  afterAll(async () => {
    for (const socket of cleanup) socket.close();
    await server?.stop();
  });

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

    const answer = await server.post('/api/admin/crash/void', { reason: 'stream outage' }, admin.token);
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

describe('voiding when no round is in play', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => server?.stop());

  it('is refused with crash_api.not_voidable once the round has crashed', async () => {
    const admin = await createUser(server.ctx, { isAdmin: true });
    const refused = { status: 409, body: { status: 'error', message: 'crash_api.not_voidable' } };
    expect(await server.post('/api/admin/crash/void', {}, admin.token)).toEqual(refused);

    const roundId = await openRound(server.ctx, { crashPoint: 150 });
    await closeBetting(server.ctx, roundId);
    await startRound(server.ctx, roundId, { elapsedMs: 10_000, crashPoint: 150 });
    await crashRound(server.ctx, roundId);
    expect(await server.post('/api/admin/crash/void', {}, admin.token)).toEqual(refused);
    expect((await storedRound(server.ctx.db, roundId)).phase).toBe('crashed');
  });
});
