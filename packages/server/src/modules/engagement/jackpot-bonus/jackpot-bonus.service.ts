import type { FastifyBaseLogger } from 'fastify';
import { centsToAmount } from '@skinbet/shared/money';
import type {
  BonusConditionsResponse,
  BonusInitPayload,
  BonusLastWinnersDto,
} from '@skinbet/shared/schemas/bonus.schemas';
import type { BonusSettingsDto } from '@skinbet/shared/schemas/admin-content.schemas';
import type { Database, Executor, Transaction } from '../../../db/client';
import { inTransaction } from '../../../db/transaction';
import { ApiError } from '../../../http/api-error';
import { databaseNow } from '../../../platform/db-clock.repository';
import type { Emitter } from '../../../realtime/emitter';
import { batchedSnapshot } from '../../../realtime/snapshot-batch';
import { recordAudit } from '../../site/audit/audit.service';
import type { MoneyService } from '../../ledger/money/money.service';
import type { NotificationsService } from '../../account/notifications/notifications.service';
import type { WagerConsumer } from '../../ledger/settlement/settlement.service';
import { bonusAccrual, createBonusBank } from './jackpot-bonus-accrual';
import {
  bonusSettingsFrom,
  periodRules,
  presentBonusSettings,
  readBonusSettings,
  writeBonusSettings,
} from './jackpot-bonus-settings';
import {
  drawPeriod,
  ensureActivePeriod,
  hasSiteTag,
  lockBonusPeriods,
  openPeriod,
  type BonusDrawResult,
} from './jackpot-bonus-draw';
import {
  presentBonusConditions,
  presentBonusInit,
  presentLastWinners,
  type BonusRules,
} from './jackpot-bonus.presenter';
import {
  findActivePeriod,
  findBonusUsers,
  findLastDrawnPeriod,
  findPeriod,
  readBonusState,
  type BonusPeriodRow,
  readPlayerProgress,
} from './jackpot-bonus.repository';

const winnerIds = (period: BonusPeriodRow) => (period.winners ?? []).map((winner) => winner.userId);

export type JackpotBonusService = ReturnType<typeof createJackpotBonusService>;

/** The configuration's settings (BONUS_* variables): in force until an operator saves their own. */
export interface JackpotBonusSettings extends BonusRules {
  /** How long a period opened by the leader runs (BONUS_PERIOD_S). */
  periodS: number;
}

/** How long a node reuses the running period's accrual percent (every crash bet settled reads it). */
const ACCRUAL_RULES_CACHE_MS = 5_000;

/**
 * The jackpot bonus (docs/engagement/jackpot-bonus.md "Rules"): the pot's accrual (a settlement
 * consumer), the periods (opened and drawn by the leader's task, or by an operator), and what
 * players see — the running period's commitment, the pot, the last draw with its revealed secret,
 * and their own conditions. The pot is the `bonus_pot` account; nothing about it is kept in
 * memory.
 */
