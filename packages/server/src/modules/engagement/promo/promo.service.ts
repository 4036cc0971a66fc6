import type { ErrorKey } from '@skinbet/shared/errors';
import { amountToCents, centsToAmount } from '@skinbet/shared/money';
import type { AdminPromoDto, AdminPromoListRequest } from '@skinbet/shared/schemas/admin-content.schemas';
import type { CreatePromoRequest } from '@skinbet/shared/schemas/payments.schemas';
import type { Database, Transaction } from '../../../db/client';
import { inTransaction, type AfterCommit } from '../../../db/transaction';
import { ApiError } from '../../../http/api-error';
import { recordAudit } from '../../site/audit/audit.service';
import { houseAccount, userAccount, type MoneyService } from '../../ledger/money/money.service';
import { findUserById } from '../../account/users';
import { DEMO_PROMO_CODES } from './promo-demo-codes';
import {
  ALREADY_USED,
  EXHAUSTED,
  depositBonusCents,
  promoRefusal,
  refusalError,
  tagBonusPercent,
  type PromoRefusal,
} from './promo-rules';
import {
  bumpPromoUsed,
  disablePromo,
  findPromoByCode,
  listAdminPromos,
  lockAdminPromo,
  type AdminPromoRow,
  insertPromo,
  insertPromoUse,
  lockPromoByCode,
  lockPromoById,
  readPromoUsage,
  upsertSeededPromo,
  type PromoRow,
} from './promo.repository';

export type PromoService = ReturnType<typeof createPromoService>;

/** What `applyDepositBonus` credited on a paid order, and why its code gave nothing, if it did not. */
export interface DepositBonus {
  /** Cents credited from marketing (code and tag together); 0 when nothing was. */
  bonus: number;
  /** The code's percent that applied (0: no code, or refused at payment time). */
  promoPercent: number;
  /** The site-tag percent that applied (docs/payments/deposits.md "Rules"; 0 without the tag in the nickname). */
  tagPercent: number;
  /** Why the order's code was refused at payment time; null when it applied or there was none. */
  refusal: ErrorKey | null;
}

/** A refusal inside the claim's savepoint: it rolls the claim back, never the caller's transaction. */
class ClaimRefused extends Error {
  constructor(readonly refusal: PromoRefusal) {
    super(refusal.key);
  }
}

/** Codes arrive lower-cased by promoCodeSchema; callers that pass raw text get the same spelling. */
const normalize = (code: string) => code.trim().toLowerCase();

export function presentPromo(promo: PromoRow) {
  return {
    id: promo.id,
    code: promo.code,
    kind: promo.kind,
    amount: promo.amount === null ? null : centsToAmount(promo.amount),
    percent: promo.percent,
    uses: promo.uses,
    used: promo.used,
    daily_limit: promo.dailyLimit,
    expires_at: promo.expiresAt.toISOString(),
  };
}

/** A code as the console lists it: with its uses today and whether players can still redeem it. */
export function presentAdminPromo(promo: AdminPromoRow): AdminPromoDto {
  return {
    ...presentPromo(promo),
    used_today: promo.usedToday,
    created_at: promo.createdAt.toISOString(),
    disabled_at: promo.disabledAt?.toISOString() ?? null,
    active: !promo.expired && promo.used < promo.uses,
  };
}

/**
 * Promo codes (docs/engagement/promo-codes.md "Rules", docs/api/errors.md "Keys"): balance codes
 * (`/api/user/usePromo`), deposit bonus codes (checked by `/api/payment/check-promocode`,
 * reserved on the order, applied when it is paid) and the operator's
 * `/api/admin/promocodes/create`. Every use of one code runs under its locked row: the
 * per-player UNIQUE use row, the total (`used < uses`) and the daily limit (uses since 00:00
 * UTC) are decided one use at a time, so a code never applies more often than allowed however
 * many requests race.
 */
