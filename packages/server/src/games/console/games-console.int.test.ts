import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { GAMES } from '@skinbet/shared/games/registry';
import { giveawayDrawIndex } from '@skinbet/shared/fairness/giveaway';
import { sha256Hex } from '@skinbet/shared/fairness/hash';
import {
  adminDrawsResponse,
  adminGamesStateResponse,
  adminRoundDetailResponse,
  adminRoundsResponse,
} from '@skinbet/shared/schemas/admin-games.schemas';
import { appConfigSchema } from '@skinbet/shared/schemas/app.schemas';
import { auditLog, crashRounds } from '../../db/schema';
import { connectRecorded, eventually, type SocketCleanup, waitForEvent } from '../../realtime/realtime.int-support';
import { createGiveaway, drawAllActive } from '../../modules/engagement/giveaways/giveaways.int-support';
import { createCatalogItem, createUser } from '../../test/factories';
import { useTestServer } from '../../test/use-test-server';
import { nextRoundWithin, storedRound } from '../crash/crash.int-support';

/**
 * The console's Games calls (docs/operations/console.md "Games"): a pause lets the round in play
 * finish and opens no new one until resumed — on the stored state the leader's engine reads —;
 * the round browser shows a secret only once revealed; the generic void follows each game's rule.
 */
