import { centsToAmount } from '@skinbet/shared/money';
import {
  LIMIT_KINDS,
  LIMIT_PERIODS,
  type LimitDto,
  type LimitKind,
  type LimitPeriod,
} from '@skinbet/shared/schemas/responsible-gambling.schemas';
import type { Database, Executor } from '../../../db/client';
import { inTransaction } from '../../../db/transaction';
import { ApiError } from '../../../http/api-error';
import {
  applyDueRaises,
  cancelPending,
  insertEvent,
  lockPlayer,
  readLimits,
  setLimitNow,
  setPending,
} from './limits.repository';
import { usageOf, type DepositSource } from './usage';

/**
 * The player's limits (docs/product/responsible-gambling.md "Limits"): setting or lowering one is
 * at once; raising or removing one waits LIMIT_RAISE_DELAY_HOURS and may be cancelled until then.
 * Every change is made under the player's rg row lock and written to the history.
 */
export function createLimits(deps: { db: Database; sources: () => Iterable<DepositSource> }) {
  /** All nine slots with what each window has used. */
  async function view(db: Executor, userId: number): Promise<LimitDto[]> {
    const rows = await readLimits(db, userId);
    const used = new Map<LimitKind, Record<LimitPeriod, number>>();
    for (const kind of LIMIT_KINDS) used.set(kind, await usageOf(db, userId, kind, deps.sources()));
    return LIMIT_KINDS.flatMap((kind) =>
      LIMIT_PERIODS.map((period) => {
        const row = rows.find((limit) => limit.kind === kind && limit.period === period);
        const dto: LimitDto = {
          kind,
          period,
          amount: row?.amount == null ? null : centsToAmount(row.amount),
          used: centsToAmount(used.get(kind)![period]),
        };
        if (row?.pending) {
          dto.pending = {
            amount: row.pending.amount === null ? null : centsToAmount(row.pending.amount),
            effective_at: row.pending.at.toISOString(),
          };
        }
        return dto;
      }),
    );
  }

  return {
    view: (userId: number) => view(deps.db, userId),

    /** Sets (amount in cents) or removes (null) one limit; answers all slots as they stand. */
    async set(userId: number, slot: { kind: LimitKind; period: LimitPeriod; amount: number | null }) {
      await inTransaction(deps.db, async (tx) => {
        await lockPlayer(tx, userId);
        await applyDueRaises(tx, userId);
        const [current] = await readLimits(tx, userId, [slot.kind]).then((rows) =>
          rows.filter((row) => row.period === slot.period),
        );
        const inForce = current?.amount ?? null;
        const event = { userId, kind: slot.kind, period: slot.period, amount: slot.amount };
        if (slot.amount !== null && (inForce === null || slot.amount <= inForce)) {
          // A new or lower limit protects at once; a raise waiting for its 24 hours is dropped.
          await setLimitNow(tx, { userId, kind: slot.kind, period: slot.period, amount: slot.amount });
          await insertEvent(tx, { ...event, event: 'limit_set' });
        } else if (inForce !== null) {
          await setPending(tx, { userId, kind: slot.kind, period: slot.period, amount: slot.amount });
          await insertEvent(tx, { ...event, event: 'limit_raise_requested' });
        }
        // Removing a limit that is not set changes nothing.
      });
      return view(deps.db, userId);
    },

    /** Drops the pending raise or removal of one slot: `rg_api.no_pending` when there is none. */
    async cancel(userId: number, slot: { kind: LimitKind; period: LimitPeriod }) {
      await inTransaction(deps.db, async (tx) => {
        await lockPlayer(tx, userId);
        await applyDueRaises(tx, userId);
        if (!(await cancelPending(tx, { userId, ...slot }))) throw new ApiError('rg_api.no_pending', 409);
        await insertEvent(tx, { userId, ...slot, event: 'limit_raise_cancelled', amount: null });
      });
      return view(deps.db, userId);
    },
  };
}