export function createPromoService(deps: { db: Database; money: MoneyService; siteTag: string }) {
  const { db, money } = deps;

  async function refusalFor(
    executor: Database | Transaction,
    promo: PromoRow | undefined,
    kind: PromoRow['kind'],
    userId: number,
  ) {
    const usage = promo ? await readPromoUsage(executor, promo.id, userId) : { usedByUser: false, usesToday: 0 };
    return promoRefusal(promo, kind, usage);
  }

  /**
   * Records the use and counts it, in a savepoint: a refusal there (the UNIQUE use row says
   * already used, or no use is left) undoes both and leaves the caller's transaction intact.
   * The checks before it ran under the row lock, so this is the guard behind the guard.
   */
  async function claimUse(
    tx: Transaction,
    use: { promoId: number; userId: number; depositOrderId?: number },
  ): Promise<PromoRefusal | null> {
    try {
      await tx.transaction(async (savepoint) => {
        if (!(await insertPromoUse(savepoint, use))) throw new ClaimRefused(ALREADY_USED);
        if (!(await bumpPromoUsed(savepoint, use.promoId))) throw new ClaimRefused(EXHAUSTED);
      });
      return null;
    } catch (error) {
      if (error instanceof ClaimRefused) return error.refusal;
      throw error;
    }
  }

  return {
    /** `check-promocode`: a deposit code's percent for this player, or its refusal (nothing is reserved). */
    async checkDepositCode(userId: number, code: string) {
      const promo = await findPromoByCode(db, normalize(code));
      const refusal = await refusalFor(db, promo, 'deposit', userId);
      if (refusal) throw refusalError(refusal);
      return { status: 'success' as const, promocode: promo!.code, percent: promo!.percent ?? 0 };
    },

    /**
     * `usePromo`: a balance code credited once, in one transaction on the code's locked row —
     * checks, the use row, `used + 1`, then `marketing → available` (kind `promo_balance`, key
     * `promo:<promoId>:<userId>`); the money service announces the balance after the commit.
     */
    async useBalanceCode(userId: number, code: string) {
      return inTransaction(db, async (tx, afterCommit) => {
        const promo = await lockPromoByCode(tx, normalize(code));
        const refusal =
          (await refusalFor(tx, promo, 'balance', userId)) ?? (await claimUse(tx, { promoId: promo!.id, userId }));
        if (refusal) throw refusalError(refusal);
        const amount = promo!.amount!;
        const moved = await money.transfer(tx, afterCommit, {
          kind: 'promo_balance',
          from: houseAccount('marketing'),
          to: userAccount(userId),
          amount,
          reference: `promo:${promo!.id}`,
          idempotencyKey: `promo:${promo!.id}:${userId}`,
        });
        return { status: 'success' as const, amount: centsToAmount(amount), balance: centsToAmount(moved.toBalance!) };
      });
    },

    /** The operator's new code (audited with it); a code that exists is `promo_api.code_taken` (409). */
    async create(actorId: number, request: CreatePromoRequest) {
      return inTransaction(db, async (tx) => {
        // Only the field of the code's kind is kept: the schema requires it, the other is ignored.
        const created = await insertPromo(tx, {
          code: request.code,
          kind: request.kind,
          amount: request.kind === 'balance' ? amountToCents(request.amount!) : null,
          percent: request.kind === 'deposit' ? request.percent! : null,
          uses: request.uses,
          dailyLimit: request.daily_limit,
          expiresInSeconds: request.expires_in_s,
          createdBy: actorId,
        });
        if (!created) throw new ApiError('promo_api.code_taken', 409);
        const promocode = presentPromo(created);
        await recordAudit(tx, {
          actorId,
          action: 'promo.create',
          target: `promo:${created.id}`,
          before: null,
          after: promocode,
        });
        return { status: 'success' as const, promocode };
      });
    },

    /** The console's list: codes newest first with their usage (`/api/admin/promocodes/list`). */
    async list(request: AdminPromoListRequest) {
      const { rows, total } = await listAdminPromos(db, {
        offset: (request.page - 1) * request.page_size,
        limit: request.page_size,
        query: request.query || undefined,
        state: request.state,
      });
      return {
        status: 'success' as const,
        items: rows.map(presentAdminPromo),
        total,
        page: request.page,
        page_size: request.page_size,
      };
    },

    /**
     * `/api/admin/promocodes/disable` (audited `promo.disable`, before and after): from the commit on
     * the code is refused as ended — a use waiting on the code's row lock reads it disabled. Uses
     * already made stay; a deposit that reserved it gets no code bonus when paid (the deposit itself
     * is credited). Disabling a disabled code changes nothing and is not audited again.
     */
    async disable(actorId: number, id: number) {
      return inTransaction(db, async (tx) => {
        const before = await lockAdminPromo(tx, id);
        if (!before) throw new ApiError('admin_content_api.not_found', 404);
        if (before.disabledAt !== null) return { status: 'success' as const, promocode: presentAdminPromo(before) };
        await disablePromo(tx, id, actorId);
        const after = (await lockAdminPromo(tx, id))!;
        await recordAudit(tx, {
          actorId,
          action: 'promo.disable',
          target: `promo:${id}`,
          before: presentAdminPromo(before),
          after: presentAdminPromo(after),
        });
        return { status: 'success' as const, promocode: presentAdminPromo(after) };
      });
    },

    /**
     * For deposit orders (modules/wallet/payments), at order creation: the checks of `check-promocode`
     * in the caller's transaction, no use recorded yet. Throws the refusal's ApiError.
     */
    async reserveDepositCode(
      tx: Transaction,
      userId: number,
      code: string,
    ): Promise<{ promoId: number; percent: number }> {
      const promo = await findPromoByCode(tx, normalize(code));
      const refusal = await refusalFor(tx, promo, 'deposit', userId);
      if (refusal) throw refusalError(refusal);
      return { promoId: promo!.id, percent: promo!.percent ?? 0 };
    },

    /**
     * For deposit orders, when one is paid, in the caller's transaction (after its order turned
     * paid): the reserved code's use — locked and checked again as `usePromo` does, the use row
     * carrying the order — plus the site-tag bonus, credited as one transfer `marketing →
     * available` of floor(sum × (code % + tag %) / 100), kind `deposit_bonus`, key
     * `deposit_bonus:<orderId>` (a second call for the order credits nothing). A code that can no
     * longer apply (expired, used, limits) never fails the deposit: it gives 0 % and `refusal`
     * says why. Never throws for a refusal; the caller's transaction is never aborted by it.
     */
    async applyDepositBonus(
      tx: Transaction,
      afterCommit: AfterCommit,
      order: { userId: number; promoId: number | null; orderId: number; sumCents: number },
    ): Promise<DepositBonus> {
      let promoPercent = 0;
      let refusal: PromoRefusal | null = null;
      if (order.promoId !== null) {
        const promo = await lockPromoById(tx, order.promoId);
        refusal =
          (await refusalFor(tx, promo, 'deposit', order.userId)) ??
          (await claimUse(tx, { promoId: order.promoId, userId: order.userId, depositOrderId: order.orderId }));
        if (!refusal) promoPercent = promo!.percent ?? 0;
      }
      const user = await findUserById(tx, order.userId);
      const tagPercent = user ? tagBonusPercent(user.username, deps.siteTag) : 0;
      const amount = depositBonusCents(order.sumCents, promoPercent + tagPercent);
      let bonus = 0;
      if (amount > 0) {
        const moved = await money.transfer(tx, afterCommit, {
          kind: 'deposit_bonus',
          from: houseAccount('marketing'),
          to: userAccount(order.userId),
          amount,
          reference: `deposit:${order.orderId}`,
          idempotencyKey: `deposit_bonus:${order.orderId}`,
          onReplay: 'ignore',
        });
        if (moved.applied) bonus = amount;
      }
      return { bonus, promoPercent, tagPercent, refusal: refusal?.key ?? null };
    },

    /**
     * docs/payments/deposits.md "Rules": the deposit bonus percent the site tag in `username` earns
     * right now (0 or 10).
     */
    tagBonusPercent(username: string): number {
      return tagBonusPercent(username, deps.siteTag);
    },

    /** The demo codes (promo-demo-codes.ts), created or kept valid; the app calls it at start with demo sign-in on. */
    async seedDemoCodes(): Promise<void> {
      for (const promo of DEMO_PROMO_CODES) await upsertSeededPromo(db, promo);
    },
  };
}
