import { editedCaseTable, type EditedCaseTable } from '@skinbet/shared/games/case-editor';
import { ticketsOf } from '@skinbet/shared/games/cases.odds';
import { amountToCents, centsToAmount } from '@skinbet/shared/money';
import type {
  AdminCaseDto,
  AdminCaseSummaryDto,
  CaseTableDraft,
  CaseTablePreviewDto,
} from '@skinbet/shared/schemas/admin-cases.schemas';
import type { AdminOpeningsResponse } from '@skinbet/shared/schemas/admin-games.schemas';
import type { CaseOpeningDto } from '@skinbet/shared/schemas/cases.schemas';
import type { Database, Executor } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { ApiError } from '../../http/api-error';
import { recordAudit } from '../../modules/site/audit/audit.service';
import {
  findAnyOpening,
  findCaseRow,
  findCatalogItems,
  findCurrentTable,
  listAllOpenings,
  listTableVersions,
  lockCase,
  updateCaseEnabled,
} from './cases-admin.repository';
import { presentOpening, presentOpeningSummary } from './cases.presenter';
import { findCaseItems, insertCurrentTable, listCases, lockCaseSeeding } from './cases.repository';

export type CasesAdminService = ReturnType<typeof createCasesAdminService>;

const OPENINGS_PAGE_SIZE = 25;
const rtpPercent = (basisPoints: number) => basisPoints / 100;

type CaseListRow = Awaited<ReturnType<typeof listCases>>[number];

function presentCase(row: CaseListRow): AdminCaseSummaryDto {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    image: row.image,
    enabled: row.enabled,
    price: centsToAmount(row.price),
    rtp: rtpPercent(row.rtpBasisPoints),
    version: row.version,
    source: row.source,
    items_count: row.itemsCount,
  };
}

/**
 * The case editor and the openings browser (docs/games/cases.md "Editor", docs/operations/console.md
 * "Cases and items"). A published table is a new version of the case, never an edit of one: every
 * opening keeps the table it used, so it verifies against its own version forever.
 */
