import { editedCaseTable, type EditedCaseTable, type EditorProblem } from '@skinbet/shared/games/case-editor';
import { amountToCents } from '@skinbet/shared/money';
import type { CaseTableDraft } from '@skinbet/shared/schemas/admin-cases.schemas';

/** One row of the editor: a catalog item, its price (currency units), its tickets, rare or not. */
export interface DraftRow {
  item_id: number;
  name: string;
  image: string;
  price: number;
  tickets: number;
  rare: boolean;
}

/**
 * The editor's live table (docs/games/cases.md "Editor"): the same pure function the server
 * publishes with, over the prices the editor shows; the server prices with the catalogue at
 * publication (its preview says so if a price moved meanwhile).
 */
export function liveTable(
  slug: string,
  price: string,
  rows: readonly DraftRow[],
): EditedCaseTable | EditorProblem | 'bad_price' {
  const priceCents = amountToCents(Number(price.replace(',', '.')));
  if (priceCents === null || priceCents <= 0 || !/^\d+([.,]\d{1,2})?$/.test(price.trim())) return 'bad_price';
  return editedCaseTable(
    slug,
    priceCents,
    rows.map((row) => ({
      itemId: row.item_id,
      tickets: row.tickets,
      rare: row.rare,
      price: amountToCents(row.price) ?? 0,
    })),
  );
}

/** The draft the server takes (`POST /api/admin/cases/preview|publish`). */
export function draftBody(caseId: number, price: string, rows: readonly DraftRow[]): CaseTableDraft {
  return {
    case_id: caseId,
    price: Number(price.replace(',', '.')),
    contents: rows.map((row) => ({ item_id: row.item_id, tickets: row.tickets, rare: row.rare })),
  };
}
