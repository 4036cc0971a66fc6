import { centsToAmount } from '@skinbet/shared/money';
import type { AvailableWithdrawResponse, WithdrawalDto } from '@skinbet/shared/schemas/withdrawals.schemas';
import { WITHDRAW_TAX_BASIS_POINTS, withdrawalTax } from '@skinbet/shared/wallet';
import type { Database, Executor } from '../../../db/client';
import { inTransaction } from '../../../db/transaction';
import { ApiError } from '../../../http/api-error';
import type { InventoryService } from '../../items/inventory/inventory.service';
import { userAccount, type MoneyService } from '../../ledger/money/money.service';
import type { NotificationsService } from '../../account/notifications/notifications.service';
import { paysOut, type PaymentProviders } from '../payments';
import { exitLimit, openDebtOf, protectedReleases, readProtection, settleCoveredDebts } from '../trades';
import {
  checkPlayer,
  checkWithdrawable,
  checkWithdrawRequest,
  type Refusal,
  type WithdrawLimits,
} from './withdrawal-rules';
import { foldWagering } from './wagering';
import { withdrawalKeys } from './withdrawal-keys';
import { releaseWithdrawal } from './withdrawal-release';
import { sellToSite } from './withdrawal-sale';
import { presentWithdrawal } from './withdrawal.presenter';
import {
  findWithdrawal,
  findWithdrawalView,
  findWithdrawingUser,
  hasOpenWithdrawal,
  insertWithdrawal,
  listUserWithdrawals,
  lockWithdrawingUser,
  moveWithdrawal,
  readWagering,
} from './withdrawals.repository';

export type WithdrawalsService = ReturnType<typeof createWithdrawalsService>;

/**
 * A withdrawal as the API shows it, by id. The trades module is handed this (its skin withdrawal
 * answers the record it created) rather than importing this module, which reads trades.
 */
export async function withdrawalView(executor: Executor, withdrawalId: number): Promise<WithdrawalDto> {
  const view = await findWithdrawalView(executor, withdrawalId);
  if (!view) throw new Error(`withdrawal ${withdrawalId} is missing`);
  return presentWithdrawal(view);
}

/** Rows per page of the profile's withdrawals tab and the nav's history. */
export const WITHDRAW_PAGE_SIZE = 20;

export interface CreateWithdrawInput {
  /** The sum in cents, or null when the wire amount was not one. */
  sumCents: number | null;
  system: number;
  wallet: string;
  /** Skins to sell to the site first, in the same transaction. */
  items?: number[];
}

/**
 * The credits a player still has to wager (cents; docs/money/wagering.md), read in the caller's
 * transaction: what the one rule of every exit (trades/exit-rule) keeps on the site with the
 * protected value and the debt. The trades module is handed this for skin withdrawals.
 */
export async function unwageredOf(executor: Executor, userId: number): Promise<number> {
  return foldWagering((await readWagering(executor, userId)).credits).unwagered;
}

function refuse(refusal: Refusal): ApiError {
  return new ApiError(refusal.key, refusal.key === 'auth_api.banned' ? 403 : 400, refusal.params);
}

/**
 * A player's money withdrawals (docs/money/withdrawals.md "Rules", "Statuses"): what can
 * leave now, a new withdrawal held from the balance, a cancel before an operator decided,
 * the history.
 */
