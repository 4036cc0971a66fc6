import type { Transaction } from '../../../db/client';
import type { GiveawayConditions } from '../../../db/schema';
import { stock } from '../../items/storehouse/stock.service';
import { findCatalogPrize, hasActiveGiveaway } from './giveaways.repository';

/**
 * A demo instance keeps one giveaway alive (ENGAGEMENT_DEMO,
 * docs/engagement/giveaways.md "Rules"): when none is active, the dearest storehouse skin in
 * stock priced at most GIVEAWAY_DEMO_PRIZE_MAX becomes the prize of a new one, open to everyone
 * (no conditions), ending in GIVEAWAY_DURATION_S. The caller holds the creation lock, so two
 * nodes never open two.
 */
export async function openDemoGiveaway(
  tx: Transaction,
  demo: { durationS: number; prizeMaxCents: number },
  open: (input: {
    itemId: number;
    prizeCents: number;
    conditions: GiveawayConditions;
    endsInS: number;
  }) => Promise<{ id: number }>,
): Promise<'active' | 'opened' | 'no_prize'> {
  if (await hasActiveGiveaway(tx)) return 'active';
  const candidate = await stock.findDearest(tx, demo.prizeMaxCents);
  const prize = candidate && (await findCatalogPrize(tx, candidate.id));
  if (!prize) return 'no_prize';
  await open({ itemId: prize.id, prizeCents: prize.price, conditions: {}, endsInS: demo.durationS });
  return 'opened';
}
