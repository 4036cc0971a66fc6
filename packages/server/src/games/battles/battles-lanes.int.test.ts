import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { BATTLE } from '@skinbet/shared/games/battles/battles.machine';
import { battles, fairnessChains } from '../../db/schema';
import { balanceOf, battlePlayer, cheapCase, createBattle, expectOk, useBattlesServer } from './battles.int-support';

/**
 * The lobby's bound (docs/fairness/formulas.md "Case battle"): every waiting battle holds a lane of
 * its own, so with all BATTLE.maxLanes lanes waiting a creation is refused, nothing paid, until one
 * frees.
 */
describe('battles: lanes full', () => {
  const server = useBattlesServer();

  it('refuses a creation with battles_api.lobby_full while every lane has a waiting battle', async () => {
    const box = await cheapCase(server);
    const holder = await battlePlayer(server, box.price);
    const { battle } = await expectOk(createBattle(server, holder.token, { cases: [box.id], mode: '1v1' }));
    const [template] = await server.ctx.db.select().from(battles).where(eq(battles.id, battle.id));

    // Stand-ins for the other lanes' waiting battles, on a chain of their own (no money, no seats).
    const [chain] = await server.ctx.db
      .insert(fairnessChains)
      .values({ game: 'test:lanes', seed: 'lanes', length: 1_000, anchor: `lanes-${process.pid}-${Date.now()}` })
      .returning();
    const free = Array.from({ length: BATTLE.maxLanes }, (_, lane) => lane).filter((lane) => lane !== template!.lane);
    const fillers = await server.ctx.db
      .insert(battles)
      .values(
        free.map((lane) => ({
          mode: '1v1' as const,
          crazy: false,
          creatorId: holder.id,
          cost: template!.cost,
          roundCount: 1,
          lane,
          chainId: chain!.id,
          chainRound: lane + 1,
          secretHash: template!.secretHash,
          publicHash: template!.publicHash,
        })),
      )
      .returning({ id: battles.id });

    const player = await battlePlayer(server, box.price);
    expect(await createBattle(server, player.token, { cases: [box.id], mode: '1v1' })).toEqual({
      status: 409,
      body: { status: 'error', message: 'battles_api.lobby_full' },
    });
    expect(await balanceOf(server, player.id)).toBe(box.price);

    // One lane frees: the next creation takes it.
    const [freed] = fillers;
    await server.ctx.db.update(battles).set({ status: 'cancelled' }).where(eq(battles.id, freed!.id));
    const next = await expectOk(createBattle(server, player.token, { cases: [box.id], mode: '1v1' }));
    const [row] = await server.ctx.db.select().from(battles).where(eq(battles.id, next.battle.id));
    expect(row!.lane).toBe(free[0]);
    await server.ctx.db
      .update(battles)
      .set({ status: 'cancelled' })
      .where(
        inArray(
          battles.id,
          fillers.map((filler) => filler.id),
        ),
      );
  });
});
