import type { FastifyBaseLogger } from 'fastify';
import { centsToAmount } from '@skinbet/shared/money';
import { TRADE_OFFER_STATE } from '@skinbet/shared/wallet';
import type { Database, Transaction } from '../../../db/client';
import { inTransaction } from '../../../db/transaction';
import { enqueue } from '../../../platform/jobs/job-queue';
import type { Job } from '../../../platform/jobs/job-worker';
import { moveInstances } from '../../items/inventory';
import type { NotificationsService } from '../../account/notifications/notifications.service';
import {
  findOfferByWithdrawal,
  findSkinWithdrawal,
  linkSentOffer,
  lockWithdrawalRow,
  moveWithdrawalStatus,
  setWithdrawalExternalId,
} from './skin-withdrawals.repository';
import { PermanentTradeError, type OfferChange, type TradeGateway } from './trade-gateway';
import { findOfferBySteamId, insertOffer, updateOfferState } from './trade-offers.repository';

export const TRADE_SEND_QUEUE = 'trade.send';
const TRADE_SEND_MAX_ATTEMPTS = 8;

export interface TradeSendPayload {
  withdrawalId: number;
}

/** The job's key, and the tag (offer message) that finds a send that may have happened. */
export const withdrawalOfferKeys = (withdrawalId: number) => ({
  job: `withdrawal:${withdrawalId}:offer`,
  message: `withdrawal:${withdrawalId}`,
  reference: `withdrawal:${withdrawalId}`,
});

const {
  Invalid,
  Accepted,
  Countered,
  Expired,
  Canceled,
  Declined,
  InvalidItems,
  CreatedNeedsConfirmation,
  CanceledBySecondFactor,
} = TRADE_OFFER_STATE;

/** Offer states after which the skin stayed with the bot: the withdrawal is cancelled, the skin returned. */
const FAILED: ReadonlyMap<number, string> = new Map([
  [Invalid, 'The trade offer became invalid'],
  [Countered, 'The trade offer was countered'],
  [Expired, 'The trade offer expired'],
  [Canceled, 'The trade offer was canceled'],
  [Declined, 'The trade offer was declined'],
  [InvalidItems, 'The skin could not be traded'],
  [CanceledBySecondFactor, 'The trade offer was canceled'],
]);
const NOT_SENT = 'The trade offer could not be sent';

export type SkinWithdrawalOffers = ReturnType<typeof createSkinWithdrawalOffers>;

/**
 * Skin withdrawals after approval (docs/payments/steam-trades.md "Withdrawals by trade"): the
 * `trade.send` job sends the offer (idempotent: the offer row by withdrawal id, then the offer's
 * tag on Steam, before any send), and the poll's reports of the sent offer finish it — Accepted:
 * the skin is withdrawn and the withdrawal completed; declined, expired, canceled or invalid: the
 * skin back once, the withdrawal canceled with a notification.
 */
