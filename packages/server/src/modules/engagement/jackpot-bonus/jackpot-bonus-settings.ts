import { amountToCents, centsToAmount } from '@skinbet/shared/money';
import type { BonusSettingsDto } from '@skinbet/shared/schemas/admin-content.schemas';
import type { Executor } from '../../../db/client';
import type { BonusPeriodRules } from '../../../db/schema';
import { readSetting, writeSetting } from '../../site/settings';

/** Where the operator's settings are kept (`app_settings`). */
export const BONUS_SETTINGS_KEY = 'jackpot_bonus';

/**
 * The operator-settable part of the jackpot bonus (docs/engagement/jackpot-bonus.md "Settings"): the
 * length of the periods the leader opens, and the rules each new period is opened under. The draw's
 * shares are part of the published formula (docs/fairness/formulas.md "Jackpot bonus"), not a setting.
 */
export interface BonusSettings extends BonusPeriodRules {
  periodS: number;
}

/** The settings in force: the operator's, or the configuration's (BONUS_* variables) until one was saved. */
export async function readBonusSettings(db: Executor, defaults: BonusSettings): Promise<BonusSettings> {
  return { ...defaults, ...(await readSetting<Partial<BonusSettings>>(db, BONUS_SETTINGS_KEY)) };
}

export async function writeBonusSettings(db: Executor, settings: BonusSettings): Promise<void> {
  await writeSetting(db, BONUS_SETTINGS_KEY, settings);
}

/** The rules a period is opened under: the settings without the period length. */
export function periodRules(settings: BonusSettings): BonusPeriodRules {
  return {
    percentOfCrashBank: settings.percentOfCrashBank,
    minChatMessages: settings.minChatMessages,
    minCrashBetsCents: settings.minCrashBetsCents,
  };
}

export function presentBonusSettings(settings: BonusSettings): BonusSettingsDto {
  return {
    period_s: settings.periodS,
    percent_of_crash_bank: settings.percentOfCrashBank,
    min_chat_messages: settings.minChatMessages,
    min_crash_bets: centsToAmount(settings.minCrashBetsCents),
  };
}

/** The stored form of an operator's settings (the schema already allowed two decimals only). */
export function bonusSettingsFrom(dto: BonusSettingsDto): BonusSettings {
  return {
    periodS: dto.period_s,
    percentOfCrashBank: dto.percent_of_crash_bank,
    minChatMessages: dto.min_chat_messages,
    minCrashBetsCents: amountToCents(dto.min_crash_bets) ?? 0,
  };
}
