import { BATTLE, battleSeatCost, battleSeatCount } from '@skinbet/shared/games/battles/battles.machine';
import { BATTLE_BOT_SEED } from '@skinbet/shared/fairness/battle';
import {
  BATTLE_LIST_PAGE_SIZE,
  type BattleActionResponse,
  type BattleCreateRequest,
  type BattleDto,
  type BattleListResponse,
} from '@skinbet/shared/games/battles/battles.schemas';
import { centsToAmount } from '@skinbet/shared/money';
import type { Database, Transaction } from '../../db/client';
import { inTransaction, type AfterCommit } from '../../db/transaction';
import { ApiError } from '../../http/api-error';
import { currentBalance } from '../../modules/ledger/money';
import { findCase, type CaseRow } from '../cases';
import type { FairnessChains } from '../fairness/chain.service';
import { isGamePaused } from '../pause';
import { fillBattle } from './battle-fill';
import { battleLaneChain, takeLane } from './battle-lanes';
import type { BattleStakes } from './battle-stakes';
import { presentBattle, presentSummary, type BattleAnnouncer, type BattleTiming } from './battles.presenter';
import {
  findActiveSeats,
  findPlayer,
  insertBattle,
  insertBattleCases,
  insertSeat,
  lockBattle,
  type BattleRow,
} from './battles.repository';
import { listBattleIds, loadBattle, loadBattleSummaries, type LoadedBattle } from './battles-view.repository';

export type BattlesService = ReturnType<typeof createBattlesService>;

/**
 * Case battles' calls (docs/games/battles.md, docs/api/http.md "Calls"): create, join, call bots,
 * leave, one battle and the lobby. Any node serves them: every decision is made in one
 * transaction under the battle row's lock (or the lanes' lock for a creation). The leader's engine
 * reveals and finishes what the fill fixed (battles.engine.ts).
 */
