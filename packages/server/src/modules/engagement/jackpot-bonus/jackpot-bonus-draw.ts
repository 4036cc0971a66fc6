import crypto from 'node:crypto';
import { bonusDrawWinners, bonusShares } from '@skinbet/shared/fairness/bonus';
import { sha256Hex } from '@skinbet/shared/fairness/hash';
import { centsToAmount } from '@skinbet/shared/money';
import type { Transaction } from '../../../db/client';
import type { AfterCommit } from '../../../db/transaction';
import type { BonusPeriodRules, BonusWinner } from '../../../db/schema';
import { lockRoundCreation } from '../../../platform/leader/creation-lock.repository';
import { recordAudit } from '../../site/audit/audit.service';
import { houseAccount, userAccount, type MoneyService } from '../../ledger/money/money.service';
import type { NotificationsService } from '../../account/notifications/notifications.service';
import { periodRules, type BonusSettings } from './jackpot-bonus-settings';
import {
  claimPeriodForDraw,
  findActivePeriod,
  insertPeriod,
  listBonusCandidates,
  readPotCents,
  recordDraw,
} from './jackpot-bonus.repository';

/** The notice a winner gets (params: place, amount, period_id); the web translates it. */
export const BONUS_WON_NOTICE = 'notification.bonus_won';

/** Every transaction that opens, ends or draws a period holds this lock: one period runs at a time. */
export const lockBonusPeriods = (tx: Transaction) => lockRoundCreation(tx, 'jackpot-bonus');

/**
 * The nickname condition (docs/engagement/jackpot-bonus.md "Rules"), the profile's rule: the site
 * tag anywhere in the name, any case.
 */
export function hasSiteTag(username: string, siteTag: string): boolean {
  return siteTag !== '' && username.toUpperCase().includes(siteTag.toUpperCase());
}

/**
 * Opens a period with a fresh committed secret (32 random bytes, hex; `public_hash = sha256(secret)`)
 * under `rules`, which it keeps until drawn (docs/engagement/jackpot-bonus.md "Settings").
 */
export function openPeriod(
  tx: Transaction,
  period: { durationS: number; afterPeriodId?: number; createdBy: number | null; rules: BonusPeriodRules },
): Promise<number> {
  const secretHash = crypto.randomBytes(32).toString('hex');
  return insertPeriod(tx, { ...period, secretHash, publicHash: sha256Hex(secretHash) });
}

export interface BonusDrawSettings {
  /** The settings in force now, read in the draw's transaction: the next period opens under them. */
  current: (tx: Transaction) => Promise<BonusSettings>;
  /** The rules of a period opened before rules were stored (the configuration's). */
  defaults: BonusPeriodRules;
  siteTag: string;
}

export interface BonusDrawResult {
  periodId: number;
  potCents: number;
  eligibleUserIds: number[];
  winners: BonusWinner[];
  nextPeriodId: number;
}

/**
 * Draws period `periodId` in the caller's transaction (docs/fairness/formulas.md "Jackpot bonus"),
 * once: the period is claimed with a conditional UPDATE (`WHERE status = 'active'`), so a second
 * caller — another node, a leader restarted mid-draw, an operator's `end` — finds it drawn and does
 * nothing (undefined). The eligible players (all three conditions met within the period) are sorted
 * by id, up to three are picked by the formula and paid their shares of the pot from `bonus_pot`
 * (keys `bonus:<period>:<place>`); unpaid shares stay in the account for the next period, which opens
 * here too, starting where this one ended. `force`: the operator's "draw now" (audited by `actorId`).
 */
export async function drawPeriod(
  tx: Transaction,
  afterCommit: AfterCommit,
  deps: {
    money: MoneyService;
    notifications: NotificationsService;
    settings: BonusDrawSettings;
    /** Whether the player's play is closed now (a time-out or self-exclusion): not in the draw. */
    playClosed: (tx: Transaction, userId: number) => Promise<boolean>;
  },
  request: { periodId: number; force: boolean; actorId: number | null },
): Promise<BonusDrawResult | undefined> {
  const { settings } = deps;
  await lockBonusPeriods(tx);
  const period = await claimPeriodForDraw(tx, request.periodId, request.force);
  if (!period) return undefined;
  // The committed pot: accruals of bets still settling elsewhere land after it and carry over.
  const potCents = await readPotCents(tx);
  // The period's own rules: a settings change since it opened does not touch it.
  const rules = period.rules ?? settings.defaults;
  const candidates = await listBonusCandidates(tx, period.id, {
    crashCents: rules.minCrashBetsCents,
    messages: rules.minChatMessages,
  });
  const tagged = candidates.filter((user) => hasSiteTag(user.username, settings.siteTag)).map((user) => user.id);
  // The bonus is closed to a player with an exclusion in force at the draw (docs/engagement/jackpot-bonus.md
  // "Rules"); the eligible list is recorded, so the draw stays verifiable.
  const eligibleUserIds: number[] = [];
  for (const userId of tagged) if (!(await deps.playClosed(tx, userId))) eligibleUserIds.push(userId);
  const winnerIds = bonusDrawWinners(period.secretHash, period.publicHash, period.id, eligibleUserIds);
  const shares = bonusShares(potCents, winnerIds);
  const winners = winnerIds.map((userId, index) => ({
    place: (index + 1) as BonusWinner['place'],
    userId,
    cents: shares[index]!,
  }));
  // User accounts are locked in ascending id, as everywhere (db/transaction.ts): no lock cycle.
  for (const winner of [...winners].sort((a, b) => a.userId - b.userId)) {
    if (winner.cents <= 0) continue;
    await deps.money.transfer(tx, afterCommit, {
      kind: 'bonus_win',
      from: houseAccount('bonus_pot'),
      to: userAccount(winner.userId),
      amount: winner.cents,
      reference: `bonus_period:${period.id}`,
      idempotencyKey: `bonus:${period.id}:${winner.place}`,
    });
    await deps.notifications.notify(tx, afterCommit, {
      userId: winner.userId,
      name: BONUS_WON_NOTICE,
      params: { place: winner.place, amount: centsToAmount(winner.cents), period_id: period.id },
    });
  }
  await recordDraw(tx, period.id, { potCents, eligibleUserIds, winners });
  if (request.actorId !== null) {
    await recordAudit(tx, {
      actorId: request.actorId,
      action: 'bonus.end',
      target: `bonus_period:${period.id}`,
      details: { potCents, eligible: eligibleUserIds.length, winners },
    });
  }
  const next = await settings.current(tx);
  const nextPeriodId = await openPeriod(tx, {
    durationS: next.periodS,
    afterPeriodId: period.id,
    createdBy: null,
    rules: periodRules(next),
  });
  return { periodId: period.id, potCents, eligibleUserIds, winners, nextPeriodId };
}

/**
 * The running period, or a new one when none runs (the leader's task, at start and after a gap),
 * opened for the settings' period length under their rules.
 */
export async function ensureActivePeriod(
  tx: Transaction,
  current: (tx: Transaction) => Promise<BonusSettings>,
): Promise<{ id: number; opened: boolean }> {
  await lockBonusPeriods(tx);
  const active = await findActivePeriod(tx);
  if (active) return { id: active.id, opened: false };
  const settings = await current(tx);
  const id = await openPeriod(tx, { durationS: settings.periodS, createdBy: null, rules: periodRules(settings) });
  return { id, opened: true };
}
