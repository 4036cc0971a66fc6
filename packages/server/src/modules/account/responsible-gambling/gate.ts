import type { FastifyBaseLogger } from 'fastify';
import { centsToAmount } from '@skinbet/shared/money';
import type { Game } from '@skinbet/shared/ledger';
import type { LimitKind, LimitPeriod } from '@skinbet/shared/schemas/responsible-gambling.schemas';
import type { Database, Transaction } from '../../../db/client';
import { ApiError } from '../../../http/api-error';
import type { WagerConsumer } from '../../ledger/settlement/settlement.service';
import { excludedError, foldExclusions, type ExclusionState } from './exclusion-state';
import { closingExists, readClosing } from './exclusions.repository';
import { gateFacts, lockPlayerIfAny, readLimits } from './limits.repository';
import { insertLimitHit } from './reports.repository';
import { insertStake, releaseStakes, settleStakes } from './stakes.repository';
import { bindingLimit, usageOf, type DepositSource } from './usage';

const STAKE_LIMITS: LimitKind[] = ['loss', 'wager'];
const LIMIT_ERRORS = {
  deposit: 'rg_api.deposit_limit',
  loss: 'rg_api.loss_limit',
  wager: 'rg_api.wager_limit',
} as const;

/**
 * The one gate of every stake and deposit (docs/product/responsible-gambling.md): exclusions
 * always, limits for players who set any. Runs inside the caller's transaction.
 */
export function createGate(deps: { db: Database; log: FastifyBaseLogger; requireAdmittedStakes: boolean }) {
  const sources = new Map<string, DepositSource>();

  async function exclusionState(db: Database | Transaction, userId: number): Promise<ExclusionState | null> {
    return foldExclusions(await readClosing(db, userId));
  }

  /** Throws `rg_api.excluded` when play is closed; answers whether any limit of these kinds is set. */
  async function checkExclusion(tx: Transaction, userId: number, kinds: LimitKind[]): Promise<boolean> {
    const facts = await gateFacts(tx, userId, kinds, closingExists(userId));
    if (facts.excluded) {
      const state = await exclusionState(tx, userId);
      if (state) throw excludedError(state);
    }
    return facts.limited;
  }

  /**
   * Refuses `amount` when it does not fit in a limit of these kinds. The player's rg row is locked
   * first, so a second stake or deposit of the same player waits here until the first one's
   * transaction ends, and then sees it in the sums: together they never cross the limit.
   */
  async function checkLimits(tx: Transaction, userId: number, kinds: LimitKind[], amount: number): Promise<void> {
    await lockPlayerIfAny(tx, userId);
    const limits = await readLimits(tx, userId, kinds);
    let refusal: { kind: LimitKind; period: LimitPeriod; left: number } | null = null;
    for (const kind of kinds) {
      const ofKind = limits.filter((row) => row.kind === kind && row.amount !== null);
      if (ofKind.length === 0) continue;
      const binding = bindingLimit(ofKind, await usageOf(tx, userId, kind, sources.values()), amount);
      if (binding && (!refusal || binding.left < refusal.left)) refusal = { kind, ...binding };
    }
    if (!refusal) return;
    recordHit(userId, refusal.kind, refusal.period);
    throw new ApiError(LIMIT_ERRORS[refusal.kind], 400, { left: centsToAmount(refusal.left) });
  }

  /**
   * Recorded on its own connection after the refused transaction, not awaited inside it (PGlite
   * has one connection: awaiting would wait for the transaction that waits for it).
   */
  function recordHit(userId: number, kind: LimitKind, period: LimitPeriod): void {
    insertLimitHit(deps.db, { userId, kind, period }).catch((error: unknown) =>
      deps.log.error({ err: error, userId }, 'could not record a limit hit'),
    );
  }

  return {
    /**
     * Admits a stake inside the game's placing transaction, after the game's own locks: throws
     * `rg_api.excluded`, `rg_api.loss_limit` or `rg_api.wager_limit`; records the stake.
     * `amount` is cents, skins by value plus money. `betRef` is the one the game settles with.
     */
    async admitStake(
      tx: Transaction,
      stake: { userId: number; game: Game; betRef: string; amount: number },
    ): Promise<void> {
      if (!Number.isSafeInteger(stake.amount) || stake.amount < 0) throw new Error(`invalid stake ${stake.amount}`);
      const limited = await checkExclusion(tx, stake.userId, STAKE_LIMITS);
      if (limited) await checkLimits(tx, stake.userId, STAKE_LIMITS, stake.amount);
      await insertStake(tx, stake);
    },

    /** A refunded stake (void, leave, cancel): it counts neither as wagered nor as loss. */
    async releaseStake(tx: Transaction, ref: { game: Game; betRef: string }): Promise<void> {
      await releaseStakes(tx, ref);
    },

    /** Admits a deposit before it is ordered: `rg_api.excluded` or `rg_api.deposit_limit` {left}. */
    async admitDeposit(tx: Transaction, deposit: { userId: number; amount: number }): Promise<void> {
      const limited = await checkExclusion(tx, deposit.userId, ['deposit']);
      if (limited) await checkLimits(tx, deposit.userId, ['deposit'], deposit.amount);
    },

    /** A deposit path's report of what a player deposited and holds open (one per path, at wiring). */
    registerDepositSource(name: string, source: DepositSource): void {
      if (sources.has(name)) throw new Error(`deposit source ${name} registered twice`);
      sources.set(name, source);
    },

    /** The deposit sources, for the limits' `used`. */
    depositSources: () => sources.values(),

    /**
     * The time-out or self-exclusion closing the player's play now, or null; read in `db` when given
     * (a caller's transaction: the marketing notices' check runs inside the notice's own).
     */
    async exclusionOf(
      userId: number,
      db: Database | Transaction = deps.db,
    ): Promise<{ kind: ExclusionState['kind']; until: Date | null } | null> {
      const state = await exclusionState(db, userId);
      return state && { kind: state.kind, until: state.until };
    },

    exclusionState: (userId: number) => exclusionState(deps.db, userId),

    /**
     * The settlement pipeline's consumer: marks the wager's admitted stakes settled. A wager with a
     * stake that never passed the gate is a game that forgot it: it throws, so that game's own
     * tests fail (while `requireAdmittedStakes` is on).
     */
    settlementConsumer(options: { requireAdmittedStakes?: boolean } = {}): WagerConsumer {
      const strict = options.requireAdmittedStakes ?? deps.requireAdmittedStakes;
      return async (tx, _afterCommit, wager) => {
        const admitted = await settleStakes(tx, { game: wager.game, betRef: wager.betRef });
        if (admitted === 0 && wager.total.stake > 0 && strict) {
          throw new Error(`wager ${wager.game}:${wager.betRef} staked ${wager.total.stake} without admitStake`);
        }
      };
    },
  };
}
