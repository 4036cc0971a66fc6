import { and, eq } from 'drizzle-orm';
import { jackpotVoidedPayload } from '@skinbet/shared/events';
import { voidRoundResponse } from '@skinbet/shared/schemas/common.schemas';
import { jackpotGameSchema } from '@skinbet/shared/schemas/jackpot.schemas';
import { describe, expect, it } from 'vitest';
import { auditLog, itemEvents } from '../../db/schema';
import { connectRecorded, waitForEvent, type SocketCleanup } from '../../realtime/realtime.int-support';
import { createUser } from '../../test/factories';
import { useTestServer } from '../../test/use-test-server';
import { instancesOf } from '../round-games.int-support';
import { betOf, closeBetting, freshRound, jackpotPlayer, pay, setBet, spin, storedRound } from './jackpot.int-support';

/**
 * The admin's one control over a jackpot round
 * (docs/fairness/formulas.md "No one controls outcomes"): void it while nobody can know its
 * winner — waiting or betting — refunding every stake. Never once the spin has started.
 */
describe('voiding a jackpot round', () => {
  const cleanup: SocketCleanup = [];
  const server = useTestServer({}, { sockets: cleanup });
  const voidRound = (token: string | undefined, reason?: string) =>
    server.post('/api/admin/jackpot/void', reason === undefined ? {} : { reason }, token);
  const notVoidable = { status: 409, body: { status: 'error', message: 'jackpot_api.not_voidable' } };

  it('is for admins only', async () => {
    await freshRound(server.ctx);
    expect(await voidRound(undefined)).toEqual({
      status: 401,
      body: { status: 'error', message: 'user_api.unauthenticated' },
    });
    const { token } = await createUser(server.ctx, { isModerator: true });
    expect(await voidRound(token)).toEqual({ status: 403, body: { status: 'error', message: 'admin_api.forbidden' } });
  });

  it.each(['waiting', 'betting'] as const)(
    'refunds every stake of a %s round, reveals the secret, and is audited',
    async (phase) => {
      const admin = await createUser(server.ctx, { isAdmin: true });
      const round = await freshRound(server.ctx);
      const { recorder } = await connectRecorded(server, cleanup);
      const alice = await jackpotPlayer(server, { prices: [1_000, 400] });
      const bob = await jackpotPlayer(server, { prices: [700] });
      const first = betOf(await setBet(server, alice.token, [alice.myIds[0]]));
      const second = betOf(await setBet(server, alice.token, [alice.myIds[1]]));
      const bets = [first.id, second.id];
      if (phase === 'betting') bets.push(betOf(await setBet(server, bob.token, bob.myIds)).id);
      const staked = phase === 'betting' ? [...alice.myIds, ...bob.myIds] : alice.myIds;
      expect((await storedRound(server.ctx.db, round.id)).phase).toBe(phase);

      const answer = await voidRound(admin.token, 'stream outage');
      expect(answer.status).toBe(200);
      expect(voidRoundResponse.strict().parse(answer.body)).toEqual({ status: 'success', roundId: round.id });

      const voidedAt = await waitForEvent(recorder, 'jackpotVoided', round.id);
      expect(jackpotVoidedPayload.strict().parse(recorder.events[voidedAt]!.payload)).toEqual({
        roundId: round.id,
        secretHash: round.secretHash,
      });
      const owners = new Map<number, number>([
        ...alice.myIds.map((id) => [id, alice.user.id] as const),
        ...bob.myIds.map((id) => [id, bob.user.id] as const),
      ]);
      expect(await instancesOf(server.ctx, staked)).toEqual(
        staked.map((id) => ({ id, userId: owners.get(id), status: 'available', isWonItem: false })),
      );
      const refunds = await server.ctx.db
        .select()
        .from(itemEvents)
        .where(and(eq(itemEvents.reference, `jackpot_round:${round.id}`), eq(itemEvents.reason, 'jackpot_refund')));
      expect(refunds.map((event) => event.inventoryItemId).sort()).toEqual([...staked].sort());

      const stored = await storedRound(server.ctx.db, round.id);
      expect(stored).toMatchObject({ phase: 'voided', winnerUserId: null, winningTicket: null });
      const game = jackpotGameSchema.strict().parse((await server.post('/api/jackpot/getGame', { id: round.id })).body);
      expect(game).toMatchObject({ phase: 'voided', secret_hash: round.secretHash, winner: null, commission: null });

      const [audit] = await server.ctx.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'jackpot.void'), eq(auditLog.target, `jackpot_round:${round.id}`)));
      expect(audit).toMatchObject({ actorId: admin.user.id });
      expect(JSON.parse(audit!.details!)).toEqual({ phase, reason: 'stream outage', refundedBets: bets });

      // Nothing is left to void, and the voided round takes no bets.
      expect(await voidRound(admin.token)).toEqual(notVoidable);
      expect((await setBet(server, bob.token, bob.myIds)).body.message).toBe('jackpot_api.already_started');
    },
  );

  it('is refused once betting has closed by the database clock, before any engine has spun', async () => {
    // The failover gap: the pot is closed, so the winner is fixed by the secret even though no
    // engine has written it yet (a dead leader). A void now would undo a result that exists.
    const admin = await createUser(server.ctx, { isAdmin: true });
    const round = await freshRound(server.ctx);
    const alice = await jackpotPlayer(server, { prices: [1_000] });
    const bob = await jackpotPlayer(server, { prices: [1_000] });
    betOf(await setBet(server, alice.token, alice.myIds));
    betOf(await setBet(server, bob.token, bob.myIds));
    await closeBetting(server.ctx, round.id);

    expect(await voidRound(admin.token)).toEqual(notVoidable);
    expect((await storedRound(server.ctx.db, round.id)).phase).toBe('betting');
    expect((await instancesOf(server.ctx, [...alice.myIds, ...bob.myIds])).map((row) => row.status)).toEqual([
      'in_bet',
      'in_bet',
    ]);
    // The engine that takes over spins it as it would have been spun.
    expect((await server.ctx.services.jackpotRounds.spinRound(round.id))?.phase).toBe('spinning');
    await pay(server.ctx, round.id);
  });

  it('is refused once the spin has started, and after the round was paid', async () => {
    const admin = await createUser(server.ctx, { isAdmin: true });
    const round = await freshRound(server.ctx);
    const alice = await jackpotPlayer(server, { prices: [1_000] });
    const bob = await jackpotPlayer(server, { prices: [1_000] });
    betOf(await setBet(server, alice.token, alice.myIds));
    betOf(await setBet(server, bob.token, bob.myIds));
    const spun = await spin(server.ctx, round.id);

    expect(await voidRound(admin.token)).toEqual(notVoidable);
    expect(await storedRound(server.ctx.db, round.id)).toEqual(spun);
    expect((await instancesOf(server.ctx, [...alice.myIds, ...bob.myIds])).map((row) => row.status)).toEqual([
      'in_bet',
      'in_bet',
    ]);
    await pay(server.ctx, round.id);
    expect(await voidRound(admin.token)).toEqual(notVoidable);
    expect((await storedRound(server.ctx.db, round.id)).phase).toBe('finished');
  });
});
