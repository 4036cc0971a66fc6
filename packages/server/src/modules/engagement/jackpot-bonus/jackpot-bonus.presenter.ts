import { centsToAmount } from '@skinbet/shared/money';
import { BONUS_SHARE_PERCENTS } from '@skinbet/shared/fairness/bonus';
import type { EngagementUserDto } from '@skinbet/shared/schemas/engagement-common.schemas';
import type {
  BonusConditionsResponse,
  BonusInitPayload,
  BonusLastWinnersDto,
} from '@skinbet/shared/schemas/bonus.schemas';
import type { BonusPeriodRow, findBonusUsers } from './jackpot-bonus.repository';

type BonusUser = Awaited<ReturnType<typeof findBonusUsers>>[number];

/** The published rule (docs/engagement/jackpot-bonus.md "Rules"): what the panel and modal explain. */
export interface BonusRules {
  percentOfCrashBank: number;
  minChatMessages: number;
  minCrashBetsCents: number;
}

export function presentBonusUser(user: BonusUser): EngagementUserDto {
  return { id: user.id, username: user.username, avatar: user.avatar, is_demo: user.isDemo };
}

/**
 * A drawn period's winners with their sums, its revealed secret and the draw's inputs (so anyone
 * can re-run it). Only ever called for a drawn period: an active one's secret is never presented.
 */
export function presentLastWinners(period: BonusPeriodRow, users: BonusUser[]): BonusLastWinnersDto {
  if (period.status !== 'drawn') throw new Error(`bonus period ${period.id} is not drawn`);
  const byId = new Map(users.map((user) => [user.id, user]));
  const place = (n: 1 | 2 | 3) => {
    const winner = period.winners?.find((entry) => entry.place === n);
    const user = winner && byId.get(winner.userId);
    return { user: user ? presentBonusUser(user) : null, sum: centsToAmount(winner?.cents ?? 0) };
  };
  const [first, second, third] = [place(1), place(2), place(3)];
  return {
    period_id: period.id,
    first_winner: first.user,
    first_winner_sum: first.sum,
    second_winner: second.user,
    second_winner_sum: second.sum,
    third_winner: third.user,
    third_winner_sum: third.sum,
    secret_hash: period.secretHash,
    public_hash: period.publicHash,
    eligible_user_ids: period.eligibleUserIds ?? [],
    pot: centsToAmount(period.potCents ?? 0),
    drawn_at: new Date(period.drawnAt ?? period.endsAt).toISOString(),
  };
}

/** `jackpot-bonus.init` and `POST /api/jackpot-bonus/get`: the running period (its commitment only) and the pot. */
export function presentBonusInit(state: {
  active: BonusPeriodRow | undefined;
  potCents: number;
  now: number;
  lastWinners: BonusLastWinnersDto | null;
  rules: BonusRules;
}): BonusInitPayload {
  const { active, rules } = state;
  return {
    period_id: active?.id ?? null,
    bank: centsToAmount(state.potCents),
    public_hash: active?.publicHash ?? null,
    end_time: active ? new Date(active.endsAt).toISOString() : null,
    server_time: state.now,
    last_winners: state.lastWinners,
    rules: {
      percent_of_crash_bank: rules.percentOfCrashBank,
      shares: [...BONUS_SHARE_PERCENTS],
      min_chat_messages: rules.minChatMessages,
      min_total_bet_sum: centsToAmount(rules.minCrashBetsCents),
    },
  };
}

/** A player's three conditions (docs/engagement/jackpot-bonus.md "Rules"); a guest's are all not done. */
export function presentBonusConditions(input: {
  periodId: number | null;
  siteTag: string;
  rules: BonusRules;
  progress: { hasTag: boolean; messages: number; stakedCents: number } | null;
}): BonusConditionsResponse {
  const { rules, progress } = input;
  const username = { status: progress?.hasTag ?? false, required: 1, value: progress?.hasTag ? 1 : 0 };
  const messages = progress?.messages ?? 0;
  const staked = progress?.stakedCents ?? 0;
  // Without a running period there is nothing to count towards yet.
  const counting = progress !== null && input.periodId !== null;
  const chatMessages = {
    status: counting && messages >= rules.minChatMessages,
    required: rules.minChatMessages,
    value: messages,
  };
  const totalBetSum = {
    status: counting && staked >= rules.minCrashBetsCents,
    required: centsToAmount(rules.minCrashBetsCents),
    value: centsToAmount(staked),
  };
  return {
    period_id: input.periodId,
    conditions: { username, chat_messages: chatMessages, total_bet_sum: totalBetSum },
    site_tag: input.siteTag,
    participating: username.status && chatMessages.status && totalBetSum.status,
  };
}
