import { CHAT } from '@skinbet/shared/chat';
import { containsLink } from '@skinbet/shared/text/links';
import { normalizeText } from '@skinbet/shared/text/normalize';
import type { ChatMessageDto, ChatQuizDto, chatMessagesResponse } from '@skinbet/shared/schemas/chat.schemas';
import type { z } from 'zod';
import type { UserCache } from '../../../cache/user-cache';
import type { Database } from '../../../db/client';
import type { ChatMessageType } from '../../../db/schema';
import { ApiError } from '../../../http/api-error';
import type { Emitter } from '../../../realtime/emitter';
import type { SettingsService } from '../../site/settings/settings.service';
import { mutedParams, requireStaff, type ChatModeration } from './chat-moderation.service';
import type { ChatOnline } from './chat-online';
import type { ChatRateLimiter } from './chat-rate-limit';
import {
  presentBalanceCard,
  presentChatMessage,
  presentHistoryRow,
  presentStatsCard,
  type ChatAuthor,
  type ChatBalanceDto,
  type ChatStatsDto,
} from './chat.presenter';
import { findMuteInForce, findStatsSource, insertMessage, listLiveMessages } from './chat.repository';
import { sumDeposits } from '../../wallet/payments';
import { sumLedgerKinds } from '../../ledger/money';
import type { QuizService } from './quiz/quiz.service';

export type ChatService = ReturnType<typeof createChatService>;

/** The sender as the session knows them (their user row): name, avatar and roles. */
export type ChatSender = ChatAuthor;

interface Cards {
  stats: ChatStatsDto | null;
  balance: ChatBalanceDto | null;
}
const NO_CARDS: Cards = { stats: null, balance: null };

/**
 * Commands (the commands modal, docs/product/screens.md "Layout"): a message starting with `/`,
 * named by its first word.
 */
const COMMANDS = ['stats', 'balance', 'clear'] as const;
type Command = (typeof COMMANDS)[number];

/**
 * The rules a text must pass, in the order docs/community/chat.md "Rules" lists them after the
 * sender's own checks: a string, not empty once normalised and trimmed, at most CHAT.maxLength
 * characters, no link. Each failure has its own error key (docs/api/errors.md "Keys"). Answers
 * the text as it will be stored: normalised (NFKC; zero-width and bidirectional controls
 * removed, so "\u202Egnp.exe" cannot show as "exe.png"; controls — NUL cannot even be stored in
 * PostgreSQL text — as spaces), so what was checked is exactly what everyone sees.
 */
export function checkText(raw: unknown): string {
  if (typeof raw !== 'string') throw new ApiError('chat_api.not_string', 400);
  const text = normalizeText(raw).trim();
  if (text.length === 0) throw new ApiError('chat_api.empty', 400);
  if (text.length > CHAT.maxLength) throw new ApiError('chat_api.too_long', 400);
  if (containsLink(text)) throw new ApiError('chat_api.links', 400);
  return text;
}

/** The command a text invokes (case-insensitive, arguments ignored), null for a plain message. */
export function commandOf(text: string): Command | null {
  if (!text.startsWith('/')) return null;
  const name = text.slice(1).split(/\s/u, 1)[0]!.toLowerCase();
  if (!(COMMANDS as readonly string[]).includes(name)) throw new ApiError('chat_api.unknown_command', 400);
  return name as Command;
}

/**
 * Writing in the chat (docs/community/chat.md "Rules", docs/api/errors.md "Keys") and reading it.
 * `send` refuses with the first rule broken and stores nothing then; a stored message (or card)
 * is broadcast to everyone after commit.
 */
