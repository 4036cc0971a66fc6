import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { BattleDto } from '../packages/shared/src/games/battles/battles.schemas';
import { byTestId, currentUserId, pathnameOf, signInAsDemo } from './support/app';
import { useBrowserSite } from './support/harness';

/** Cases in the battle: two rounds, so each player watches a reel per seat per round. */
const ROUNDS = 2;
const BATTLE_TIMEOUT_MS = 90_000;

interface OwnedSkin {
  myId: number;
  id: number;
  pivot: { is_won_item: 0 | 1 };
}

/** The signed-in player's skins, straight from the API with the page's cookie. */
async function inventoryOf(page: Page): Promise<OwnedSkin[]> {
  return page.evaluate(async () => {
    const response = await fetch('/api/user/getInventory', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ appId: 730 }),
    });
    return ((await response.json()) as { items: OwnedSkin[] }).items;
  });
}

/** The battle as the API shows it to this page (public: anyone may watch). */
async function battleOf(page: Page, id: number): Promise<BattleDto> {
  return page.evaluate(async (battleId) => {
    const response = await fetch('/api/battles/get', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ id: battleId }),
    });
    return ((await response.json()) as { battle: BattleDto }).battle;
  }, id);
}

/** Creates a 1v1 of the cheapest case, `ROUNDS` times, from the lobby's create modal; answers its id. */
async function createBattle(page: Page): Promise<number> {
  await byTestId(page, 'battle-create-open').click();
  const modal = byTestId(page, 'battle-create-modal');
  await modal.waitFor();
  const cases = modal.getByTestId('battle-pick-case');
  await expect.poll(() => cases.count()).toBeGreaterThan(0);
  const prices = await cases.evaluateAll((buttons) =>
    buttons.map((button) => ({
      id: button.getAttribute('data-case-id'),
      price: Number(button.getAttribute('data-price')),
    })),
  );
  const cheapest = prices.sort((a, b) => a.price - b.price)[0]!;
  const pick = modal.locator(`[data-testid="battle-pick-case"][data-case-id="${cheapest.id}"]`);
  for (let round = 0; round < ROUNDS; round += 1) await pick.click();
  await modal.getByTestId('battle-mode-1v1').click();
  // The seat cost shown is the sum of the picked cases' prices.
  await expect
    .poll(async () => Number(await modal.getByTestId('battle-draft-cost').getAttribute('data-cost')))
    .toBeCloseTo(cheapest.price * ROUNDS, 2);
  await modal.getByTestId('battle-create-submit').click();
  await byTestId(page, 'battle-page').waitFor();
  const match = /^\/battles\/(\d+)$/.exec(pathnameOf(page));
  expect(match, 'the creator lands on the battle page').not.toBeNull();
  return Number(match![1]);
}

describe('case battles in a real browser', () => {
  const harness = useBrowserSite({ env: { BATTLE_ROUND_MS: '1500', BATTLE_START_DELAY_MS: '1000' } });

  it('a 1v1: a second player joins from the lobby, both watch the reels, the winner holds every item, the battle verifies', async () => {
    const creator = harness.page;
    await creator.goto(harness.url('/battles'));
    await byTestId(creator, 'battles-page').waitFor();
    await signInAsDemo(creator);
    const creatorId = await currentUserId(creator);
    const battleId = await createBattle(creator);

    const second = await harness.openPage();
    const joiner = second.page;
    await joiner.goto(harness.url('/battles'));
    await byTestId(joiner, 'battles-page').waitFor();
    await signInAsDemo(joiner);
    const joinerId = await currentUserId(joiner);
    const inventoriesBefore = new Map([
      [creatorId, await inventoryOf(creator)],
      [joinerId, await inventoryOf(joiner)],
    ]);
    // The lobby lists the waiting battle live; its empty seat is a join button.
    const card = joiner.locator(`[data-testid="battle-card"][data-battle-id="${battleId}"]`);
    await card.waitFor();
    await card.getByTestId('battle-card-join').click();
    await expect.poll(() => pathnameOf(joiner)).toBe(`/battles/${battleId}`);

    // Both pages watch the same reels: one per seat per round, each stopped on its roll.
    for (const page of [creator, joiner]) {
      await expect.poll(() => byTestId(page, 'battle-result').count(), { timeout: BATTLE_TIMEOUT_MS }).toBe(1);
    }
    const battle = await battleOf(creator, battleId);
    expect(battle.status).toBe('finished');
    expect(battle.rolls).toHaveLength(ROUNDS * 2);
    const lastRound = battle.rolls.filter((roll) => roll.round === ROUNDS - 1).sort((a, b) => a.seat - b.seat);
    for (const page of [creator, joiner]) {
      // A reel per seat, stopped on that seat's roll of the last round.
      const reels = byTestId(page, 'battle-reel');
      await expect
        .poll(() => reels.evaluateAll((all) => all.map((reel) => reel.getAttribute('data-state'))))
        .toEqual(['stopped', 'stopped']);
      const landed = await reels.evaluateAll((all) => all.map((reel) => Number(reel.getAttribute('data-item-id'))));
      expect(landed).toEqual(lastRound.map((roll) => roll.item.id));
      // Every item of the battle is shown as received by the winning seat.
      const received = await byTestId(page, 'battle-seat-received')
        .locator('[data-item-id]')
        .evaluateAll((cells) => cells.map((cell) => Number(cell.getAttribute('data-item-id'))));
      expect(received.sort()).toEqual(battle.rolls.map((roll) => roll.item.id).sort());
      expect(await byTestId(page, 'battle-result').getAttribute('data-winners')).toBe(battle.winners!.join(','));
    }

    // The winner received every item of the battle as won skins; the loser received none.
    const winnerSeat = battle.winners![0]!;
    const winnerId = battle.seats[winnerSeat]!.user!.id;
    const loserId = winnerId === creatorId ? joinerId : creatorId;
    const winnerPage = winnerId === creatorId ? creator : joiner;
    const loserPage = winnerPage === creator ? joiner : creator;
    const known = new Set(inventoriesBefore.get(winnerId)!.map((skin) => skin.myId));
    const gained = (await inventoryOf(winnerPage)).filter((skin) => !known.has(skin.myId));
    expect(gained.map((skin) => skin.id).sort()).toEqual(battle.rolls.map((roll) => roll.item.id).sort());
    expect(gained.every((skin) => skin.pivot.is_won_item === 1)).toBe(true);
    expect((await inventoryOf(loserPage)).length).toBe(inventoriesBefore.get(loserId)!.length);

    // The hash line's verify link opens /provably-fair, which recomputes the battle in the browser.
    await byTestId(joiner, 'battle-verify').click();
    await byTestId(joiner, 'fairness-page').waitFor();
    const verdict = byTestId(joiner, 'fairness-result');
    await expect.poll(() => verdict.getAttribute('data-result'), { timeout: 60_000 }).toBe('match');

    await second.context.close();
    expect(second.errors).toEqual([]);
  });
});