export function createJackpotBonusService(deps: {
  db: Database;
  emitter: Emitter;
  money: MoneyService;
  notifications: NotificationsService;
  log: FastifyBaseLogger;
  siteTag: string;
  settings: JackpotBonusSettings;
  /** The responsible-gambling check of the draw: a player whose play is closed is not eligible. */
  playClosed: (tx: Transaction, userId: number) => Promise<boolean>;
}) {
  const { db, emitter } = deps;
  const defaults = deps.settings;
  const bank = createBonusBank({ db, emitter, log: deps.log });
  /** The settings in force: the operator's (docs/engagement/jackpot-bonus.md "Settings") or the configuration's. */
  const current = (executor: Executor) => readBonusSettings(executor, defaults);
  const drawDeps = {
    money: deps.money,
    notifications: deps.notifications,
    settings: { current, defaults: periodRules(defaults), siteTag: deps.siteTag },
    playClosed: deps.playClosed,
  };
  const changeListeners = new Set<() => void>();

  /** The rules players see and are judged by: the running period's own, or those the next one will open under. */
  async function rulesOf(active: BonusPeriodRow | undefined, executor: Executor = db): Promise<BonusRules> {
    if (active) return active.rules ?? defaults;
    return current(executor);
  }

  // The accrual percent of the running period, reused for a few seconds on this node: a change of
  // period (and so of rules) is seen within ACCRUAL_RULES_CACHE_MS, at once on the node that made it.
  let accrualPercent: { value: number; at: number } | undefined;
  // Read in the settlement's transaction: on an embedded database that is the only connection.
  async function readAccrualPercent(tx: Executor): Promise<number> {
    if (accrualPercent && Date.now() - accrualPercent.at < ACCRUAL_RULES_CACHE_MS) return accrualPercent.value;
    const value = (await rulesOf(await findActivePeriod(tx), tx)).percentOfCrashBank;
    accrualPercent = { value, at: Date.now() };
    return value;
  }

  async function lastWinners(): Promise<BonusLastWinnersDto | null> {
    const period = await findLastDrawnPeriod(db);
    if (!period) return null;
    return presentLastWinners(period, await findBonusUsers(db, winnerIds(period)));
  }

  async function init(): Promise<BonusInitPayload> {
    const [state, active, last] = await Promise.all([readBonusState(db), findActivePeriod(db), lastWinners()]);
    const rules = await rulesOf(active);
    return presentBonusInit({ active, potCents: state.potCents, now: state.now, lastWinners: last, rules });
  }

  /** After a period changed: everyone gets the new state, and this node's task looks again at once. */
  function announce(): void {
    accrualPercent = undefined;
    for (const listener of changeListeners) listener();
    init()
      .then((payload) => emitter.toAll('jackpot-bonus.init', payload))
      .catch((error: unknown) => deps.log.warn({ err: error }, 'jackpot-bonus.init broadcast failed'));
  }

  async function draw(periodId: number, force: boolean, actorId: number | null) {
    return inTransaction(db, async (tx, afterCommit) => {
      const result = await drawPeriod(tx, afterCommit, drawDeps, { periodId, force, actorId });
      if (result) afterCommit(announce);
      return result;
    });
  }

  return {
    /** The settlement consumer `bonus` (registered in app-context.ts after `referrals`). */
    accrual(): WagerConsumer {
      return bonusAccrual({ money: deps.money, bank, percent: readAccrualPercent });
    },

    /** `POST /api/jackpot-bonus/get` and `jackpot-bonus.init`. */
    init,

    /** `jackpot-bonus.init` to a socket that just connected (connections close together share one read). */
    sendInit: batchedSnapshot(init, (socketIds, payload) => {
      for (const id of socketIds) emitter.toSocket(id, 'jackpot-bonus.init', payload);
    }),

    /** `GET /api/jackpot-bonus/get-conditions`: the caller's progress in the running period; a guest's all not done. */
    async conditions(caller: { id: number; username: string } | undefined): Promise<BonusConditionsResponse> {
      const active = await findActivePeriod(db);
      const progress =
        caller && active ? await readPlayerProgress(db, caller.id, active.id) : { stakedCents: 0, messages: 0 };
      return presentBonusConditions({
        periodId: active?.id ?? null,
        siteTag: deps.siteTag,
        rules: await rulesOf(active),
        progress: caller ? { ...progress, hasTag: hasSiteTag(caller.username, deps.siteTag) } : null,
      });
    },

    /**
     * The leader's step: draws the running period once its end has come (the draw opens the next)
     * and opens one when none runs. Answers the running period's end and the database clock.
     */
    async tick(): Promise<{ endsAt: number; now: number }> {
      let [active, now] = await Promise.all([findActivePeriod(db), databaseNow(db)]);
      if (active && active.endsAt <= now) {
        await draw(active.id, false, null);
        active = undefined;
      }
      if (!active) {
        await inTransaction(db, async (tx, afterCommit) => {
          const { opened } = await ensureActivePeriod(tx, current);
          if (opened) afterCommit(announce);
        });
        [active, now] = await Promise.all([findActivePeriod(db), databaseNow(db)]);
      }
      return { endsAt: active?.endsAt ?? now, now };
    },

    /** Draws a period whose end has come (the leader), once; undefined when it was not due or already drawn. */
    drawDue: (periodId: number): Promise<BonusDrawResult | undefined> => draw(periodId, false, null),

    /** `POST /api/admin/bonus/create {ends_in_s}`: opens a period, refused while one runs. Audited. */
    async create(adminId: number, endsInS: number) {
      const id = await inTransaction(db, async (tx, afterCommit) => {
        await lockBonusPeriods(tx);
        if (await findActivePeriod(tx)) throw new ApiError('bonus_api.period_running', 409);
        const rules = periodRules(await current(tx));
        const periodId = await openPeriod(tx, { durationS: endsInS, createdBy: adminId, rules });
        await recordAudit(tx, {
          actorId: adminId,
          action: 'bonus.create',
          target: `bonus_period:${periodId}`,
          details: { endsInS },
        });
        afterCommit(announce);
        return periodId;
      });
      const active = await findActivePeriod(db);
      if (!active || active.id !== id) throw new Error(`bonus period ${id} vanished`);
      return active;
    },

    /** `POST /api/admin/bonus/end {id}`: draws the running period now. Audited. */
    async end(adminId: number, periodId: number): Promise<BonusLastWinnersDto> {
      const result = await draw(periodId, true, adminId);
      if (!result) throw new ApiError('bonus_api.not_found', 404);
      const period = await findPeriod(db, periodId);
      if (!period) throw new Error(`bonus period ${periodId} drawn but not found`);
      return presentLastWinners(period, await findBonusUsers(db, winnerIds(period)));
    },

    /**
     * `POST /api/admin/bonus/settings`: the settings in force and the rules the running period keeps
     * until it is drawn.
     */
    async settings() {
      const [settings, active] = await Promise.all([current(db), findActivePeriod(db)]);
      const rules = active ? (active.rules ?? defaults) : null;
      return {
        status: 'success' as const,
        settings: presentBonusSettings(settings),
        running:
          active && rules
            ? {
                period_id: active.id,
                ends_at: new Date(active.endsAt).toISOString(),
                percent_of_crash_bank: rules.percentOfCrashBank,
                min_chat_messages: rules.minChatMessages,
                min_crash_bets: centsToAmount(rules.minCrashBetsCents),
              }
            : null,
      };
    },

    /**
     * `POST /api/admin/bonus/set-settings` (audited `bonus.set_settings`, before and after): stored
     * for the next period the leader (or an operator) opens. Taken under the periods' lock, so a
     * period opening at this moment opens wholly under the old settings or wholly under the new.
     */
    async setSettings(adminId: number, dto: BonusSettingsDto) {
      await inTransaction(db, async (tx) => {
        await lockBonusPeriods(tx);
        const before = await current(tx);
        const after = bonusSettingsFrom(dto);
        await writeBonusSettings(tx, after);
        await recordAudit(tx, {
          actorId: adminId,
          action: 'bonus.set_settings',
          target: 'bonus_settings',
          before: presentBonusSettings(before),
          after: presentBonusSettings(after),
        });
      });
      return this.settings();
    },

    /** Lets this node's leader task look again at once after an operator's change made here. */
    onChange(listener: () => void): () => void {
      changeListeners.add(listener);
      return () => changeListeners.delete(listener);
    },
  };
}