export function createChatService(deps: {
  db: Database;
  emitter: Emitter;
  settings: SettingsService;
  moderation: ChatModeration;
  quiz: QuizService;
  online: ChatOnline;
  rateLimiter: ChatRateLimiter;
  cache: UserCache;
  /** CHAT_MIN_DEPOSIT in cents; 0 switches the check off. */
  minDepositCents: number;
}) {
  const { db, emitter } = deps;

  async function history(): Promise<ChatMessageDto[]> {
    return (await listLiveMessages(db, CHAT.historySize)).map(presentHistoryRow);
  }

  /** The mute in force, if any; that there is none is remembered until a moderator mutes the user. */
  async function findMuteOf(userId: number) {
    if (deps.cache.hasNoChatMute(userId)) return undefined;
    const ticket = deps.cache.begin();
    const mute = await findMuteInForce(db, userId);
    if (!mute) deps.cache.storeNoChatMute(userId, ticket);
    return mute;
  }

  /** The sender's own checks, before the text is looked at: chat off, then muted or banned forever. */
  async function checkSender(sender: ChatSender): Promise<void> {
    // Admins may still write when the chat is off (they switched it off, and may announce why).
    if (!sender.isAdmin && !(await deps.settings.isChatEnabled())) throw new ApiError('chat_api.chat_off', 403);
    const mute = await findMuteOf(sender.id);
    if (mute?.forever) throw new ApiError('chat_api.banned_forever', 403);
    if (mute) throw new ApiError('chat_api.muted', 403, mutedParams(mute));
  }

  async function requireDeposit(sender: ChatSender): Promise<void> {
    if (deps.minDepositCents === 0 || sender.isAdmin || sender.isModerator) return;
    const deposits = await sumDeposits(db, sender.id);
    if (deposits < deps.minDepositCents) throw new ApiError('chat_api.min_deposit', 403);
  }

  /** A command's card, with the sender's figures as they are now. */
  async function card(command: 'stats' | 'balance', userId: number): Promise<Cards> {
    if (command === 'stats') return { stats: presentStatsCard(await findStatsSource(db, userId)), balance: null };
    const [source, sums] = await Promise.all([
      findStatsSource(db, userId),
      sumLedgerKinds(db, userId, ['deposit', 'withdrawal']),
    ]);
    const balance = presentBalanceCard({
      deposits: sums.get('deposit') ?? 0,
      balance: source.balance,
      withdrawals: sums.get('withdrawal') ?? 0,
    });
    return { stats: null, balance };
  }

  /**
   * Stores a message (or card) and broadcasts it once stored. One INSERT is its own transaction,
   * so the emit after it is an emit after commit — without the two extra statements (BEGIN and
   * COMMIT) an explicit transaction costs every message (bench/chat-fanout).
   */
  async function post(sender: ChatSender, text: string, type: ChatMessageType, cards = NO_CARDS) {
    const stored = await insertMessage(db, { userId: sender.id, type, text, ...cards });
    const message = presentChatMessage(stored, sender);
    emitter.toAll('newMessage', { message });
    return message;
  }

  return {
    /** What a joining socket gets at once: the history and the open quiz (one read for a burst, see chat.socket). */
    async snapshot(): Promise<{ messages: ChatMessageDto[]; quiz: ChatQuizDto }> {
      const [messages, quiz] = await Promise.all([history(), deps.quiz.current()]);
      return { messages, quiz };
    },

    /** `/api/chat/getMessages`: anyone, guests too. */
    async getMessages(): Promise<z.infer<typeof chatMessagesResponse>> {
      const [messages, online, quiz, enabled] = await Promise.all([
        history(),
        deps.online.current(),
        deps.quiz.current(),
        deps.settings.isChatEnabled(),
      ]);
      return { messages, online, quiz, enabled };
    },

    /**
     * `/api/chat/sendMessage`. The checks, in order (docs/community/chat.md "Rules"): chat off,
     * muted or banned forever, the text rules (`checkText`), the minimum deposit, the command
     * (unknown, or `/clear` by a player), then the rate limit last — so a refused message spends no
     * token. Answers the stored message, or null for `/clear` (which stores none).
     */
    async send(sender: ChatSender, raw: unknown): Promise<ChatMessageDto | null> {
      await checkSender(sender);
      const text = checkText(raw);
      await requireDeposit(sender);
      const command = commandOf(text);
      if (command === 'clear') requireStaff(sender);
      if (!(await deps.rateLimiter.take(sender.id))) throw new ApiError('chat_api.too_fast', 429);

      if (command === 'clear') {
        await deps.moderation.clear(sender);
        return null;
      }
      if (command) return post(sender, text, command, await card(command, sender.id));
      const message = await post(sender, text, 'message');
      // After the message is out: the quiz's answer to it (`quizSolved`) follows it, never precedes it.
      await deps.quiz.answer(sender, text);
      return message;
    },
  };
}
