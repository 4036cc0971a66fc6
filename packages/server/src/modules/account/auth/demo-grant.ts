import type { Executor } from '../../../db/client';
import { dearestItemIdsUnder } from '../../items/catalog';

/** Demo credit every demo account starts with: $100.00, recorded in the ledger as `demo_credit`. */
export const DEMO_CREDIT_CENTS = 10_000;

/** Price ceilings of the demo skins: one each, so a demo inventory has cheap and dear items. */
const DEMO_SKIN_CEILINGS_CENTS = [60, 250, 600, 1_500, 4_000, 9_000];

/** Picks the demo skins: for each ceiling, one of the dearest items under it (varied by user). */
export async function pickDemoSkins(tx: Executor, userId: number): Promise<number[]> {
  const picked: number[] = [];
  for (const ceiling of DEMO_SKIN_CEILINGS_CENTS) {
    const ids = await dearestItemIdsUnder(tx, ceiling, 7);
    // Vary the pick by user so demo inventories differ; small catalogs fall back to what exists.
    const id = ids[userId % 7] ?? ids[0];
    if (id !== undefined) picked.push(id);
  }
  return picked;
}
