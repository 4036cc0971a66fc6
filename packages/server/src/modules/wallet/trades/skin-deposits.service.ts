import type { FastifyBaseLogger } from 'fastify';
import { centsToAmount } from '@skinbet/shared/money';
import { MAX_IDS_PER_REQUEST } from '@skinbet/shared/schemas/common.schemas';
import { TRADE_OFFER_STATE } from '@skinbet/shared/wallet';
import type { Database } from '../../../db/client';
import { inTransaction } from '../../../db/transaction';
import { ApiError } from '../../../http/api-error';
import type { ResponsibleGambling } from '../../account/responsible-gambling';
import type { InventoryService } from '../../items/inventory/inventory.service';
import type { MoneyService } from '../../ledger/money/money.service';
import type { NotificationsService } from '../../account/notifications/notifications.service';
import { applyReversal } from './skin-reversal';
import type { GatewayOffer, OfferChange, TradeGateway } from './trade-gateway';
import {
  catalogPrices,
  findCatalogByNames,
  findOfferBySteamId,
  findUserByPartner,
  insertOffer,
  markDepositCredited,
  markDepositReverted,
  markInstancesProtected,
  recordOfferItems,
  updateOfferState,
  type OfferItem,
  type TradeOfferRow,
} from './trade-offers.repository';
import { accountIdOf } from './trade-url';

const { Active, Accepted, Reverted } = TRADE_OFFER_STATE;

export type SkinDeposits = ReturnType<typeof createSkinDeposits>;

/** Whether a received offer is the deposit recorded under its id: the same skins, by their asset ids. */
function isRecordOf(row: TradeOfferRow, offer: GatewayOffer): boolean {
  const recorded = (row.items as OfferItem[]).map((item) => item.assetId).sort();
  const offered = offer.itemsToReceive.map((item) => item.assetId).sort();
  return row.direction === 'deposit' && recorded.join() === offered.join();
}

/**
 * Skin deposits (the `steam` method; docs/payments/steam-trades.md "Deposits by trade"): a player
 * sends the bot an offer from the site's trade URL; the bot accepts offers that only give it
 * skins the catalog knows, from a player it can match; an accepted offer becomes inventory once,
 * protected for 7 days; a reversal (state 12) takes the skins back or their value
 * (skin-reversal.ts).
 */
