import { cashOutWins, multiplierAt } from '@skinbet/shared/fairness/crash';
import {
  autoStopProblem,
  CRASH,
  manualCapMultiplier,
  MANUAL_STOP,
  stakeProblem,
  type CrashLimits,
} from '@skinbet/shared/games/crash.machine';
import { amountToCents } from '@skinbet/shared/money';
import type { CrashBetDto, NewBetRequest } from '@skinbet/shared/schemas/crash.schemas';
import type { Database, Executor } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { ApiError } from '../../http/api-error';
import type { InventoryService } from '../../modules/items/inventory/inventory.service';
import type { SettingsService } from '../../modules/site/settings/settings.service';
import { findBettor } from '../../modules/account/users';
import type { Emitter } from '../../realtime/emitter';
import { listBetsById, listUserRoundBets, presentPlacedBet } from './crash-bets.presenter';
import {
  countUserBets,
  findBet,
  insertBet,
  latestRoundId,
  lockRoundAndBettor,
  lockRoundForTake,
  lockTakenUnpaidBet,
  stampCashOut,
} from './crash-bets.repository';
import type { StakeGate } from '../stakes';
import type { CrashPayout } from './crash-payout';

export type CrashBetsService = ReturnType<typeof createCrashBetsService>;

/** What a take answers: the bet, and the error of its payout if that has to wait for settlement. */
export interface TakeResult {
  bet: CrashBetDto;
  payoutDeferredBy: unknown;
}

/**
 * Placing and taking crash bets (docs/games/crash.md "Rules",
 * docs/fairness/formulas.md "Crash"). Any node may run these: every decision is made inside one
 * transaction against the stored round and the database clock.
 */
