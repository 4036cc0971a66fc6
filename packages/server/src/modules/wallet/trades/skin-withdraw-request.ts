import { centsToAmount } from '@skinbet/shared/money';
import { levelProgress } from '@skinbet/shared/progression';
import type { WithdrawalDto } from '@skinbet/shared/schemas/withdrawals.schemas';
import type { Database, Executor } from '../../../db/client';
import { inTransaction } from '../../../db/transaction';
import { ApiError } from '../../../http/api-error';
import type { InventoryService } from '../../items/inventory/inventory.service';
import type { MoneyService } from '../../ledger/money/money.service';
import { hasDeposit } from '../../account/users';
import { settleCoveredDebts } from './skin-reversal';
import {
  hasOpenWithdrawal,
  insertSkinWithdrawal,
  lockOwnInstance,
  lockTradingUser,
} from './skin-withdrawals.repository';
import type { TradeGateway } from './trade-gateway';
import { hasSkinDeposit, lockUserBalance } from './trade-offers.repository';
import { checkExit } from './exit-rule';
import { readProtection } from './trade-protection';

export type SkinWithdrawRequests = ReturnType<typeof createSkinWithdrawRequests>;

/**
 * `POST /api/withdraws/send` (docs/payments/steam-trades.md "Withdrawals by trade": one item at a
 * time, trade URL required): a player's skin, won or not, leaves by trade offer after an operator
 * approves it. The skin moves `available → withdrawing` and the withdrawal (type skin, moderation,
 * its price) is recorded in one transaction; approval (modules/wallet/withdrawals) hands it to
 * `enqueueWithdrawalOffer`.
 */
export function createSkinWithdrawRequests(deps: {
  db: Database;
  inventory: InventoryService;
  money: MoneyService;
  minLevel: number;
  /** Which gateway sends the offers: a demo account's skins never leave by the real Steam bot. */
  gateway: Pick<TradeGateway, 'name'>;
  /** Credits still to wager (cents; withdrawals/wagering): the trades module reads no wagering itself. */
  unwageredOf: (executor: Executor, userId: number) => Promise<number>;
  /** The withdrawal as the API shows it (modules/wallet/withdrawals, which reads trades: handed in). */
  withdrawalView: (executor: Executor, withdrawalId: number) => Promise<WithdrawalDto>;
}) {
  return {
    async request(userId: number, instanceIds: number[]): Promise<WithdrawalDto> {
      if (instanceIds.length !== 1) throw new ApiError('inventory_api.one_item', 400);
      const instanceId = instanceIds[0]!;
      const id = await inTransaction(deps.db, async (tx, afterCommit) => {
        // The player's row first: their withdrawals of either kind are decided one at a time.
        const user = await lockTradingUser(tx, userId);
        if (!user || user.banned) throw new ApiError('auth_api.banned', 403);
        if (user.isDemo && deps.gateway.name !== 'fake') throw new ApiError('withdrawal_api.demo_account', 400);
        if (!user.tradeLink) throw new ApiError('inventory_api.trade_url_needed', 400);
        if (levelProgress(user.experience).level < deps.minLevel) {
          throw new ApiError('inventory_api.level_too_low', 403, { level: deps.minLevel });
        }
        if (!(await hasDeposit(tx, userId)) && !(await hasSkinDeposit(tx, userId))) {
          throw new ApiError('inventory_api.deposit_needed', 400);
        }
        // A reversal's debt the balance now covers is paid first; one it does not blocks the withdrawal.
        const owed = await settleCoveredDebts(tx, afterCommit, deps, userId);
        if (owed > 0) throw new ApiError('inventory_api.debt', 400, { amount: centsToAmount(owed) });
        if (await hasOpenWithdrawal(tx, userId)) throw new ApiError('inventory_api.previous_pending', 400);

        const instance = await lockOwnInstance(tx, userId, instanceId);
        if (!instance || instance.status !== 'available') throw new ApiError('inventory_api.item_not_found', 400);
        // Steam may still revert the trade that brought it in (database clock): it is itself protected.
        if (instance.isProtected && instance.protectedUntil) {
          throw new ApiError('inventory_api.item_protected', 400, { until: instance.protectedUntil.toISOString() });
        }
        // The one rule of every exit (exit-rule.ts): what stays on the site must still cover the
        // credits still to wager, what Steam may take back and the debt, together.
        const position = await readProtection(tx, userId, {
          balance: await lockUserBalance(tx, userId),
          debt: owed,
          unwagered: await deps.unwageredOf(tx, userId),
        });
        const refusal = checkExit(position, 'skin', instance.price);
        if (refusal?.reason === 'protected') {
          const until = refusal.until ?? position.releases.at(-1)?.until ?? new Date();
          throw new ApiError('inventory_api.item_protected', 400, { until: until.toISOString() });
        }
        if (refusal) throw new ApiError('inventory_api.wagering', 400, { amount: centsToAmount(position.unwagered) });
        await deps.inventory.move(tx, {
          userId,
          ids: [instanceId],
          from: 'available',
          to: 'withdrawing',
          reason: 'skin_withdrawal',
          unavailableKey: 'inventory_api.item_not_found',
        });
        const withdrawal = await insertSkinWithdrawal(tx, {
          userId,
          wallet: user.tradeLink,
          amount: instance.price,
          inventoryItemId: instanceId,
        });
        return withdrawal.id;
      });
      return deps.withdrawalView(deps.db, id);
    },
  };
}
