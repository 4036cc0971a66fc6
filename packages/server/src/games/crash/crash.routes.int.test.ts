import { crashGameSchema, crashHistoryResponse, fairnessChainsResponse } from '@skinbet/shared/schemas/crash.schemas';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../test/use-test-server';
import { closeBetting, crashRound, openRound, startRound, voidRound } from './crash-bets.int-support';
import { storedRound } from './crash.int-support';

/** The crash calls with no engine running: rounds are written by the test, as a stopped leader left them. */
describe('crash calls', () => {
  const server = useTestServer();

  async function crashedRound(crashPoint: number): Promise<number> {
    const id = await openRound(server.ctx, { crashPoint });
    await closeBetting(server.ctx, id);
    await startRound(server.ctx, id, { elapsedMs: 60_000, crashPoint });
    await crashRound(server.ctx, id);
    return id;
  }

  it('answers empty history and chains before the first round', async () => {
    expect(await server.post('/api/crash/getHistory')).toEqual({ status: 200, body: { history: [] } });
    const chains = await server.post('/api/provably-fair/chains');
    expect(
      fairnessChainsResponse
        .strict()
        .parse(chains.body)
        .chains.every((chain) => chain.game !== 'crash'),
    ).toBe(true);
  });

  it('lists the last 20 crashed rounds, newest first, without voided or unfinished ones', async () => {
    const crashed: number[] = [];
    for (let at = 0; at < 22; at += 1) crashed.push(await crashedRound(101 + at * 37));
    const voided = await openRound(server.ctx);
    await voidRound(server.ctx, voided);
    const waiting = await openRound(server.ctx);

    const answer = await server.post('/api/crash/getHistory');
    const { history } = crashHistoryResponse.strict().parse(answer.body);
    expect(history).toHaveLength(20);
    expect(history.map((entry) => entry.id)).toEqual(crashed.slice(-20).reverse());
    expect(history[0]).toEqual({ id: crashed.at(-1), multiplier: (101 + 21 * 37) / 100 });
    expect(history.some((entry) => entry.id === voided || entry.id === waiting)).toBe(false);
    await voidRound(server.ctx, waiting);
  });

  it('hides the secret, the day and the multiplier of a round until it has ended', async () => {
    const id = await openRound(server.ctx, { crashPoint: 345 });
    const round = await storedRound(server.ctx.db, id);
    const waiting = crashGameSchema.strict().parse((await server.post('/api/crash/getGame', { id })).body);
    expect(waiting).toMatchObject({
      id,
      phase: 'waiting',
      public_hash: round.publicHash,
      secret_hash: null,
      day_of_month: null,
      multiplier: null,
      started_at: null,
      ended_at: null,
      total_bank: 0,
      bets: [],
    });
    expect(waiting.chain).toMatchObject({ id: round.chainId, round: round.chainRound });

    await closeBetting(server.ctx, id);
    await startRound(server.ctx, id, { elapsedMs: 1_000, crashPoint: 345 });
    const running = (await server.post('/api/crash/getGame', { id })).body;
    expect(running).toMatchObject({ phase: 'running', secret_hash: null, day_of_month: null, multiplier: null });
    expect(JSON.stringify(running)).not.toContain(round.secretHash);

    await crashRound(server.ctx, id);
    const ended = crashGameSchema.strict().parse((await server.post('/api/crash/getGame', { id })).body);
    expect(ended).toMatchObject({
      phase: 'crashed',
      secret_hash: round.secretHash,
      day_of_month: round.dayOfMonth,
      multiplier: 3.45,
    });
    expect(ended.ended_at).not.toBeNull();
  });

  it('refuses malformed and unknown rounds', async () => {
    for (const body of [{}, { id: 0 }, { id: 'x' }, { id: 1.5 }]) {
      expect(await server.post('/api/crash/getGame', body)).toEqual({
        status: 400,
        body: { status: 'error', message: 'app_api.invalid_request' },
      });
    }
    expect(await server.post('/api/crash/getGame', { id: 987_654 })).toEqual({
      status: 404,
      body: { status: 'error', message: 'crash_api.game_not_found' },
    });
  });
});