export function createCrashBetsService(deps: {
  db: Database;
  emitter: Emitter;
  inventory: InventoryService;
  settings: SettingsService;
  stakeGate: StakeGate;
  payout: CrashPayout;
  limits: CrashLimits;
}) {
  const { db, emitter, inventory, settings, payout, limits } = deps;

  /** A user banned since the socket or session was opened plays no more: neither bets nor takes. */
  async function requireNotBanned(tx: Executor, userId: number) {
    const bettor = await findBettor(tx, userId);
    if (!bettor || bettor.banned) throw new ApiError('auth_api.banned', 403);
    return bettor;
  }

  /** Pays a stamped take in its own transaction; false when settlement (or a replay) paid it already. */
  async function payTaken(betId: number): Promise<CrashBetDto[] | null> {
    return inTransaction(db, async (tx, afterCommit) => {
      const bet = await lockTakenUnpaidBet(tx, betId);
      if (!bet) return null;
      await payout.closeBets(tx, afterCommit, [{ bet, multiplier: bet.cashedOutMultiplier }]);
      const bets = await listBetsById(tx, [betId]);
      afterCommit(() => emitter.toAllCoalesced('newBets', bets));
      return bets;
    });
  }

  return {
    /** `newBet`: stakes the items on the round open for bets; everyone hears `newBets`. */
    async placeBet(userId: number, request: NewBetRequest): Promise<CrashBetDto> {
      // The schema allows two decimals at most, so this is exact (1.5 → 150).
      const target = Math.round(request.autoWithdraw * 100);
      const problem = autoStopProblem(target);
      if (problem) throw new ApiError(`crash_api.${problem}`, 400);
      const maintenance = await settings.isMaintenance();

      // Lock order (crash-bets.repository): the round (shared with other bets, exclusive to a phase
      // change or a void) → the player's row → their skins. Five round trips with BEGIN/COMMIT.
      return inTransaction(db, async (tx, afterCommit) => {
        const { round, bettor } = (await lockRoundAndBettor(tx, userId)) ?? {};
        if (!bettor || bettor.banned) throw new ApiError('auth_api.banned', 403);
        // As on the HTTP side (http/guards): maintenance closes betting to everyone but admins.
        if (maintenance && !bettor.isAdmin) throw new ApiError('app_api.maintenance', 503);
        if (!round?.open) throw new ApiError('crash_api.game_started', 400);

        // The rules on the player's bets already in the round (docs/games/crash.md "Rules"): told
        // before any problem with the skins. Counted under the player's row lock
        // (crash-bets.repository): an accepted bet gets the count from its insert, a bet refused on
        // the way there counts on its own first.
        const ruleProblem = (placed: { total: number; manual: number; sameTarget: number }) => {
          if (placed.total >= CRASH.maxBetsPerRound) return 'crash_api.max_bets' as const;
          if (target === MANUAL_STOP && placed.manual >= CRASH.maxManualBetsPerRound) {
            return 'crash_api.one_manual_bet' as const;
          }
          // The bets of a round are on different multipliers.
          return placed.sameTarget > 0 ? ('crash_api.same_multiplier' as const) : null;
        };
        const refuse = async (problem: ApiError): Promise<never> => {
          const rule = ruleProblem(await countUserBets(tx, round.id, userId, target));
          throw rule ? new ApiError(rule, 400) : problem;
        };

        const staked = await inventory
          .move(tx, {
            userId,
            ids: request.items,
            from: 'available',
            to: 'in_bet',
            reason: 'crash_bet',
            reference: `crash_round:${round.id}`,
            unavailableKey: 'crash_api.items_not_found',
          })
          .catch((error: unknown) => (error instanceof ApiError ? refuse(error) : Promise.reject(error)));
        // The bank is what the skins are worth now; a client that saw other prices is told so.
        const bank = staked.reduce((sum, item) => sum + item.price, 0);
        if (amountToCents(request.sum) !== bank) await refuse(new ApiError('crash_api.sum_mismatch', 409));
        const limit = stakeProblem(bank, target, limits);
        if (limit) await refuse(new ApiError(`crash_api.${limit}`, 400));

        const placedBet = { roundId: round.id, bank, autoWithdraw: target };
        const { id: betId, placed } = await insertBet(tx, { ...placedBet, userId }, staked);
        const rule = ruleProblem(placed);
        if (rule) throw new ApiError(rule, 400);
        // The responsible-gambling gate (docs/money/settlement.md "Responsible-gambling gate"), for
        // the socket's bets as for any: the bet settles under its id; a refusal rolls it all back.
        await deps.stakeGate.admitStake(tx, { userId, game: 'crash', betRef: String(betId), amount: bank });
        const bet = presentPlacedBet({ id: betId, ...placedBet }, { id: userId, ...bettor }, staked);
        afterCommit(() => emitter.toAllCoalesced('newBets', [bet]));
        return bet;
      });
    },

    /**
     * `take`: cashes out a running manual bet at the multiplier of this instant by the database
     * clock — or at its cap multiplier if that came first: a manual bet stops by itself where its
     * win reaches the max win (docs/games/crash.md "Numbers"). A player banned since the bet
     * cannot take (the bet is then settled as not taken). The stamp is its own short transaction
     * and final once committed; the payout follows in a second one. Should that fail, the bet
     * stays taken-and-unpaid and the round's settlement (or a void) pays it — one of the two
     * closes it, never both (`status = 'active'` guard).
     */
    async take(userId: number, betId: number): Promise<TakeResult> {
      await inTransaction(db, async (tx, afterCommit) => {
        await requireNotBanned(tx, userId);
        const bet = await findBet(tx, betId);
        if (!bet || bet.userId !== userId) throw new ApiError('crash_api.bet_not_found', 404);
        if (bet.autoWithdraw !== MANUAL_STOP) throw new ApiError('crash_api.not_manual', 400);
        if (bet.cashedOutAt !== null) throw new ApiError('crash_api.already_taken', 409);
        if (bet.status !== 'active') throw new ApiError('crash_api.game_not_running', 400);

        const round = await lockRoundForTake(tx, bet.roundId);
        if (round?.phase !== 'running' || round.elapsedMs === null) {
          throw new ApiError('crash_api.game_not_running', 400);
        }
        const multiplier = multiplierAt(round.elapsedMs);
        // At or past the crash point the round is over by the rules, marked by the engine or not.
        if (!cashOutWins(multiplier, round.crashPoint)) throw new ApiError('crash_api.game_not_running', 400);
        const stop = Math.min(multiplier, manualCapMultiplier(bet.bank, limits.maxWinCents));
        if (!(await stampCashOut(tx, betId, stop))) {
          // Another take (or the settlement) got the row first; say which.
          const now = await findBet(tx, betId);
          throw new ApiError(now?.cashedOutAt ? 'crash_api.already_taken' : 'crash_api.game_not_running', 409);
        }
        afterCommit(() => emitter.toAll('crashLoaderItem', { bet_id: betId }));
      });

      let payoutDeferredBy: unknown = null;
      let bets: CrashBetDto[] | null = null;
      try {
        bets = await payTaken(betId);
      } catch (error) {
        payoutDeferredBy = error;
      }
      if (!bets) {
        bets = await listBetsById(db, [betId]);
        emitter.toAllCoalesced('newBets', bets);
      }
      return { bet: bets[0]!, payoutDeferredBy };
    },

    /** `/api/crash/myBet`: the caller's bets in the current (latest) round. */
    async myBets(userId: number): Promise<CrashBetDto[]> {
      const roundId = await latestRoundId(db);
      return roundId === undefined ? [] : listUserRoundBets(db, roundId, userId);
    },
  };
}
