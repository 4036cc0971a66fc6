import { centsToAmount } from '@skinbet/shared/money';
import type { ConditionStateDto } from '@skinbet/shared/schemas/engagement-common.schemas';
import type { GiveawayConditionsDto } from '@skinbet/shared/schemas/giveaways.schemas';
import type { Executor } from '../../../db/client';
import type { GiveawayConditions } from '../../../db/schema';
import { sumDeposits } from '../../wallet/payments';
import { countSettledWagers } from './giveaway-conditions.repository';
import type { TelegramSubscriptions } from './telegram-subscriptions';

/**
 * A condition the giveaway does not ask for: the client hides it ("not required",
 * docs/engagement/giveaways.md "Rules").
 */
const NOT_REQUIRED: ConditionStateDto = { is_active: false, is_completed: false, required: 0 };

/** Whether the nickname carries the site tag, case-insensitively (an empty tag is never carried). */
export function carriesSiteTag(username: string, siteTag: string): boolean {
  return siteTag !== '' && username.toUpperCase().includes(siteTag.toUpperCase());
}

/** Which conditions a giveaway asks for (its stored `conditions`), without anyone's progress. */
export function requiredConditions(conditions: GiveawayConditions) {
  return {
    telegram: conditions.telegram === true,
    username: conditions.username === true,
    deposit: conditions.deposit ?? 0,
    games: conditions.games ?? 0,
  };
}

/**
 * A player's state on each condition of a giveaway (docs/engagement/giveaways.md "Rules"),
 * read live — a condition is done the moment it is met, nothing is cached. Only the conditions the
 * giveaway asks for are read. A guest (no `player`) has done none of them.
 */
export async function evaluateConditions(
  db: Executor,
  deps: { siteTag: string; subscriptions: TelegramSubscriptions },
  conditions: GiveawayConditions | null,
  player: { id: number; username: string } | undefined,
): Promise<GiveawayConditionsDto> {
  const required = requiredConditions(conditions ?? {});
  const yesNo = async (active: boolean, met: () => boolean | Promise<boolean>): Promise<ConditionStateDto> => {
    if (!active) return NOT_REQUIRED;
    const done = player !== undefined && (await met());
    return { is_active: true, is_completed: done, required: 1, total: done ? 1 : 0 };
  };
  const atLeast = async (needed: number, total: () => Promise<number>, toWire = (n: number) => n) => {
    if (needed <= 0) return NOT_REQUIRED;
    const reached = player === undefined ? 0 : await total();
    return { is_active: true, is_completed: reached >= needed, required: toWire(needed), total: toWire(reached) };
  };
  const [telegram, username, deposit, games] = await Promise.all([
    yesNo(required.telegram, () => deps.subscriptions.isSubscribed(db, player!.id)),
    yesNo(required.username, () => carriesSiteTag(player!.username, deps.siteTag)),
    atLeast(required.deposit, () => sumDeposits(db, player!.id), centsToAmount),
    atLeast(required.games, () => countSettledWagers(db, player!.id)),
  ]);
  return { telegram_channel_subscribe: telegram, username, deposit, games };
}

/** Every condition the giveaway asks for is done (those it does not ask for do not count). */
export function allConditionsMet(conditions: GiveawayConditionsDto): boolean {
  return Object.values(conditions).every((condition) => !condition.is_active || condition.is_completed);
}
