import { eq } from 'drizzle-orm';
import { chainAnchor, chainSecret, stepsToAnchor } from '@skinbet/shared/fairness/chain';
import { crashPointHundredths } from '@skinbet/shared/fairness/crash';
import { sha256Hex } from '@skinbet/shared/fairness/hash';
import { crashGameSchema, fairnessChainsResponse, type CrashGameDto } from '@skinbet/shared/schemas/crash.schemas';
import { describe, expect, it } from 'vitest';
import { fairnessChains } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { connectRecorded, type SocketCleanup, waitForEvent } from '../../realtime/realtime.int-support';
import { createUser } from '../../test/factories';
import { useTestServer } from '../../test/use-test-server';
import { nextRoundWithin } from '../crash/crash.int-support';

/**
 * Hash chains (docs/fairness/formulas.md "Hash chains") as the engine uses them: anchors published
 * and equal to the shared `chainAnchor` of the stored seed, every round's secret reaching its
 * chain's anchor in exactly `chain_round` steps, chains replaced when used up, and no seed ever
 * sent.
 */
describe('fairness chains under the crash engine', () => {
  const LENGTH = 3;
  const cleanup: SocketCleanup = [];
  // The countdown gives each void time to land while the round is still waiting.
  const server = useTestServer(
    { FAIRNESS_CHAIN_LENGTH: String(LENGTH), CRASH_COUNTDOWN_MS: '2000' },
    { games: true, sockets: cleanup },
  );

  it('publishes anchors and reveals secrets that reach them, across several chains', async () => {
    const admin = await createUser(server.ctx, { isAdmin: true });
    const { recorder } = await connectRecorded(server, cleanup);
    // One round that crashes (x1.30 at most: a short flight), then voided ones until three chains are used.
    const { round: crashed, index } = await nextRoundWithin(server, recorder, { max: 130 });
    let from = await waitForEvent(recorder, 'crashEnd', crashed.id, index);
    const ended = new Set<number>([crashed.id]);
    while (ended.size < 2 * LENGTH + 2) {
      const opened = await waitForEvent(recorder, 'crashStartTimer', undefined, from + 1);
      const roundId = (recorder.events[opened]!.payload as { roundId: number }).roundId;
      const voided = await server.post('/api/admin/crash/void', { reason: 'chain test' }, admin.token);
      ended.add(roundId);
      // On a very slow machine the round may have crashed already; either way it has ended.
      if (voided.status === 200) from = await waitForEvent(recorder, 'crashVoided', roundId, opened);
      else from = await waitForEvent(recorder, 'crashEnd', roundId, opened);
    }

    const answer = await server.post('/api/provably-fair/chains');
    expect(answer.status).toBe(200);
    const { chains } = fairnessChainsResponse.strict().parse(answer.body);
    const crashChains = chains.filter((chain) => chain.game === 'crash');
    expect(crashChains.length).toBeGreaterThanOrEqual(3);
    expect(chains.map((chain) => chain.id)).toEqual([...chains.map((chain) => chain.id)].sort((a, b) => b - a));
    for (const chain of crashChains) {
      expect(Object.keys(chain).sort()).toEqual(['anchor', 'created_at', 'game', 'id', 'length']);
      const [stored] = await server.ctx.db.select().from(fairnessChains).where(eq(fairnessChains.id, chain.id));
      expect(chain.length).toBe(LENGTH);
      expect(chain.anchor).toBe(chainAnchor(stored!.seed, LENGTH));
      expect(JSON.stringify(answer.body)).not.toContain(stored!.seed);
    }

    const games: CrashGameDto[] = [];
    for (const id of [...ended].sort((a, b) => a - b)) {
      const game = crashGameSchema.strict().parse((await server.post('/api/crash/getGame', { id })).body);
      expect(game.secret_hash).not.toBeNull();
      const chain = game.chain!;
      expect(crashChains.find((published) => published.id === chain.id)?.anchor).toBe(chain.anchor);
      // The secret was fixed when the chain's anchor was published: chain_round hashes lead to it.
      expect(stepsToAnchor(game.secret_hash!, chain.anchor, LENGTH)).toBe(chain.round);
      expect(sha256Hex(game.secret_hash!)).toBe(game.public_hash);
      const [stored] = await server.ctx.db.select().from(fairnessChains).where(eq(fairnessChains.id, chain.id));
      expect(game.secret_hash).toBe(chainSecret(stored!.seed, LENGTH, chain.round));
      if (game.phase === 'crashed') {
        const point = crashPointHundredths({
          secretHash: game.secret_hash!,
          publicHash: game.public_hash,
          roundId: game.id,
          dayOfMonth: game.day_of_month!,
        });
        expect(game.multiplier).toBe(point / 100);
      }
      games.push(game);
    }
    expect(games.filter((game) => game.phase === 'crashed').map((game) => game.id)).toContain(crashed.id);
    // Consecutive rounds of one chain: positions in order, each public hash the previous secret.
    for (let at = 1; at < games.length; at += 1) {
      const [before, after] = [games[at - 1]!, games[at]!];
      if (before.chain!.id !== after.chain!.id) {
        expect(before.chain!.round).toBe(LENGTH);
        expect(after.chain!.round).toBe(1);
        continue;
      }
      expect(after.chain!.round).toBe(before.chain!.round + 1);
      expect(after.public_hash).toBe(before.secret_hash);
    }
  });
});

describe('fairness chain positions', () => {
  const server = useTestServer({ FAIRNESS_CHAIN_LENGTH: '4' });

  it('hands each position out once, even to concurrent transactions, and rolls over to new chains', async () => {
    const { fairness } = server.ctx.services;
    const secrets = await Promise.all(
      Array.from({ length: 10 }, () => inTransaction(server.ctx.db, (tx) => fairness.nextSecret(tx, 'test-game'))),
    );
    const positions = secrets.map((secret) => `${secret.chainId}:${secret.chainRound}`);
    expect(new Set(positions).size).toBe(10);
    const chainIds = [...new Set(secrets.map((secret) => secret.chainId))];
    expect(chainIds).toHaveLength(3);
    const chains = await server.ctx.db.select().from(fairnessChains).where(eq(fairnessChains.game, 'test-game'));
    expect(chains.map((chain) => chain.nextRound).sort()).toEqual([3, 5, 5]);
    for (const secret of secrets) {
      const chain = chains.find((row) => row.id === secret.chainId)!;
      expect(secret.secretHash).toBe(chainSecret(chain.seed, 4, secret.chainRound));
      expect(secret.publicHash).toBe(sha256Hex(secret.secretHash));
    }
  });

  it('does not use a position when the round transaction rolls back', async () => {
    const { fairness } = server.ctx.services;
    const before = await inTransaction(server.ctx.db, (tx) => fairness.nextSecret(tx, 'rollback-game'));
    await expect(
      inTransaction(server.ctx.db, async (tx) => {
        await fairness.nextSecret(tx, 'rollback-game');
        throw new Error('round insert failed');
      }),
    ).rejects.toThrow('round insert failed');
    const after = await inTransaction(server.ctx.db, (tx) => fairness.nextSecret(tx, 'rollback-game'));
    expect([before.chainRound, after.chainRound]).toEqual([1, 2]);
  });
});