export function createBattlesService(deps: {
  db: Database;
  fairness: FairnessChains;
  stakes: BattleStakes;
  announce: BattleAnnouncer;
  timing: BattleTiming;
}) {
  const { db, stakes, announce, timing } = deps;
  /** Told after a fill commits: the local engine wakes for the battle's first reveal. */
  const filledListeners: Array<(battleId: number) => void> = [];

  /** The caller may play battles now: signed in and not banned, the game not paused. */
  async function admitPlayer(tx: Transaction, userId: number) {
    const player = await findPlayer(tx, userId);
    if (!player || player.banned) throw new ApiError('auth_api.banned', 403);
    // Paused by an operator (docs/operations/console.md "Games"): no battle starts or fills; running ones finish.
    if (await isGamePaused(tx, 'battles')) throw new ApiError('battles_api.paused', 409);
    return player;
  }

  /** A quick refusal before anything is written; the debit itself is the guard. */
  async function checkBalance(tx: Transaction, userId: number, cost: number): Promise<void> {
    if (((await currentBalance(tx, userId)) ?? 0) < cost) throw new ApiError('battles_api.insufficient_funds', 400);
  }

  /** Every case of the list, published and enabled, with its current table (the version the battle stores). */
  async function resolveCases(tx: Transaction, caseIds: number[]): Promise<CaseRow[]> {
    const found = new Map<number, CaseRow>();
    for (const caseId of new Set(caseIds)) {
      const box = await findCase(tx, caseId);
      if (!box || !box.enabled) throw new ApiError('battles_api.case_not_found', 404);
      found.set(caseId, box);
    }
    return caseIds.map((caseId) => found.get(caseId)!);
  }

  async function lockWaiting(tx: Transaction, battleId: number): Promise<BattleRow> {
    const battle = await lockBattle(tx, battleId);
    if (!battle) throw new ApiError('battles_api.not_found', 404);
    if (battle.status !== 'waiting') throw new ApiError('battles_api.not_waiting', 409);
    return battle;
  }

  /** The battle after the call (as its announcement loaded it) and the caller's balance. */
  async function answer(tx: Transaction, loaded: LoadedBattle, userId: number): Promise<BattleActionResponse> {
    const balance = (await currentBalance(tx, userId)) ?? 0;
    return { status: 'success', battle: presentBattle(loaded, timing), balance: centsToAmount(balance) };
  }

  /** After the last seat: the draw is fixed now, and the engine is told once the transaction commits. */
  async function fill(tx: Transaction, afterCommit: AfterCommit, battle: BattleRow) {
    await fillBattle(tx, battle, await findActiveSeats(tx, battle.id), timing.startDelayMs);
    afterCommit(() => {
      for (const listener of filledListeners) listener(battle.id);
    });
  }

  return {
    /** Registers a listener told (after commit) of every battle this node filled. */
    whenFilled(listener: (battleId: number) => void): void {
      filledListeners.push(listener);
    },

    /**
     * `/api/battles/create`: the battle on the lowest free lane with its chain's next secret
     * (battle-lanes.ts), the cases priced by their current tables, and the creator in seat 0, paid.
     * Refused past `maxWaitingPerCreator` waiting battles of the caller.
     */
    async create(userId: number, request: BattleCreateRequest): Promise<BattleActionResponse> {
      return inTransaction(db, async (tx, afterCommit) => {
        await admitPlayer(tx, userId);
        const boxes = await resolveCases(tx, request.cases);
        const cost = battleSeatCost(boxes.map((box) => box.price));
        await checkBalance(tx, userId, cost);
        const lane = await takeLane(tx, deps.fairness, userId);
        const secret = await deps.fairness.nextSecret(tx, battleLaneChain(lane));
        const battleId = await insertBattle(tx, {
          mode: request.mode,
          crazy: request.crazy,
          creatorId: userId,
          cost,
          roundCount: boxes.length,
          lane,
          chainId: secret.chainId,
          chainRound: secret.chainRound,
          secretHash: secret.secretHash,
          publicHash: secret.publicHash,
        });
        await insertBattleCases(
          tx,
          boxes.map((box, round) => ({ battleId, round, caseId: box.id, tableId: box.tableId, price: box.price })),
        );
        const seatId = await insertSeat(tx, { battleId, seat: 0, userId, clientSeed: request.client_seed, cost });
        await stakes.collectSeat(tx, afterCommit, { id: seatId, userId, cost });
        return answer(tx, await announce(tx, afterCommit, battleId), userId);
      });
    },

    /** `/api/battles/join`: takes the empty seat `seat` and pays; the last seat fills the battle. */
    async join(userId: number, request: { id: number; seat: number; client_seed: string }) {
      return inTransaction(db, async (tx, afterCommit) => {
        await admitPlayer(tx, userId);
        const battle = await lockWaiting(tx, request.id);
        if (request.seat >= battleSeatCount(battle.mode)) throw new ApiError('battles_api.invalid_seat', 400);
        const seats = await findActiveSeats(tx, battle.id);
        if (seats.some((seat) => seat.userId === userId)) throw new ApiError('battles_api.already_seated', 409);
        if (seats.some((seat) => seat.seat === request.seat)) throw new ApiError('battles_api.seat_taken', 409);
        await checkBalance(tx, userId, battle.cost);
        const seatId = await insertSeat(tx, {
          battleId: battle.id,
          seat: request.seat,
          userId,
          clientSeed: request.client_seed,
          cost: battle.cost,
        });
        await stakes.collectSeat(tx, afterCommit, { id: seatId, userId, cost: battle.cost });
        if (seats.length + 1 === battleSeatCount(battle.mode)) await fill(tx, afterCommit, battle);
        return answer(tx, await announce(tx, afterCommit, battle.id), userId);
      });
    },

    /** `/api/battles/callBots`: the creator fills every empty seat with the house's bots (no money moves), and the battle fills. */
    async callBots(userId: number, battleId: number) {
      return inTransaction(db, async (tx, afterCommit) => {
        await admitPlayer(tx, userId);
        const battle = await lockBattle(tx, battleId);
        if (!battle) throw new ApiError('battles_api.not_found', 404);
        if (battle.creatorId !== userId) throw new ApiError('battles_api.not_creator', 403);
        if (battle.status !== 'waiting') throw new ApiError('battles_api.not_waiting', 409);
        const taken = new Set((await findActiveSeats(tx, battle.id)).map((seat) => seat.seat));
        const empty = Array.from({ length: battleSeatCount(battle.mode) }, (_, seat) => seat).filter(
          (seat) => !taken.has(seat),
        );
        if (empty.length === 0) throw new ApiError('battles_api.no_empty_seat', 409);
        for (const seat of empty) {
          await insertSeat(tx, { battleId, seat, userId: null, clientSeed: BATTLE_BOT_SEED, cost: battle.cost });
        }
        await fill(tx, afterCommit, battle);
        return answer(tx, await announce(tx, afterCommit, battleId), userId);
      });
    },

    /**
     * `/api/battles/leave`, before the start: a player's seat is freed and refunded once; the
     * creator's leave cancels the battle and refunds every seat once.
     */
    async leave(userId: number, battleId: number): Promise<{ status: 'success'; balance: number }> {
      return inTransaction(db, async (tx, afterCommit) => {
        const battle = await lockWaiting(tx, battleId);
        const seat = (await findActiveSeats(tx, battleId)).find((row) => row.userId === userId);
        if (!seat) throw new ApiError('battles_api.not_seated', 409);
        if (battle.creatorId === userId) {
          await stakes.cancelBattle(tx, afterCommit, battleId);
        } else {
          await stakes.leaveSeat(tx, afterCommit, seat);
          await announce(tx, afterCommit, battleId);
        }
        return { status: 'success' as const, balance: centsToAmount((await currentBalance(tx, userId)) ?? 0) };
      });
    },

    /** `/api/battles/get`: one battle as anyone may see it now (battles.presenter.ts). */
    async get(battleId: number): Promise<BattleDto> {
      const loaded = await loadBattle(db, battleId);
      if (!loaded) throw new ApiError('battles_api.not_found', 404);
      return presentBattle(loaded, timing);
    },

    /** `/api/battles/list`: newest first, a page of BATTLE_LIST_PAGE_SIZE; without `status`, waiting and running. */
    async list(request: { status?: 'waiting' | 'running' | 'finished'; page: number }): Promise<BattleListResponse> {
      const statuses = request.status ? [request.status] : (['waiting', 'running'] as const);
      const { ids, total } = await listBattleIds(
        db,
        [...statuses],
        BATTLE_LIST_PAGE_SIZE,
        (request.page - 1) * BATTLE_LIST_PAGE_SIZE,
      );
      const loaded = await loadBattleSummaries(db, ids);
      return {
        battles: loaded.map((battle) => presentSummary(battle, timing)),
        page: request.page,
        pages: Math.max(1, Math.ceil(total / BATTLE_LIST_PAGE_SIZE)),
      };
    },
  };
}

/** The published limits the console shows (docs/games/battles.md "Numbers"). */
export const battleLimits = (timing: BattleTiming) => ({
  max_cases: BATTLE.maxCases,
  waiting_timeout_ms: timing.waitingTimeoutMs,
  round_ms: timing.roundMs,
  start_delay_ms: timing.startDelayMs,
  max_waiting_per_creator: BATTLE.maxWaitingPerCreator,
});