export function createCasesAdminService(deps: { db: Database }) {
  const { db } = deps;

  /** The draft as a priced, hashed table (catalogue prices now), or a keyed refusal. */
  async function build(
    tx: Executor,
    draft: CaseTableDraft,
    slug: string,
  ): Promise<{ table: EditedCaseTable; catalog: Awaited<ReturnType<typeof findCatalogItems>> }> {
    const ids = draft.contents.map((content) => content.item_id);
    if (new Set(ids).size !== ids.length) throw new ApiError('admin_cases_api.duplicate_item', 400);
    const catalog = await findCatalogItems(tx, ids);
    const byId = new Map(catalog.map((item) => [item.id, item]));
    if (catalog.length !== ids.length) throw new ApiError('admin_cases_api.item_not_found', 404);
    const table = editedCaseTable(
      slug,
      amountToCents(draft.price)!,
      draft.contents.map((content) => ({
        itemId: content.item_id,
        tickets: content.tickets,
        rare: content.rare,
        price: byId.get(content.item_id)!.price,
      })),
    );
    if (typeof table === 'string') throw new ApiError(`admin_cases_api.${table}`, 400);
    return { table, catalog };
  }

  function presentTable(table: EditedCaseTable, catalog: Awaited<ReturnType<typeof findCatalogItems>>) {
    const byId = new Map(catalog.map((item) => [item.id, item]));
    return {
      price: centsToAmount(table.priceCents),
      expected_value: table.ticketValueCents / 100_000 / 100,
      rtp: rtpPercent(table.rtpBasisPoints),
      tickets: table.entries.reduce((sum, entry) => sum + ticketsOf(entry), 0),
      hash: table.hash,
      entries: table.entries.map((entry) => {
        const item = byId.get(entry.itemId);
        return {
          item_id: entry.itemId,
          name: item?.name ?? '',
          image: item?.image ?? '',
          rarity_color: item?.rarityColor ?? '',
          rare: entry.rare,
          price: centsToAmount(entry.price),
          tickets: ticketsOf(entry),
          from: entry.from,
          to: entry.to,
        };
      }),
    };
  }

  async function caseOrThrow(executor: Executor, caseId: number, lock: boolean) {
    const box = lock ? await lockCase(executor, caseId) : await findCaseRow(executor, caseId);
    if (!box) throw new ApiError('cases_api.case_not_found', 404);
    return box;
  }

  return {
    /** Every case, disabled ones included, with its current version. */
    async list(): Promise<AdminCaseSummaryDto[]> {
      return (await listCases(db, { all: true })).map(presentCase);
    },

    /** A case, its current table with item names, and every version with its openings. */
    async get(caseId: number): Promise<AdminCaseDto> {
      const row = (await listCases(db, { all: true })).find((box) => box.id === caseId);
      if (!row) throw new ApiError('cases_api.case_not_found', 404);
      const [current, versions] = await Promise.all([findCurrentTable(db, caseId), listTableVersions(db, caseId)]);
      const catalog = await findCatalogItems(
        db,
        (current?.entries ?? []).map((entry) => entry.itemId),
      );
      const byId = new Map(catalog.map((item) => [item.id, item]));
      return {
        box: presentCase(row),
        entries: (current?.entries ?? []).map((entry) => ({
          item_id: entry.itemId,
          name: byId.get(entry.itemId)?.name ?? '',
          image: byId.get(entry.itemId)?.image ?? '',
          rarity_color: byId.get(entry.itemId)?.rarityColor ?? '',
          rare: entry.rare,
          price: centsToAmount(entry.price),
          tickets: ticketsOf(entry),
          from: entry.from,
          to: entry.to,
        })),
        versions: versions.map((version) => ({
          version: version.version,
          price: centsToAmount(version.price),
          rtp: rtpPercent(version.rtpBasisPoints),
          hash: version.hash,
          source: version.source,
          published_by: version.publishedBy,
          created_at: version.createdAt.toISOString(),
          openings: Number(version.openings),
          current: version.version === row.version,
        })),
      };
    },

    /** `POST /api/admin/cases/preview`: what publishing the draft would publish; nothing is written. */
    async preview(draft: CaseTableDraft): Promise<CaseTablePreviewDto> {
      const box = await caseOrThrow(db, draft.case_id, false);
      const { table, catalog } = await build(db, draft, box.slug);
      return presentTable(table, catalog);
    },

    /**
     * `POST /api/admin/cases/publish`: the draft becomes the case's next version and the one new
     * openings use; the case row is locked so two publishes number their versions in turn.
     * Audited `cases.publish` with the version before and after.
     */
    async publish(actorId: number, draft: CaseTableDraft) {
      return inTransaction(db, async (tx) => {
        // The seeder's lock too: a node starting now cannot number a version beside this one.
        await lockCaseSeeding(tx);
        const box = await caseOrThrow(tx, draft.case_id, true);
        const { table, catalog } = await build(tx, draft, box.slug);
        const before = await findCurrentTable(tx, box.id);
        const version = await insertCurrentTable(tx, box.id, {
          price: table.priceCents,
          ticketValueCents: table.ticketValueCents,
          rtpBasisPoints: table.rtpBasisPoints,
          entries: table.entries,
          hash: table.hash,
          publishedBy: actorId,
        });
        const summary = (t: { version: number; price: number; rtpBasisPoints: number; hash: string }) => ({
          version: t.version,
          price: t.price,
          rtp_bp: t.rtpBasisPoints,
          hash: t.hash,
        });
        await recordAudit(tx, {
          actorId,
          action: 'cases.publish',
          target: `case:${box.id}`,
          before: before ? summary(before) : null,
          after: summary({
            version,
            price: table.priceCents,
            rtpBasisPoints: table.rtpBasisPoints,
            hash: table.hash,
          }),
        });
        return { status: 'success' as const, version, ...presentTable(table, catalog) };
      });
    },

    /** `POST /api/admin/cases/enable`: players see and open the case, or not. Audited `cases.enable`. */
    async enable(actorId: number, caseId: number, enabled: boolean) {
      await inTransaction(db, async (tx) => {
        const box = await caseOrThrow(tx, caseId, true);
        await updateCaseEnabled(tx, caseId, enabled);
        await recordAudit(tx, {
          actorId,
          action: 'cases.enable',
          target: `case:${caseId}`,
          before: { enabled: box.enabled },
          after: { enabled },
        });
      });
      return { status: 'success' as const, case_id: caseId, enabled };
    },

    /** Every player's openings, newest first (the console's round browser for cases). */
    async openings(page: { before?: number; userId?: number }): Promise<AdminOpeningsResponse> {
      const rows = await listAllOpenings(db, {
        limit: OPENINGS_PAGE_SIZE,
        ...(page.before === undefined ? {} : { beforeId: page.before }),
        ...(page.userId === undefined ? {} : { userId: page.userId }),
      });
      return {
        openings: rows.map((row) => ({ ...presentOpeningSummary(row), user_id: row.userId })),
        next_before: rows.length === OPENINGS_PAGE_SIZE ? rows.at(-1)!.id : null,
      };
    },

    /** Any opening with its table; its server seed only once the player rotated it. */
    async opening(openingId: number): Promise<CaseOpeningDto> {
      const row = await findAnyOpening(db, openingId);
      if (!row) throw new ApiError('cases_api.opening_not_found', 404);
      const names = await findCaseItems(
        db,
        row.entries.map((entry) => entry.itemId),
      );
      return presentOpening(row, new Map(names.map((item) => [item.id, item.marketHashName])));
    },
  };
}
