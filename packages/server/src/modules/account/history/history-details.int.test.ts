import { beforeAll, describe, expect, it } from 'vitest';
import { historyResponse, type HistoryEntryDto } from '@skinbet/shared/schemas/profile-history.schemas';
import type { Game } from '@skinbet/shared/ledger';
import { casePlayer, cheapestCase, openCase, seedEverything } from '../../../games/cases/cases.int-support';
import {
  betOf as crashBetOf,
  crashRound,
  openRound,
  placeBet,
  startRound,
} from '../../../games/crash/crash-bets.int-support';
import {
  betOf as wheelBetOf,
  coloursOf,
  finish,
  freshRound,
  setBet,
  spin,
  wheelPlayer,
} from '../../../games/wheel/wheel.int-support';
import { openSocket, type SocketCleanup } from '../../../realtime/realtime.int-support';
import { createCatalogItem, createUser, grantItems } from '../../../test/factories';
import { useTestServer } from '../../../test/use-test-server';

/**
 * Each game's `detail` in the history, from real bets settled the way each game settles them:
 * the crash cash-out, the wheel colour, the case's name.
 */
describe('bet history details', () => {
  const cleanup: SocketCleanup = [];
  const server = useTestServer({ WHEEL_BETTING_MS: '60000' }, { sockets: cleanup });

  beforeAll(async () => {
    // The real catalog and cases, before any test item (the catalog seed runs on an empty catalog).
    await seedEverything(server);
    // Seeding the whole catalog and its cases takes a while on a busy machine.
  }, 180_000);

  async function entries(token: string, game: Game): Promise<HistoryEntryDto[]> {
    const answer = await server.post('/api/user/history', { game }, token);
    expect(answer.status).toBe(200);
    return historyResponse.parse(answer.body).entries;
  }

  it('shows the multiplier a crash bet cashed out at, nothing for a lost one', async () => {
    const roundId = await openRound(server.ctx);
    const { user, token } = await createUser(server.ctx);
    const item = await createCatalogItem(server.ctx, { price: 400, marketCount: 2 });
    const myIds = await grantItems(server.ctx, user.id, [item.id, item.id]);
    const { socket } = await openSocket(server, { token }, cleanup);
    crashBetOf(await placeBet(socket, { items: [myIds[0]!], sum: 4, autoWithdraw: 1.5 }));
    crashBetOf(await placeBet(socket, { items: [myIds[1]!], sum: 4, autoWithdraw: 3 }));
    await startRound(server.ctx, roundId, { elapsedMs: 5_000, crashPoint: 200 });
    await crashRound(server.ctx, roundId);

    const shown = await entries(token, 'crash');
    expect(shown.map((entry) => [entry.round_id, entry.outcome, entry.stake, entry.detail])).toEqual([
      [roundId, 'lost', 4, null],
      [roundId, 'won', 4, 'x1.50'],
    ]);
    expect(shown[1]).toMatchObject({ payout: 6, multiplier: 1.5 });
  });

  it('shows the colour of a wheel bet', async () => {
    const round = await freshRound(server.ctx);
    const { landed, other } = coloursOf(round);
    const player = await wheelPlayer(server, { prices: [300, 500] });
    wheelBetOf(await setBet(server, player.token, { items: [player.myIds[0]!], color: landed }));
    wheelBetOf(await setBet(server, player.token, { items: [player.myIds[1]!], color: other }));
    await spin(server.ctx, round.id);
    await finish(server.ctx, round.id);

    const shown = await entries(player.token, 'wheel');
    expect(shown.map((entry) => [entry.round_id, entry.stake, entry.outcome, entry.detail])).toEqual([
      [round.id, 5, 'lost', other],
      [round.id, 3, 'won', landed],
    ]);
  });

  it('shows the name of the case opened', async () => {
    const box = await cheapestCase(server);
    const player = await casePlayer(server, Math.round(box.price * 100) * 2);
    for (let index = 0; index < 2; index += 1) expect((await openCase(server, player.token, box.id)).status).toBe(200);

    const shown = await entries(player.token, 'cases');
    expect(shown).toHaveLength(2);
    for (const entry of shown) {
      expect(entry).toMatchObject({ game: 'cases', round_id: null, stake: box.price, detail: box.name });
      expect(entry.outcome).toBe(entry.payout >= entry.stake ? 'won' : 'lost');
    }
  });
});
