import { caseTicket } from '@skinbet/shared/fairness/cases';
import { itemForTicket } from '@skinbet/shared/games/cases.odds';
import { amountToCents, centsToAmount } from '@skinbet/shared/money';
import {
  CASE_OPENINGS_LIST_SIZE,
  type CaseDetailDto,
  type CaseOpeningDto,
  type CaseOpenResponse,
  type CaseSummaryDto,
} from '@skinbet/shared/schemas/cases.schemas';
import type { Database, Transaction } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { ApiError } from '../../http/api-error';
import type { InventoryService } from '../../modules/items/inventory/inventory.service';
import { presentMarketItem } from '../../modules/items/inventory';
import { currentBalance } from '../../modules/ledger/money';
import type { SettlementService } from '../../modules/ledger/settlement/settlement.service';
import { stock } from '../../modules/items/storehouse/stock.service';
import type { Emitter } from '../../realtime/emitter';
import { isGamePaused } from '../pause';
import type { StakeGate } from '../stakes';
import type { CasesSeedsService } from './cases-seeds.service';
import {
  presentDetail,
  presentLiveDrop,
  presentOpening,
  presentOpeningSummary,
  presentSummary,
} from './cases.presenter';
import {
  findCase,
  findCaseItems,
  findMarketItem,
  findOpener,
  findOpening,
  insertOpening,
  listCases,
  listOpenings,
} from './cases.repository';

export type CasesService = ReturnType<typeof createCasesService>;

export const openingReference = (openingId: number) => `case_opening:${openingId}`;

/**
 * Cases (docs/games/cases.md "Rules", docs/api/http.md "Calls"): the grid, a case's published
 * odds, openings and the verifier's view of them. Any node may open: every decision is made in
 * one transaction against the player's locked seed row and the database.
 */
