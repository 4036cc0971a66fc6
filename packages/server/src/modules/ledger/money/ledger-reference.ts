/**
 * The `reference` of ledger rows that moved money for skins: a purchase names the catalog items
 * it took (`catalog:3,3,7`, a repeat is a second unit), a sale the owned instances it gave back
 * (`items:41,42`). One writer and one reader of the format, so the profile can name the skins.
 */
export interface ItemReference {
  source: 'catalog' | 'instances';
  ids: number[];
}

const PREFIX = { catalog: 'catalog', instances: 'items' } as const;

export function catalogReference(catalogIds: readonly number[]): string {
  return `${PREFIX.catalog}:${catalogIds.join(',')}`;
}

export function instancesReference(instanceIds: readonly number[]): string {
  return `${PREFIX.instances}:${instanceIds.join(',')}`;
}

/** The skins a reference names, or null for any other reference (`demo-signup`, a round id …). */
export function parseItemReference(reference: string | null): ItemReference | null {
  const match = /^(catalog|items):(\d+(?:,\d+)*)$/.exec(reference ?? '');
  if (!match) return null;
  const ids = match[2]!.split(',').map(Number);
  if (!ids.every(Number.isSafeInteger)) return null;
  return { source: match[1] === PREFIX.catalog ? 'catalog' : 'instances', ids };
}