describe('games console', () => {
  const cleanup: SocketCleanup = [];
  const server = useTestServer({ CRASH_COUNTDOWN_MS: '1500' }, { games: true, sockets: cleanup });

  const CALLS: Array<[string, unknown]> = [
    ['/api/admin/games/state', {}],
    ['/api/admin/games/pause', { game: 'crash' }],
    ['/api/admin/games/resume', { game: 'crash' }],
    ['/api/admin/games/rounds', { game: 'crash' }],
    ['/api/admin/games/round', { game: 'crash', id: 1 }],
    ['/api/admin/games/void', { game: 'crash', round_id: 1, reason: 'x' }],
    ['/api/admin/games/draws', { kind: 'giveaway' }],
  ];

  it('refuses guests, players and moderators', async () => {
    const player = await createUser(server.ctx);
    const moderator = await createUser(server.ctx, { isModerator: true });
    for (const [path, body] of CALLS) {
      expect((await server.post(path, body)).status, path).toBe(401);
      for (const token of [player.token, moderator.token]) {
        expect(await server.post(path, body, token), path).toEqual({
          status: 403,
          body: { status: 'error', message: 'admin_api.forbidden' },
        });
      }
    }
    expect((await server.post('/api/getConfig')).body.paused_games).toEqual([]);
  });

  it('refuses a game outside the registry and a void without a reason', async () => {
    const admin = await createUser(server.ctx, { isAdmin: true });
    for (const [path, body] of [
      ['/api/admin/games/pause', { game: 'roulette' }],
      ['/api/admin/games/rounds', { game: 'cases' }],
      ['/api/admin/games/void', { game: 'crash', round_id: 1 }],
    ] as const) {
      expect((await server.post(path, body, admin.token)).body, path).toEqual({
        status: 'error',
        message: 'app_api.invalid_request',
      });
    }
  });

  it('lists every game of the registry with its limits, and maintenance', async () => {
    const admin = await createUser(server.ctx, { isAdmin: true });
    const answer = await server.post('/api/admin/games/state', {}, admin.token);
    expect(answer.status).toBe(200);
    const state = adminGamesStateResponse.parse(answer.body);
    expect(state.games.map((game) => game.game)).toEqual(GAMES);
    expect(state.maintenance).toBe(false);
    const crash = state.games.find((game) => game.game === 'crash')!;
    expect(crash).toMatchObject({ paused: false, rounds: true });
    expect(crash.limits).toMatchObject({ max_bet_cents: server.config.crash.limits.maxBetCents, countdown_ms: 1500 });
    expect(state.games.find((game) => game.game === 'cases')).toMatchObject({ rounds: false, current: null });
  });

  it('pauses crash: the round in play finishes, no new one opens until resumed; players hear why', async () => {
    const admin = await createUser(server.ctx, { isAdmin: true });
    const { recorder } = await connectRecorded(server, cleanup);
    // A short flight, still waiting for its countdown when the pause lands.
    const { round, index } = await nextRoundWithin(server, recorder, { max: 130 });

    const paused = await server.post('/api/admin/games/pause', { game: 'crash' }, admin.token);
    expect(paused).toEqual({ status: 200, body: { status: 'success', game: 'crash', paused: true } });
    const heard = recorder.events.length;
    await recorder.waitFor((entry) => entry.event === 'gamePaused', index, 'gamePaused');
    expect(recorder.events.find((entry) => entry.event === 'gamePaused')?.payload).toEqual({
      game: 'crash',
      paused: true,
    });
    expect(appConfigSchema.parse((await server.post('/api/getConfig')).body).paused_games).toEqual(['crash']);

    // The round in play runs to its crash point, exactly as its secret fixed it.
    await waitForEvent(recorder, 'crashEnd', round.id, index);
    const ended = await storedRound(server.ctx.db, round.id);
    expect(ended.phase).toBe('crashed');
    expect(ended.crashPoint).toBe(round.crashPoint);

    // Well past the pause between rounds (100 ms) and an engine look: nothing new opens.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const newer = await server.ctx.db
      .select({ id: crashRounds.id })
      .from(crashRounds)
      .where(eq(crashRounds.phase, 'waiting'));
    expect(newer).toEqual([]);
    expect(recorder.events.slice(heard).some((entry) => entry.event === 'crashStartTimer')).toBe(false);

    const state = adminGamesStateResponse.parse((await server.post('/api/admin/games/state', {}, admin.token)).body);
    expect(state.games.find((game) => game.game === 'crash')).toMatchObject({ paused: true, current: null });

    const resumed = await server.post('/api/admin/games/resume', { game: 'crash' }, admin.token);
    expect(resumed).toEqual({ status: 200, body: { status: 'success', game: 'crash', paused: false } });
    const next = await waitForEvent(recorder, 'crashStartTimer', undefined, heard);
    expect((recorder.events[next]!.payload as { roundId: number }).roundId).toBeGreaterThan(round.id);
    expect((await server.post('/api/getConfig')).body.paused_games).toEqual([]);

    const audit = await server.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorId, admin.user.id), inArray(auditLog.action, ['games.pause', 'games.resume'])));
    expect(audit.map((entry) => [entry.action, entry.target])).toEqual([
      ['games.pause', 'game:crash'],
      ['games.resume', 'game:crash'],
    ]);
    expect(audit[0]).toMatchObject({ before: { paused: false }, after: { paused: true } });
  });

  it('browses rounds: a secret only once revealed; one round as the verifier loads it', async () => {
    const admin = await createUser(server.ctx, { isAdmin: true });
    const { recorder } = await connectRecorded(server, cleanup);
    const { round, index } = await nextRoundWithin(server, recorder, { max: 120 });

    const page = adminRoundsResponse.parse(
      (await server.post('/api/admin/games/rounds', { game: 'crash' }, admin.token)).body,
    );
    const inPlay = page.rounds.find((row) => row.id === round.id)!;
    expect(inPlay).toMatchObject({ secret: null, voidable_phase: true, public_hash: round.publicHash });
    expect(
      page.rounds.filter((row) => row.phase === 'crashed' || row.phase === 'voided').every((row) => row.secret),
    ).toBe(true);
    const running = adminRoundDetailResponse.parse(
      (await server.post('/api/admin/games/round', { game: 'crash', id: round.id }, admin.token)).body,
    );
    expect(running.game === 'crash' && running.round.secret_hash).toBe(null);

    await waitForEvent(recorder, 'crashEnd', round.id, index);
    const done = adminRoundDetailResponse.parse(
      (await server.post('/api/admin/games/round', { game: 'crash', id: round.id }, admin.token)).body,
    );
    expect(done.game === 'crash' && done.round.secret_hash).toBe(round.secretHash);
    expect(await server.post('/api/admin/games/round', { game: 'crash', id: 9_999_999 }, admin.token)).toEqual({
      status: 404,
      body: { status: 'error', message: 'admin_games_api.round_not_found' },
    });
  });

  it('voids the round in play through the game’s own rule, that round only, audited', async () => {
    const admin = await createUser(server.ctx, { isAdmin: true });
    const { recorder } = await connectRecorded(server, cleanup);
    const { round } = await nextRoundWithin(server, recorder, {});
    expect(
      await server.post(
        '/api/admin/games/void',
        { game: 'crash', round_id: round.id - 1, reason: 'stale' },
        admin.token,
      ),
    ).toEqual({ status: 409, body: { status: 'error', message: 'crash_api.not_voidable' } });
    const voided = await server.post(
      '/api/admin/games/void',
      { game: 'crash', round_id: round.id, reason: 'stream outage' },
      admin.token,
    );
    expect(voided).toEqual({ status: 200, body: { status: 'success', game: 'crash', round_id: round.id } });
    await eventually('round voided', async () => (await storedRound(server.ctx.db, round.id)).phase === 'voided');
    const [entry] = await server.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorId, admin.user.id), eq(auditLog.action, 'crash.void')));
    expect(entry?.target).toBe(`crash_round:${round.id}`);
    expect(JSON.parse(entry!.details!)).toMatchObject({ reason: 'stream outage' });
  });

  it('lists giveaway draws: the secret only once drawn, with what re-verifies the draw', async () => {
    const admin = await createUser(server.ctx, { isAdmin: true });
    const prize = await createCatalogItem(server.ctx, { price: 500, marketCount: 2 });
    const open = await createGiveaway(server, admin.token, { itemId: prize.id });
    const drafted = adminDrawsResponse.parse(
      (await server.post('/api/admin/games/draws', { kind: 'giveaway' }, admin.token)).body,
    );
    expect(drafted.draws[0]).toMatchObject({ id: open.id, status: 'active', secret: null, winner_user_ids: [] });
    const player = await createUser(server.ctx);
    expect((await server.post('/api/giveaways/setMyActive', {}, player.token)).status).toBe(200);
    await drawAllActive(server, admin.token);
    const drawn = adminDrawsResponse.parse(
      (await server.post('/api/admin/games/draws', { kind: 'giveaway' }, admin.token)).body,
    ).draws[0]!;
    expect(drawn).toMatchObject({ id: open.id, status: 'finished', participants: 1, winner_index: 0 });
    expect(sha256Hex(drawn.secret!)).toBe(drawn.public_hash);
    expect(giveawayDrawIndex(drawn.secret!, drawn.public_hash, drawn.id, drawn.participants!)).toBe(0);
    const bonus = await server.post('/api/admin/games/draws', { kind: 'bonus' }, admin.token);
    expect(
      adminDrawsResponse.parse(bonus.body).draws.every((draw) => draw.status === 'drawn' || draw.secret === null),
    ).toBe(true);
  });

  it('pauses and resumes every game of the registry', async () => {
    const admin = await createUser(server.ctx, { isAdmin: true });
    for (const game of GAMES.filter((id) => id !== 'crash')) {
      expect((await server.post('/api/admin/games/pause', { game }, admin.token)).status).toBe(200);
      expect((await server.post('/api/getConfig')).body.paused_games).toEqual([game]);
      expect((await server.post('/api/admin/games/resume', { game }, admin.token)).status).toBe(200);
    }
    expect((await server.post('/api/getConfig')).body.paused_games).toEqual([]);
  });
});