export function createCasesService(deps: {
  db: Database;
  emitter: Emitter;
  inventory: InventoryService;
  settlement: SettlementService;
  stakeGate: StakeGate;
  seeds: CasesSeedsService;
}) {
  const { db, emitter, inventory, settlement, seeds } = deps;

  /**
   * One opening's stake through the gate. A limit refusal's `{left}` counts this batch's earlier
   * stakes (`admitted` cents) as still free: they roll back with it, so `left` is what the limit
   * leaves the player before the batch.
   */
  async function admitWithinBatch(
    tx: Transaction,
    stake: { userId: number; betRef: string; amount: number },
    admitted: number,
  ): Promise<void> {
    try {
      await deps.stakeGate.admitStake(tx, { ...stake, game: 'cases' });
    } catch (error) {
      const left = error instanceof ApiError ? error.params?.left : undefined;
      if (admitted === 0 || !(error instanceof ApiError) || typeof left !== 'number') throw error;
      throw new ApiError(error.key, error.statusCode, {
        ...error.params,
        left: centsToAmount((amountToCents(left) ?? 0) + admitted),
      });
    }
  }

  return {
    /** `/api/cases/get`: every case, priority ascending. */
    async list(): Promise<CaseSummaryDto[]> {
      return (await listCases(db)).map(presentSummary);
    },

    /** `/api/cases/getOne?id=`: the case with its current table (version, hash, RTP) and each item's odds. */
    async detail(caseId: number): Promise<CaseDetailDto> {
      const box = await findCase(db, caseId);
      if (!box) throw new ApiError('cases_api.case_not_found', 404);
      if (!box.enabled) throw new ApiError('cases_api.case_disabled', 404);
      const items = await findCaseItems(
        db,
        box.entries.map((entry) => entry.itemId),
      );
      return presentDetail(box, new Map(items.map((item) => [item.id, item])));
    },

    /**
     * `/api/cases/open {id, count}` (docs/games/cases.md "Multi-open"): `count` openings (1–5) in
     * one transaction (refused while the game is paused or the case is disabled): the player's seed
     * row locked, and for each opening, in order, the next nonce of that seed, the ticket from the
     * seeds and the item from the case's current table; one unit taken from the storehouse if it
     * has one (a drop never depends on stock); the item delivered as a won item; the opening
     * recorded and its stake admitted by the responsible-gambling gate. Every stake is admitted
     * before any is settled, so each later one counts the earlier ones as pending: a batch that does
     * not fit a limit whole is refused whole. Then each settlement: the price debited from the
     * balance to the cases result account (refused with `cases_api.insufficient_funds`, which rolls
     * everything back, nonces included) and the wager recorded. One `casesLiveDrop` per opening to
     * everyone and `updateBalance` to the player after commit.
     */
    async open(userId: number, caseId: number, count = 1): Promise<CaseOpenResponse> {
      return inTransaction(db, async (tx, afterCommit) => {
        const player = await findOpener(tx, userId);
        if (!player || player.banned) throw new ApiError('auth_api.banned', 403);
        // Paused by an operator (docs/operations/console.md "Games"): nothing is drawn or written.
        if (await isGamePaused(tx, 'cases')) throw new ApiError('cases_api.paused', 409);
        const box = await findCase(tx, caseId);
        if (!box) throw new ApiError('cases_api.case_not_found', 404);
        if (!box.enabled) throw new ApiError('cases_api.case_disabled', 409);
        // The seed row lock queues a player's openings (single or batch): the balance read below
        // is not overtaken by another of their openings.
        const seed = await seeds.lockActive(tx, userId);
        // A quick refusal of the whole batch before anything is written; the debits are the guard.
        if (((await currentBalance(tx, userId)) ?? 0) < box.price * count) {
          throw new ApiError('cases_api.insufficient_funds', 400);
        }

        const drawn = [];
        for (let index = 0; index < count; index += 1) {
          const nonce = seed.nextNonce + index;
          const ticket = caseTicket(seed.serverSeed, seed.clientSeed, nonce);
          const entry = itemForTicket(box.entries, ticket);
          // Lock order as everywhere: catalog row, then the player's balance (in settle).
          await stock.takeOne(tx, entry.itemId);
          const [instanceId] = await inventory.grant(tx, {
            userId,
            itemIds: [entry.itemId],
            reason: 'case_open',
            reference: `case:${box.id}`,
            isWonItem: true,
          });
          const opening = await insertOpening(tx, {
            userId,
            caseId: box.id,
            tableId: box.tableId,
            seedId: seed.id,
            clientSeed: seed.clientSeed,
            nonce,
            ticket,
            price: box.price,
            itemId: entry.itemId,
            itemPrice: entry.price,
            inventoryItemId: instanceId!,
          });
          // The gate (docs/money/settlement.md "Responsible-gambling gate"): the price is the
          // stake, settled below under the opening's id; a refusal rolls the whole batch back.
          await admitWithinBatch(tx, { userId, betRef: String(opening.id), amount: box.price }, box.price * index);
          await seeds.consumeNonce(tx, seed);
          drawn.push({ opening, entry, instanceId: instanceId!, nonce, ticket });
        }

        const winItems = [];
        for (const { opening, entry, instanceId, nonce, ticket } of drawn) {
          await settlement.settle(tx, afterCommit, {
            game: 'cases',
            betRef: String(opening.id),
            roundId: null,
            userId,
            stake: { items: 0, money: box.price },
            payout: { items: entry.price, money: 0 },
            outcome: entry.price >= box.price ? 'won' : 'lost',
            reference: openingReference(opening.id),
            insufficientFundsKey: 'cases_api.insufficient_funds',
          });
          const item = await findMarketItem(tx, entry.itemId);
          if (!item) throw new Error(`catalog item ${entry.itemId} is missing`);
          const drop = presentLiveDrop({
            openingId: opening.id,
            createdAt: opening.createdAt,
            user: player,
            box,
            item: { ...item, price: entry.price },
          });
          afterCommit(() => emitter.toAll('casesLiveDrop', drop));
          winItems.push({
            winItem: {
              ...presentMarketItem(item),
              myId: instanceId,
              status: 'available' as const,
              pivot: { is_won_item: 1 as const },
            },
            fairness: {
              opening_id: opening.id,
              server_seed_hash: seed.serverSeedHash,
              client_seed: seed.clientSeed,
              nonce,
              ticket,
              table_version: box.version,
            },
          });
        }
        const balance = (await currentBalance(tx, userId)) ?? 0;
        // The single-opening fields stay (the first opening) for clients that send no `count`.
        return { status: 'success' as const, ...winItems[0]!, winItems, balance: centsToAmount(balance) };
      });
    },

    /** `/api/cases/opening {id}`: one of the caller's openings with its table, for the verifier. */
    async opening(userId: number, openingId: number): Promise<CaseOpeningDto> {
      const row = await findOpening(db, userId, openingId);
      if (!row) throw new ApiError('cases_api.opening_not_found', 404);
      const names = await findCaseItems(
        db,
        row.entries.map((entry) => entry.itemId),
      );
      return presentOpening(row, new Map(names.map((item) => [item.id, item.marketHashName])));
    },

    /** `/api/cases/openings`: the caller's latest openings, newest first. */
    async openings(userId: number) {
      return (await listOpenings(db, userId, CASE_OPENINGS_LIST_SIZE)).map(presentOpeningSummary);
    },
  };
}