export function createSkinWithdrawalOffers(deps: {
  db: Database;
  gateway: TradeGateway;
  notifications: NotificationsService;
  log: FastifyBaseLogger;
}) {
  const { db, gateway, log } = deps;

  /** The withdrawal ends one way, once: its conditional status change decides, the skin follows. */
  async function finish(withdrawalId: number, outcome: { completed: true } | { completed: false; reason: string }) {
    await inTransaction(db, async (tx, afterCommit) => {
      const moved = await moveWithdrawalStatus(tx, {
        id: withdrawalId,
        from: 'sending',
        to: outcome.completed ? 'completed' : 'canceled',
        ...(outcome.completed ? {} : { reason: outcome.reason }),
      });
      if (!moved || moved.inventoryItemId === null) return;
      const skin = await moveInstances(tx, {
        userId: moved.userId,
        ids: [moved.inventoryItemId],
        from: 'withdrawing',
        to: outcome.completed ? 'withdrawn' : 'available',
        exceptWon: false,
        reason: outcome.completed ? 'skin_withdrawn' : 'withdrawal_canceled',
        reference: withdrawalOfferKeys(withdrawalId).reference,
      });
      if (skin.length === 0) log.error({ withdrawalId }, 'a skin withdrawal ended but its skin was not withdrawing');
      await deps.notifications.notify(tx, afterCommit, {
        userId: moved.userId,
        name: outcome.completed ? 'notification.withdrawal_completed' : 'notification.withdrawal_canceled',
        params: {
          id: withdrawalId,
          amount: centsToAmount(moved.amount),
          ...(outcome.completed ? {} : { reason: outcome.reason }),
        },
      });
    });
  }

  async function applyState(withdrawalId: number, steamOfferId: string, state: number): Promise<void> {
    await updateOfferState(db, steamOfferId, state);
    if (state === Accepted) return finish(withdrawalId, { completed: true });
    const failed = FAILED.get(state);
    if (failed) return finish(withdrawalId, { completed: false, reason: failed });
  }

  async function link(offerRowId: number, withdrawalId: number, steamOfferId: string, state: number) {
    await inTransaction(db, async (tx) => {
      await linkSentOffer(tx, offerRowId, steamOfferId, state);
      await setWithdrawalExternalId(tx, withdrawalId, steamOfferId);
    });
  }

  /** The withdrawal's offer row, made once (the withdrawal row's lock serialises two runs of the job). */
  async function offerRowFor(withdrawal: { id: number; userId: number; itemId: number; price: number }) {
    return inTransaction(db, async (tx) => {
      await lockWithdrawalRow(tx, withdrawal.id);
      const existing = await findOfferByWithdrawal(tx, withdrawal.id);
      if (existing) return existing;
      return (await insertOffer(tx, {
        direction: 'withdrawal',
        userId: withdrawal.userId,
        steamOfferId: null,
        state: CreatedNeedsConfirmation,
        items: [{ itemId: withdrawal.itemId, assetId: '', price: withdrawal.price }],
        value: withdrawal.price,
        withdrawalId: withdrawal.id,
      }))!;
    });
  }

  return {
    /** For modules/wallet/withdrawals' approval: the offer's `trade.send` job, in the approval's transaction. */
    enqueueWithdrawalOffer(tx: Transaction, withdrawalId: number) {
      return enqueue<TradeSendPayload>(tx, {
        queue: TRADE_SEND_QUEUE,
        payload: { withdrawalId },
        key: withdrawalOfferKeys(withdrawalId).job,
        maxAttempts: TRADE_SEND_MAX_ATTEMPTS,
      });
    },

    /**
     * For modules/wallet/withdrawals' reject or cancel of a skin withdrawal (after its own conditional
     * status change): the skin `withdrawing → available`, once. Answers whether it moved.
     */
    async releaseWithdrawingItem(
      tx: Transaction,
      withdrawal: { id: number; userId: number; type: string; inventoryItemId: number | null },
    ): Promise<boolean> {
      if (withdrawal.type !== 'skin' || withdrawal.inventoryItemId === null) return false;
      const moved = await moveInstances(tx, {
        userId: withdrawal.userId,
        ids: [withdrawal.inventoryItemId],
        from: 'withdrawing',
        to: 'available',
        exceptWon: false,
        reason: 'withdrawal_canceled',
        reference: withdrawalOfferKeys(withdrawal.id).reference,
      });
      return moved.length > 0;
    },

    /** The `trade.send` job: sends the offer once, however often the job runs. */
    async send(job: Job<TradeSendPayload>): Promise<void> {
      const withdrawal = await findSkinWithdrawal(db, job.payload.withdrawalId);
      if (!withdrawal || withdrawal.type !== 'skin' || withdrawal.status !== 'sending') return;
      const row = await offerRowFor(withdrawal);
      if (row.steamOfferId) return; // sent before: the poll follows it
      const { message } = withdrawalOfferKeys(withdrawal.id);
      // A run that died between Steam's answer and recording it: the offer is on Steam, tagged.
      const found = await gateway.findSentOffer(message);
      let sent = found ? { offerId: found.id, state: found.state } : null;
      if (!sent) {
        try {
          sent = await gateway.sendOffer({
            tradeUrl: withdrawal.wallet,
            items: [{ marketHashName: withdrawal.marketHashName }],
            message,
          });
        } catch (error) {
          if (!(error instanceof PermanentTradeError) && job.attempt < job.maxAttempts) throw error;
          log.error({ err: error, withdrawalId: withdrawal.id }, 'a skin withdrawal offer could not be sent');
          return finish(withdrawal.id, { completed: false, reason: NOT_SENT });
        }
      }
      await link(row.id, withdrawal.id, sent.offerId, sent.state);
      await applyState(withdrawal.id, sent.offerId, sent.state);
    },

    /** A poll saw an offer the bot sent: its withdrawal follows the offer's state. */
    async onSentOffer(change: OfferChange): Promise<void> {
      const { offer } = change;
      let row = await findOfferBySteamId(db, offer.id);
      const tagged = /^withdrawal:(\d+)$/.exec(offer.message)?.[1];
      if (!row && tagged) {
        // Sent, but the job did not get to record it: link it now.
        const pending = await findOfferByWithdrawal(db, Number(tagged));
        if (pending && pending.steamOfferId === null) {
          await link(pending.id, Number(tagged), offer.id, offer.state);
          row = await findOfferBySteamId(db, offer.id);
        }
      }
      if (!row || row.direction !== 'withdrawal' || row.withdrawalId === null) {
        log.warn({ offer: offer.id, state: offer.state }, 'a sent trade offer the site does not know');
        return;
      }
      await applyState(row.withdrawalId, offer.id, offer.state);
    },
  };
}
