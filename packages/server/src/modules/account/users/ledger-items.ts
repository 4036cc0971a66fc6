import type { LedgerItemDto } from '@skinbet/shared/schemas/user.schemas';
import type { Executor } from '../../../db/client';
import { parseItemReference } from '../../ledger/money';
import { findCatalogItemLabels, findInstanceItemLabels } from './users.repository';

interface ItemLabel {
  itemId: number;
  name: string;
  rarityColor: string;
}

/**
 * The skins behind each ledger entry of one user, keyed by entry id: what a purchase bought and
 * what a sale gave back, the same skin counted once with its number of units. Entries whose
 * reference names no skins (demo credit, adjustments) get none. Two reads for the whole page.
 */
export async function describeLedgerItems(
  db: Executor,
  userId: number,
  entries: ReadonlyArray<{ id: number; reference: string | null }>,
): Promise<Map<number, LedgerItemDto[]>> {
  const parsed = entries.map((entry) => ({ id: entry.id, ref: parseItemReference(entry.reference) }));
  const idsOf = (source: 'catalog' | 'instances') => [
    ...new Set(parsed.flatMap(({ ref }) => (ref?.source === source ? ref.ids : []))),
  ];
  const [catalogRows, instanceRows] = await Promise.all([
    findCatalogItemLabels(db, idsOf('catalog')),
    // A sale names the seller's own instances; the owner filter keeps it so even for a bad reference.
    findInstanceItemLabels(db, userId, idsOf('instances')),
  ]);
  const labels = {
    catalog: new Map<number, ItemLabel>(catalogRows.map((row) => [row.itemId, row])),
    instances: new Map<number, ItemLabel>(instanceRows.map((row) => [row.instanceId, row])),
  };

  const described = new Map<number, LedgerItemDto[]>();
  for (const { id, ref } of parsed) {
    const grouped = new Map<number, LedgerItemDto>();
    const source = ref ? labels[ref.source] : undefined;
    for (const refId of ref?.ids ?? []) {
      const label = source?.get(refId);
      if (!label) continue;
      const seen = grouped.get(label.itemId);
      if (seen) seen.count += 1;
      else grouped.set(label.itemId, { name: label.name, rarity_color: label.rarityColor, count: 1 });
    }
    described.set(id, [...grouped.values()]);
  }
  return described;
}
