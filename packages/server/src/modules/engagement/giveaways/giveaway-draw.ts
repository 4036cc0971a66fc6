import { giveawayDrawIndex } from '@skinbet/shared/fairness/giveaway';
import { centsToAmount } from '@skinbet/shared/money';
import type { SetRafflePayload } from '@skinbet/shared/schemas/giveaways.schemas';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Transaction } from '../../../db/client';
import { inTransaction, type AfterCommit } from '../../../db/transaction';
import type { Emitter } from '../../../realtime/emitter';
import type { InventoryService } from '../../items/inventory/inventory.service';
import { houseAccount, type MoneyService } from '../../ledger/money/money.service';
import { recordAudit } from '../../site/audit/audit.service';
import type { NotificationsService } from '../../account/notifications/notifications.service';
import { stock } from '../../items/storehouse/stock.service';
import {
  findCatalogPrize,
  findPublicUser,
  listParticipantUserIds,
  markFinished,
  recordDrawResult,
} from './giveaways.repository';
import { presentGiveawayUser, presentPrize } from './giveaways.presenter';

/** Item events, the ledger and notices name a giveaway like this. */
export const giveawayReference = (id: number) => `giveaway:${id}`;
/** The prize's one transfer: UNIQUE, so a giveaway's prize can never be paid twice. */
export const giveawayPrizeKey = (id: number) => `giveaway:${id}:prize`;

export interface DrawDeps {
  db: Database;
  money: MoneyService;
  inventory: InventoryService;
  notifications: NotificationsService;
  emitter: Emitter;
  log: FastifyBaseLogger;
}

/**
 * Draws giveaway `id` (docs/fairness/formulas.md "Giveaway"), all in ONE transaction, so a crash
 * anywhere in it leaves the giveaway active for the next leader and a restart pays once:
 *
 * 1. `markFinished` (`WHERE status = 'active'`): only the first drawer gets past it; any other
 *    (another node, an operator's `end`, a restarted leader) waits for its commit and stops here.
 * 2. The participants in join order; `index = giveawayDrawIndex(secret, public, id, N)`.
 * 3. The prize: one unit of the item leaves the storehouse stock, the winner gets it as a won item,
 *    and marketing pays the storehouse its value (`giveaway_prize`, key `giveaway:<id>:prize`).
 * 4. The winner's notice (with the item's image); `setRaffle` to everyone after the commit.
 *
 * Without participants the giveaway finishes without a winner and the prize stays in stock.
 * Answers the `setRaffle` payload, or undefined when someone else drew (or is drawing) it. An
 * operator's `end` (`by`) is audited in the same transaction.
 */
export async function drawGiveaway(
  deps: DrawDeps,
  id: number,
  by: { actorId: number } | undefined = undefined,
): Promise<SetRafflePayload | undefined> {
  return inTransaction(deps.db, async (tx, afterCommit) => {
    const giveaway = await markFinished(tx, id);
    if (!giveaway) return undefined;
    const payload = await drawFinished(deps, tx, afterCommit, { ...giveaway, id });
    if (by) {
      await recordAudit(tx, {
        actorId: by.actorId,
        action: 'giveaways.end',
        target: giveawayReference(id),
        details: {
          winner_user_id: payload.winner?.id ?? null,
          index: payload.index,
          participants: payload.participants,
        },
      });
    }
    afterCommit(() => deps.emitter.toAll('setRaffle', payload));
    return payload;
  });
}

/** Steps 2–4 of a draw, for a giveaway this transaction has just marked finished. */
async function drawFinished(
  deps: DrawDeps,
  tx: Transaction,
  afterCommit: AfterCommit,
  giveaway: { id: number; itemId: number; prizeCents: number; secretHash: string; publicHash: string },
): Promise<SetRafflePayload> {
  const { id } = giveaway;
  const item = await findCatalogPrize(tx, giveaway.itemId);
  if (!item) throw new Error(`giveaway ${id}: prize item ${giveaway.itemId} vanished`);
  const participants = await listParticipantUserIds(tx, id);
  const base = {
    giveaway_id: id,
    item: presentPrize(item),
    secret_hash: giveaway.secretHash,
    public_hash: giveaway.publicHash,
    participants: participants.length,
  };
  if (participants.length === 0) {
    await recordDrawResult(tx, id, { winnerIndex: null, winnerUserId: null, participants: 0, prizeInstanceId: null });
    return { ...base, winner: null, index: null };
  }
  const index = giveawayDrawIndex(giveaway.secretHash, giveaway.publicHash, id, participants.length);
  const winnerId = participants[index]!;
  const prizeInstanceId = await deliverPrize(deps, tx, afterCommit, { id, winnerId, giveaway });
  await recordDrawResult(tx, id, {
    winnerIndex: index,
    winnerUserId: winnerId,
    participants: participants.length,
    prizeInstanceId,
  });
  await deps.notifications.notify(tx, afterCommit, {
    userId: winnerId,
    name: 'notification.giveaway_won',
    params: {
      giveaway_id: id,
      item: item.marketHashName,
      amount: centsToAmount(giveaway.prizeCents),
      image: item.image,
    },
  });
  const winner = await findPublicUser(tx, winnerId);
  return { ...base, winner: winner ? presentGiveawayUser(winner) : null, index };
}

/**
 * The prize to the winner: one unit from the storehouse stock. Should the last unit have been
 * bought since the giveaway opened, the storehouse sources one all the same (the prize was
 * promised) and is paid for it like for any other: the transfer is the same either way.
 */
async function deliverPrize(
  deps: DrawDeps,
  tx: Transaction,
  afterCommit: AfterCommit,
  draw: { id: number; winnerId: number; giveaway: { itemId: number; prizeCents: number } },
): Promise<number> {
  const { id, winnerId, giveaway } = draw;
  if (!(await stock.takeOne(tx, giveaway.itemId))) {
    deps.log.warn({ giveawayId: id, itemId: giveaway.itemId }, 'giveaway prize out of stock: sourced outside stock');
  }
  const [instanceId] = await deps.inventory.grant(tx, {
    userId: winnerId,
    itemIds: [giveaway.itemId],
    reason: 'giveaway_prize',
    reference: giveawayReference(id),
    isWonItem: true,
  });
  if (giveaway.prizeCents > 0) {
    await deps.money.transfer(tx, afterCommit, {
      kind: 'giveaway_prize',
      from: houseAccount('marketing'),
      to: houseAccount('storehouse'),
      amount: giveaway.prizeCents,
      reference: giveawayReference(id),
      idempotencyKey: giveawayPrizeKey(id),
    });
  }
  return instanceId!;
}
