import { centsToAmount } from '@skinbet/shared/money';
import { levelProgress } from '@skinbet/shared/progression';
import type {
  ChatMessageDto,
  chatBalanceSchema,
  chatStatsSchema,
  chatUserSchema,
} from '@skinbet/shared/schemas/chat.schemas';
import type { z } from 'zod';
import type { ChatMessageType } from '../../../db/schema';
import type { findStatsSource } from './chat.repository';

export type ChatUserDto = z.infer<typeof chatUserSchema>;
export type ChatStatsDto = z.infer<typeof chatStatsSchema>;
export type ChatBalanceDto = z.infer<typeof chatBalanceSchema>;

/**
 * An author as chat shows them: name, avatar, the role badges
 * (docs/product/overview.md "Roles and permissions") and the demo badge.
 */
export interface ChatAuthor {
  id: number;
  username: string;
  avatar: string;
  isAdmin: boolean;
  isModerator: boolean;
  isYoutuber: boolean;
  isDemo: boolean;
}

export interface StoredMessage {
  id: number;
  type: ChatMessageType;
  text: string;
  stats: ChatStatsDto | null;
  balance: ChatBalanceDto | null;
  createdAt: Date;
}

export function presentChatUser(author: ChatAuthor): ChatUserDto {
  return {
    id: author.id,
    username: author.username,
    avatar: author.avatar,
    is_admin: author.isAdmin,
    is_moderator: author.isModerator,
    is_youtuber: author.isYoutuber,
    is_demo: author.isDemo,
  };
}

/** A message as plain text: the client renders `message` as text, never as HTML. */
export function presentChatMessage(message: StoredMessage, author: ChatAuthor): ChatMessageDto {
  return {
    id: message.id,
    user: presentChatUser(author),
    time: message.createdAt.toISOString(),
    message: message.text,
    type: message.type,
    stats: message.stats,
    balance: message.balance,
  };
}

/** A history row carries its author's columns next to the message's. */
export function presentHistoryRow(row: StoredMessage & Omit<ChatAuthor, 'id'> & { userId: number }): ChatMessageDto {
  return presentChatMessage(row, { ...row, id: row.userId });
}

/**
 * The `/stats` card: level (from experience), games played, win rate in % with one decimal (as
 * the profile shows it), and total profit = won − wagered, in currency units.
 */
export function presentStatsCard(source: Awaited<ReturnType<typeof findStatsSource>>): ChatStatsDto {
  return {
    level: levelProgress(source.experience).level,
    total_games: source.gamesPlayed,
    win_rate: source.gamesPlayed === 0 ? 0 : Math.round((source.gamesWon / source.gamesPlayed) * 1000) / 10,
    total_profit: centsToAmount(source.totalWon - source.totalWagered),
  };
}

/** The `/balance` card: deposits and withdrawals from the ledger (withdrawals as a positive total). */
export function presentBalanceCard(cents: { deposits: number; balance: number; withdrawals: number }): ChatBalanceDto {
  return {
    total_deposit: centsToAmount(cents.deposits),
    balance: centsToAmount(cents.balance),
    // 0 − sum, not −sum: no withdrawals is 0, never −0.
    total_withdraw: centsToAmount(0 - cents.withdrawals),
  };
}