export function createSkinDeposits(deps: {
  db: Database;
  gateway: TradeGateway;
  inventory: InventoryService;
  money: MoneyService;
  notifications: NotificationsService;
  /** Responsible gambling's gate: exclusions and deposit limits (docs/payments/steam-trades.md "Deposits by trade"). */
  depositGate: Pick<ResponsibleGambling, 'admitDeposit'>;
  log: FastifyBaseLogger;
}) {
  const { db, gateway, log } = deps;

  /**
   * Records the offer once the responsible-gambling gate admits its value, in one transaction: the
   * open offer then reserves that value against the player's deposit limit until it is credited.
   * Answers the gate's refusal (`rg_api.excluded`, `rg_api.deposit_limit`) instead, nothing recorded.
   */
  async function admitAndRecord(offerId: string, userId: number, skins: OfferItem[]): Promise<ApiError | undefined> {
    const value = skins.reduce((sum, skin) => sum + skin.price, 0);
    try {
      await inTransaction(db, async (tx) => {
        await deps.depositGate.admitDeposit(tx, { userId, amount: value });
        await insertOffer(tx, {
          direction: 'deposit',
          userId,
          steamOfferId: offerId,
          state: Active,
          items: skins,
          value,
        });
      });
      return undefined;
    } catch (error) {
      if (error instanceof ApiError) return error;
      throw error;
    }
  }

  /**
   * Tells the player why Steam shows their offer declined: over their deposit limit (with what is
   * left), or deposits closed by a time-out or self-exclusion.
   */
  async function tellRefused(userId: number, skins: OfferItem[], refusal: ApiError): Promise<void> {
    const amount = centsToAmount(skins.reduce((sum, skin) => sum + skin.price, 0));
    const left = refusal.params?.left;
    await inTransaction(db, (tx, afterCommit) =>
      deps.notifications.notify(
        tx,
        afterCommit,
        refusal.key === 'rg_api.deposit_limit' && typeof left === 'number'
          ? { userId, name: 'notification.skin_deposit_over_limit', params: { amount, left } }
          : { userId, name: 'notification.skin_deposit_excluded', params: { amount } },
      ),
    );
  }

  async function decline(offerId: string): Promise<void> {
    await gateway
      .declineOffer(offerId)
      .catch((error: unknown) => log.warn({ err: error, offer: offerId }, 'declining a skin deposit failed'));
  }

  /** Why the bot will not take an offer, or the player and the skins it will take. */
  async function assess(offer: GatewayOffer) {
    const user = await findUserByPartner(db, {
      steamId: offer.partnerSteamId,
      accountId: accountIdOf(offer.partnerSteamId),
    });
    if (!user) return { refusal: 'no player with this Steam account' } as const;
    if (user.banned) return { refusal: 'the player is banned' } as const;
    // The bot never gives anything away in a deposit.
    if (offer.itemsToGive.length > 0) return { refusal: 'the offer asks for the bot’s items' } as const;
    if (offer.itemsToReceive.length === 0 || offer.itemsToReceive.length > MAX_IDS_PER_REQUEST) {
      return { refusal: 'no skins, or too many' } as const;
    }
    const catalog = await findCatalogByNames(
      db,
      offer.itemsToReceive.map((item) => item.marketHashName),
    );
    const skins: OfferItem[] = [];
    for (const item of offer.itemsToReceive) {
      const known = catalog.get(item.marketHashName);
      if (!known) return { refusal: `unknown skin ${item.marketHashName}` } as const;
      skins.push({ itemId: known.id, assetId: item.assetId, price: known.price });
    }
    return { userId: user.id, skins } as const;
  }

  /** Turns an accepted deposit into inventory, once (the conditional `credited_at IS NULL`). */
  async function credit(steamOfferId: string): Promise<boolean> {
    return inTransaction(db, async (tx, afterCommit) => {
      const row = await markDepositCredited(tx, steamOfferId);
      if (!row) {
        await updateOfferState(tx, steamOfferId, Accepted);
        return false;
      }
      const skins = row.items as OfferItem[];
      // Priced when the trade happened: the catalog price now.
      const prices = await catalogPrices(
        tx,
        skins.map((skin) => skin.itemId),
      );
      const ids = await deps.inventory.grant(tx, {
        userId: row.userId,
        itemIds: skins.map((skin) => skin.itemId),
        reason: 'skin_deposit',
        reference: `trade_offer:${row.id}`,
      });
      await markInstancesProtected(tx, ids, row.protectedUntil!);
      const credited = skins.map((skin, index) => ({
        ...skin,
        price: prices.get(skin.itemId) ?? skin.price,
        inventoryItemId: ids[index]!,
      }));
      const value = credited.reduce((sum, skin) => sum + skin.price, 0);
      await recordOfferItems(tx, row.id, credited, value);
      await deps.notifications.notify(tx, afterCommit, {
        userId: row.userId,
        name: 'notification.skin_deposit_credited',
        params: { count: credited.length, amount: centsToAmount(value) },
      });
      return true;
    });
  }

  /** Applies a reversal once; a reversal of a deposit never credited only records the state. */
  async function revert(steamOfferId: string): Promise<void> {
    await inTransaction(db, async (tx, afterCommit) => {
      const row = await markDepositReverted(tx, steamOfferId);
      if (!row) {
        await updateOfferState(tx, steamOfferId, Reverted);
        return;
      }
      const outcome = await applyReversal(tx, afterCommit, deps, row);
      log.warn({ offer: steamOfferId, userId: row.userId, ...outcome }, 'skin deposit reverted by Steam');
    });
  }

  /** What Steam says an offer we recorded is now. Idempotent: any state may be reported any number of times. */
  async function applyState(steamOfferId: string, state: number): Promise<void> {
    if (state === Accepted) await credit(steamOfferId);
    else if (state === Reverted) await revert(steamOfferId);
    else await updateOfferState(db, steamOfferId, state);
  }

  async function accept(offerId: string): Promise<void> {
    let state: number;
    try {
      state = await gateway.acceptOffer(offerId);
    } catch (error) {
      // Still Active: the next poll tries again; anything else it reports as a change.
      log.warn({ err: error, offer: offerId }, 'accepting a skin deposit failed');
      return;
    }
    await applyState(offerId, state);
  }

  return {
    applyState,

    /** A poll saw an offer sent to the bot: a new one is judged and accepted or declined; a known one's state applied. */
    async onReceivedOffer(change: OfferChange): Promise<void> {
      const { offer } = change;
      const known = await findOfferBySteamId(db, offer.id);
      if (known && !isRecordOf(known, offer)) {
        // Another offer under a recorded id (Steam's never repeat; a restarted fake's did): applying
        // its state would rewrite the old record and never credit this one. Refused every round.
        throw new Error(`trade offer id collision: offer ${offer.id} is not the deposit recorded under that id`);
      }
      if (known) {
        // Recorded but not accepted yet (a failed accept, or a restart in between): try again.
        if (offer.state === Active && known.state === Active && known.creditedAt === null) return accept(offer.id);
        return applyState(offer.id, offer.state);
      }
      if (offer.state !== Active) return;
      const verdict = await assess(offer);
      if ('refusal' in verdict) {
        log.info({ offer: offer.id, partner: offer.partnerSteamId, reason: verdict.refusal }, 'skin deposit declined');
        return decline(offer.id);
      }
      const refused = await admitAndRecord(offer.id, verdict.userId, verdict.skins);
      if (refused) {
        log.info(
          { offer: offer.id, userId: verdict.userId, reason: refused.key },
          'skin deposit refused by the player’s limits',
        );
        await decline(offer.id);
        return tellRefused(verdict.userId, verdict.skins, refused);
      }
      await accept(offer.id);
    },
  };
}
