import { chancePercent } from '@skinbet/shared/games/cases.odds';
import { centsToAmount } from '@skinbet/shared/money';
import type {
  CaseDetailDto,
  CaseItemDto,
  CaseLiveDropDto,
  CaseOpeningDto,
  CaseSummaryDto,
} from '@skinbet/shared/schemas/cases.schemas';
import type { CaseRow, findCaseItems, listCases, OpeningRow } from './cases.repository';

type CaseListRow = Awaited<ReturnType<typeof listCases>>[number];
type CaseItemRow = Awaited<ReturnType<typeof findCaseItems>>[number];

/** RTP on the wire: percent (9000 bp → 90). */
const rtpPercent = (basisPoints: number) => basisPoints / 100;

export function presentSummary(row: CaseListRow): CaseSummaryDto {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    image: row.image,
    price: centsToAmount(row.price),
    priority: row.priority,
    items_count: row.itemsCount,
  };
}

/** The case page: every item of the current table with its chance (%) and ticket range, in published order. */
export function presentDetail(row: CaseRow, itemsById: ReadonlyMap<number, CaseItemRow>): CaseDetailDto {
  const contents: CaseItemDto[] = row.entries.map((entry) => {
    const item = itemsById.get(entry.itemId);
    if (!item) throw new Error(`case ${row.id}: catalog item ${entry.itemId} is missing`);
    return {
      id: item.id,
      name: item.name,
      market_hash_name: item.marketHashName,
      image: item.image,
      rarity: item.rarity,
      rarity_color: item.rarityColor,
      price: centsToAmount(entry.price),
      rare: entry.rare,
      chance: chancePercent(entry),
      tickets: { from: entry.from, to: entry.to },
    };
  });
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    image: row.image,
    price: centsToAmount(row.price),
    priority: row.priority,
    items_count: contents.length,
    table_version: row.version,
    table_hash: row.hash,
    rtp: rtpPercent(row.rtpBasisPoints),
    items: contents,
  };
}

type OpeningSummaryRow = Omit<OpeningRow, 'entries'>;

/** An opening without its table (the caller's list); `server_seed` only once the seed is rotated. */
export function presentOpeningSummary(row: OpeningSummaryRow): Omit<CaseOpeningDto, 'table'> {
  return {
    id: row.id,
    case_id: row.caseId,
    case_slug: row.caseSlug,
    case_name: row.caseName,
    server_seed_hash: row.serverSeedHash,
    server_seed: row.revealedAt === null ? null : row.serverSeed,
    client_seed: row.clientSeed,
    nonce: row.nonce,
    ticket: row.ticket,
    table_version: row.tableVersion,
    table_hash: row.tableHash,
    rtp: rtpPercent(row.rtpBasisPoints),
    item: { id: row.itemId, name: row.itemName, price: centsToAmount(row.itemPrice) },
    price: centsToAmount(row.price),
    created_at: row.createdAt.toISOString(),
  };
}

/** An opening with everything the verifier needs: seeds, nonce, ticket and the table it used. */
export function presentOpening(row: OpeningRow, namesById: ReadonlyMap<number, string>): CaseOpeningDto {
  return {
    ...presentOpeningSummary(row),
    table: row.entries.map((entry) => ({
      item_id: entry.itemId,
      name: namesById.get(entry.itemId) ?? '',
      price: centsToAmount(entry.price),
      from: entry.from,
      to: entry.to,
    })),
  };
}

/** `casesLiveDrop`: who opened which case and what came out. */
export function presentLiveDrop(drop: {
  openingId: number;
  createdAt: Date;
  user: { id: number; username: string; avatar: string; isDemo: boolean };
  box: { id: number; name: string; image: string };
  item: { id: number; name: string; image: string; price: number; rarityColor: string };
}): CaseLiveDropDto {
  return {
    id: drop.openingId,
    user: { id: drop.user.id, username: drop.user.username, avatar: drop.user.avatar, is_demo: drop.user.isDemo },
    case: { id: drop.box.id, name: drop.box.name, image: drop.box.image },
    item: {
      id: drop.item.id,
      name: drop.item.name,
      image: drop.item.image,
      price: centsToAmount(drop.item.price),
      rarity_color: drop.item.rarityColor,
    },
    created_at: drop.createdAt.toISOString(),
  };
}
