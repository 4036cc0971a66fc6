import { isCompleteTable, pricedCaseTable, type CaseContent } from '@skinbet/shared/games/cases.odds';
import type { Database } from '../../db/client';
import { loadSeedCases, loadSeedSkins, type CaseSeed, type SkinSource } from '../../modules/items/catalog';
import { planCases } from './case-contents';
import { findListings, findTableHash, insertCurrentTable, lockCaseSeeding, upsertCase } from './cases.repository';

export interface CasesSeedResult {
  cases: number;
  /** Cases that got a new table version on this run (all of them on the first start). */
  newVersions: Array<{ slug: string; version: number; price: number }>;
}

/**
 * Seeds the 39 cases of the data and their odds tables, after the catalog
 * (docs/games/cases.md "Numbers"); runs on every start. A case's priority is its place in the
 * data. Each case's table is built from the catalog's current prices and `rtpBasisPoints`; when
 * its hash differs from the current table's (a catalog price changed, CASES_RTP changed, the
 * contents changed), it becomes a new version and the old ones stay, so every past opening still
 * names the table it used. Same hash, or a current version published in the case editor: nothing
 * is written. Nodes starting together seed one after
 * another (an advisory lock).
 */
export async function seedCases(
  db: Database,
  options: { rtpBasisPoints: number; cases?: readonly CaseSeed[]; skins?: readonly SkinSource[] },
): Promise<CasesSeedResult> {
  const plans = planCases(options.cases ?? loadSeedCases(), options.skins ?? loadSeedSkins());
  return db.transaction(async (tx) => {
    await lockCaseSeeding(tx);
    const names = [...new Set(plans.flatMap((plan) => plan.contents.map((content) => content.marketHashName)))];
    const listings = new Map((await findListings(tx, names)).map((row) => [row.marketHashName, row]));
    const newVersions: CasesSeedResult['newVersions'] = [];
    for (const plan of plans) {
      const contents: CaseContent[] = plan.contents.map(({ marketHashName, tier }) => {
        const listing = listings.get(marketHashName);
        // The catalog is seeded from the same data first: a missing listing is a bug, not a skip.
        if (!listing) throw new Error(`case ${plan.slug}: no catalog listing ${marketHashName}`);
        return { itemId: listing.id, tier, price: listing.price };
      });
      const table = pricedCaseTable(plan.slug, contents, options.rtpBasisPoints);
      if (!isCompleteTable(table.entries))
        throw new Error(`case ${plan.slug}: its table does not cover 100,000 tickets`);
      const box = await upsertCase(tx, {
        slug: plan.slug,
        name: plan.name,
        image: plan.image,
        priority: plan.priority,
      });
      if (box.currentTableVersion !== null) {
        const current = await findTableHash(tx, box.id, box.currentTableVersion);
        // An admin's published version is the case's table from then on: the catalogue only
        // seeds (docs/games/cases.md "Editor").
        if (current?.source === 'editor' || current?.hash === table.hash) continue;
      }
      const version = await insertCurrentTable(tx, box.id, {
        price: table.priceCents,
        ticketValueCents: table.ticketValueCents,
        rtpBasisPoints: table.rtpBasisPoints,
        entries: table.entries,
        hash: table.hash,
      });
      newVersions.push({ slug: plan.slug, version, price: table.priceCents });
    }
    return { cases: plans.length, newVersions };
  });
}