export function createWithdrawalsService(deps: {
  db: Database;
  money: MoneyService;
  inventory: InventoryService;
  notifications: NotificationsService;
  limits: WithdrawLimits;
  /** The payout adapters (payments/providers): a system whose provider cannot pay out is refused. */
  providers: PaymentProviders;
}) {
  const { db, money, limits } = deps;

  /** The credits still to wager, one by one and in total, and whether the player has a deposit. */
  async function wageringOf(executor: Executor, userId: number) {
    const wagering = await readWagering(executor, userId);
    const fold = foldWagering(wagering.credits);
    return {
      unwagered: fold.unwagered,
      unwageredCredits: fold.credits.filter((credit) => credit.unwagered > 0),
      hasDeposit: wagering.hasDeposit,
    };
  }

  async function view(executor: Executor, id: number): Promise<WithdrawalDto> {
    return presentWithdrawal((await findWithdrawalView(executor, id))!);
  }

  return {
    /**
     * `getAvailableWithdraw`: the withdrawable amount and every limit the withdraw modal shows. An
     * open debt the balance covers is paid first by a withdrawal (see `create`), so it is counted
     * off the balance here; one it does not cover leaves nothing withdrawable.
     */
    async available(userId: number): Promise<AvailableWithdrawResponse> {
      const user = await findWithdrawingUser(db, userId);
      if (!user) throw new ApiError('user_api.not_found', 404);
      const debt = await openDebtOf(db, userId);
      const covered = debt > 0 && debt <= user.balance;
      const balance = covered ? user.balance - debt : user.balance;
      const inputs = await wageringOf(db, userId);
      const protection = await readProtection(db, userId, {
        balance,
        debt: covered ? 0 : debt,
        unwagered: inputs.unwagered,
      });
      const releases = protectedReleases(protection);
      const recent = await listUserWithdrawals(db, userId, { limit: WITHDRAW_PAGE_SIZE });
      return {
        // The one rule of every exit, for money (trades/exit-rule): the least of balance − U and
        // balance + skins − U − P − D, never below zero.
        available: centsToAmount(debt > 0 && !covered ? 0 : exitLimit(protection, 'money')),
        balance: centsToAmount(user.balance),
        unwagered: centsToAmount(inputs.unwagered),
        unwagered_credits: inputs.unwageredCredits.map((credit) => ({
          kind: credit.kind,
          amount: centsToAmount(credit.amount),
          unwagered: centsToAmount(credit.unwagered),
          date: credit.at.toISOString(),
        })),
        protected: centsToAmount(protection.protectedValue),
        protected_until: releases.at(-1)?.until.toISOString() ?? null,
        protected_releases: releases.map((release) => ({
          amount: centsToAmount(release.amount),
          until: release.until.toISOString(),
        })),
        debt: centsToAmount(debt),
        min: centsToAmount(limits.minCents),
        money_limit: centsToAmount(limits.moneyLimitCents),
        kyc_over: centsToAmount(limits.kycOverCents),
        kyc_verified: user.kycVerifiedAt !== null,
        tax_percent: WITHDRAW_TAX_BASIS_POINTS / 100,
        min_level: limits.minLevel,
        has_deposit: inputs.hasDeposit,
        pending: await hasOpenWithdrawal(db, userId),
        withdraws: recent.map(presentWithdrawal),
      };
    },

    /**
     * `createWithdraw`: the request's rules, then — in one transaction holding the player's row —
     * the optional sale of skins to the site, the player's gates, open debts (paid from the balance
     * where it covers them, as the trades module does; else refused), the withdrawable rule, the
     * withdrawal (moderation) and its hold (`available → held`). The row lock makes "previous
     * pending" exact: of concurrent requests, the first creates its withdrawal and every later one
     * sees it. Whatever is refused rolls back whole (the sale and a debt payment included).
     */
    async create(userId: number, input: CreateWithdrawInput): Promise<{ withdraw: WithdrawalDto; balance: number }> {
      const request = checkWithdrawRequest(input, limits);
      if ('refusal' in request) throw refuse(request.refusal);
      const { sumCents, system, wallet } = request;
      const provider = deps.providers[system.provider];
      // It would only be refused after an operator approved it.
      if (!paysOut(provider)) throw new ApiError('withdrawal_api.system_unavailable', 400);
      return inTransaction(db, async (tx, afterCommit) => {
        if (input.items && input.items.length > 0) {
          await sellToSite(tx, afterCommit, deps, { userId, ids: input.items });
        }
        const user = await lockWithdrawingUser(tx, userId);
        if (!user) throw new ApiError('user_api.not_found', 404);
        // A demo account's money is the demo credit and sandbox deposits: it never reaches a real provider.
        if (user.isDemo && !provider!.sandboxed) throw new ApiError('withdrawal_api.demo_account', 400);
        const { hasDeposit } = await readWagering(tx, userId);
        const gate = checkPlayer(
          sumCents,
          {
            banned: user.banned,
            experience: user.experience,
            kycVerified: user.kycVerifiedAt !== null,
            hasDeposit,
            hasOpenWithdrawal: await hasOpenWithdrawal(tx, userId),
          },
          limits,
        );
        if (gate) throw refuse(gate);
        const owed = await settleCoveredDebts(tx, afterCommit, deps, userId);
        if (owed > 0) throw new ApiError('withdrawal_api.debt', 400, { amount: centsToAmount(owed) });
        // The balance as it is now that any covered debt is paid.
        const balance = (await findWithdrawingUser(tx, userId))!.balance;
        // The one rule of every exit (trades/exit-rule): wagering, Trade Protection and debt together.
        const protection = await readProtection(tx, userId, {
          balance,
          debt: owed,
          unwagered: await unwageredOf(tx, userId),
        });
        const overLimit = checkWithdrawable(sumCents, protection);
        if (overLimit) throw refuse(overLimit);
        const row = await insertWithdrawal(tx, {
          userId,
          type: 'money',
          system: system.id,
          wallet,
          amount: sumCents,
          tax: withdrawalTax(sumCents).tax,
        });
        const keys = withdrawalKeys(row.id);
        const hold = await money.transfer(tx, afterCommit, {
          kind: 'withdrawal_hold',
          from: userAccount(userId, 'available'),
          to: userAccount(userId, 'held'),
          amount: sumCents,
          reference: keys.reference,
          idempotencyKey: keys.hold,
          insufficientFundsKey: 'withdrawal_api.insufficient_funds',
        });
        return { withdraw: await view(tx, row.id), balance: centsToAmount(hold.fromBalance ?? 0) };
      });
    },

    /**
     * `cancelWithdraw`: the player's own withdrawal, only while in moderation
     * (docs/money/withdrawals.md "Statuses"). The conditional `moderation → canceled` decides a
     * race with an operator's approval, and with a second cancel: only the one that matched
     * gives the hold back. The web reloads the user and the inventory on the notification.
     */
    async cancel(userId: number, id: number): Promise<{ withdraw: WithdrawalDto; balance: number }> {
      return inTransaction(db, async (tx, afterCommit) => {
        const row = await moveWithdrawal(tx, { id, userId, from: 'moderation', to: 'canceled' });
        if (!row) {
          const existing = await findWithdrawal(tx, id);
          if (existing?.userId !== userId) throw new ApiError('withdrawal_api.not_found', 404);
          throw new ApiError('withdrawal_api.not_cancelable', 409);
        }
        const released = await releaseWithdrawal(tx, afterCommit, deps, row);
        await deps.notifications.notify(tx, afterCommit, {
          userId,
          name: 'notification.withdrawal_canceled',
          params: { id, amount: centsToAmount(row.amount) },
        });
        const balance = released ?? (await findWithdrawingUser(tx, userId))?.balance ?? 0;
        return { withdraw: await view(tx, id), balance: centsToAmount(balance) };
      });
    },

    /** `withdraws`: newest first, a page below `before` (an id), and whether more follow. */
    async list(userId: number, before?: number): Promise<{ withdraws: WithdrawalDto[]; has_more: boolean }> {
      const rows = await listUserWithdrawals(db, userId, { before, limit: WITHDRAW_PAGE_SIZE + 1 });
      return {
        withdraws: rows.slice(0, WITHDRAW_PAGE_SIZE).map(presentWithdrawal),
        has_more: rows.length > WITHDRAW_PAGE_SIZE,
      };
    },
  };
}
