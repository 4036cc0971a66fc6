import { beforeAll, describe, expect, it } from 'vitest';
import { CASE_TICKETS } from '@skinbet/shared/games/cases.odds';
import { createCatalogItem, createUser } from '../../test/factories';
import { useTestServer } from '../../test/use-test-server';
import { cheapestCase, seedEverything } from '../cases/cases.int-support';
import { battler, expectSettledByFormula, playBattle } from './battle-settlement.int-support';

/**
 * Ties (docs/fairness/formulas.md "Case battle"): when teams share the best total, the tie draw
 * `battleTieIndex` picks the winner among them in seat order. A case whose published table holds
 * one item makes every seat drop the same value, so every battle of it is a tie of all its teams.
 */
describe('battle ties', () => {
  const server = useTestServer({ BATTLE_ROUND_MS: '200', BATTLE_START_DELAY_MS: '0' }, { games: true });
  let single: number;
  let itemId: number;

  beforeAll(async () => {
    await seedEverything(server);
    const box = await cheapestCase(server);
    const item = await createCatalogItem(server.ctx, { price: 300, marketCount: 100 });
    itemId = item.id;
    const { token } = await createUser(server.ctx, { isAdmin: true });
    // The case's next version: one item on every ticket, priced at the item (100 % RTP).
    const published = await server.post(
      '/api/admin/cases/publish',
      { case_id: box.id, price: 3, contents: [{ item_id: item.id, tickets: CASE_TICKETS }] },
      token,
    );
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    single = box.id;
  });

  it('four players tie: the tie draw picks one, who receives all sixteen items', async () => {
    const seated = await Promise.all([0, 1, 2, 3].map(() => battler(server)));
    const id = await playBattle(server, { cases: [single, single, single, single], mode: '1v1v1v1' }, seated);
    const { battle, expected, paid } = await expectSettledByFormula(server, id);
    expect(expected.outcome.tie?.teams).toEqual([0, 1, 2, 3]);
    expect(battle.tie).toEqual(expected.outcome.tie);
    expect(battle.winners).toEqual([expected.outcome.tie!.index]);
    expect(paid).toBe(16 * 300);
    expect(expected.dealt.every((deal) => deal.roll.item.itemId === itemId)).toBe(true);
  });

  it('crazy 2v2 tie: the draw picks a team, whose two players share the items', async () => {
    const seated = await Promise.all([0, 1, 2, 3].map(() => battler(server)));
    const id = await playBattle(server, { cases: [single, single, single], mode: '2v2', crazy: true }, seated);
    const { battle, expected } = await expectSettledByFormula(server, id);
    expect(expected.outcome.tie?.teams).toEqual([0, 1]);
    expect(battle.winners).toEqual(expected.outcome.tie!.index === 0 ? [0, 1] : [2, 3]);
    // Twelve equal items dealt by the rule alternate between the teammates: six each.
    for (const seat of battle.winners!) expect(battle.payouts[seat]).toBe(6 * 3);
  });

  it('a tie against a bot: whichever side the draw picks, the accounting holds', async () => {
    const [player] = await Promise.all([battler(server)]);
    const id = await playBattle(server, { cases: [single, single], mode: '1v1' }, [player!], { bots: true });
    const { expected, paid } = await expectSettledByFormula(server, id);
    expect(expected.outcome.tie?.teams).toEqual([0, 1]);
    expect(paid).toBe(expected.outcome.winners.includes(0) ? 4 * 300 : 0);
  });
});
