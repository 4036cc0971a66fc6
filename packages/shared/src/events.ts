import { z } from 'zod';
import type { newBetRequest, takeRequest } from './schemas/crash.schemas';
import { crashBetSchema, crashHistoryEntrySchema, crashPhaseSchema } from './schemas/crash.schemas';
import { chatMessageSchema, chatQuizSchema, chatQuizSolvedSchema } from './schemas/chat.schemas';
import { jackpotBetSchema, jackpotWinnerSchema } from './schemas/jackpot.schemas';
import { notificationSchema } from './schemas/user.schemas';

/**
 * The one definition of every socket message, used by the server and the web app alike.
 * Bump PROTOCOL_VERSION on any incompatible payload change; clients see it in `hello`.
 */
export const PROTOCOL_VERSION = 2;

export const updateBalancePayload = z.object({ balance: z.number() });
export const notificationPayload = notificationSchema;
export const helloPayload = z.object({
  protocol: z.number(),
  userId: z.number().nullable(),
  maintenance: z.boolean(),
});

/** `identity {apiToken}` (SPEC §7): re-authenticates an open socket, e.g. right after sign-in. */
export const identityPayload = z.object({ apiToken: z.string().min(1).max(200) });
/**
 * Who the socket is signed in as once the `identity` was handled. A refused one (over the socket's
 * budget, or replaced by a newer `identity` while it waited) carries the reason in `message`.
 */
export const identityAck = z.object({ ok: z.boolean(), userId: z.number().nullable(), message: z.string().optional() });

/**
 * Crash (SPEC §7). Times are the server's: `serverTime` (epoch ms) lets a client correct its
 * clock, `elapsedMs` is time since the run started. The crash point and the round's secret are
 * only ever sent in `crashEnd`, after the crash.
 */
export const crashInitPayload = z.object({
  roundId: z.number(),
  phase: crashPhaseSchema,
  publicHash: z.string(),
  serverTime: z.number(),
  /** Waiting: ms left to bet. */
  countdownMs: z.number().nullable(),
  /** Running: ms since the run started. */
  elapsedMs: z.number().nullable(),
  /** Crashed: the crash point, already public. */
  multiplier: z.number().nullable(),
  bets: z.array(crashBetSchema),
  history: z.array(crashHistoryEntrySchema),
});
export const crashStartTimerPayload = z.object({
  roundId: z.number(),
  publicHash: z.string(),
  countdownMs: z.number(),
  serverTime: z.number(),
});
/** The run started (no SPEC name: `crashStart`). */
export const crashStartPayload = z.object({ roundId: z.number(), serverTime: z.number() });
export const crashMultiplierPayload = z.object({ roundId: z.number(), elapsedMs: z.number(), serverTime: z.number() });
/** The round crashed (no SPEC name: `crashEnd`): the crash point and the revealed secret. */
export const crashEndPayload = z.object({
  roundId: z.number(),
  multiplier: z.number(),
  secretHash: z.string(),
  publicHash: z.string(),
  dayOfMonth: z.number(),
  elapsedMs: z.number(),
});
/** An operator voided the round: every stake is refunded (no SPEC name: `crashVoided`). */
export const crashVoidedPayload = z.object({ roundId: z.number(), secretHash: z.string() });
export const newBetsPayload = z.object({ bets: z.array(crashBetSchema) });
export const crashLoaderItemPayload = z.object({ bet_id: z.number() });
export const successBetPayload = z.object({ bet: crashBetSchema });
export const successTakePayload = z.object({ bet: crashBetSchema });
/** `errorBet` / `errorTake`: a `crash_api.*` key. */
export const crashErrorPayload = z.object({ message: z.string() });

/**
 * Jackpot (SPEC §7). The winner, the winning ticket and the secret are first sent in
 * `startJackpot`, once betting has closed; `jackpotResult` follows when the pot has been paid.
 * Clients recompute every chance from `totalBank` after each `jackpotNewBet`.
 */
export const jackpotNewBetPayload = z.object({
  roundId: z.number(),
  bet: jackpotBetSchema,
  totalBank: z.number(),
  totalItems: z.number(),
  totalTickets: z.number(),
});
/** The second player joined: betting closes `countdownMs` after `serverTime`. */
export const jackpotTimerPayload = z.object({
  roundId: z.number(),
  countdownMs: z.number(),
  endTime: z.string(),
  serverTime: z.number(),
});
export const startJackpotPayload = z.object({
  roundId: z.number(),
  winner: jackpotWinnerSchema,
  winningTicket: z.number(),
  totalTickets: z.number(),
  totalBank: z.number(),
  secretHash: z.string(),
  spinnerDuration: z.number(),
  serverTime: z.number(),
});
/** The pot was paid (no SPEC name: `jackpotResult`): what the winner got and the site kept. */
export const jackpotResultPayload = z.object({
  roundId: z.number(),
  winner: jackpotWinnerSchema,
  commission: z.number(),
  commissionItems: z.array(z.number()),
});
/** A new round opened: the board clears (SPEC `newGameJackpot`). */
export const newGameJackpotPayload = z.object({ roundId: z.number(), publicHash: z.string(), serverTime: z.number() });
/** An operator voided the round before any winner existed: every stake is back (no SPEC name). */
export const jackpotVoidedPayload = z.object({ roundId: z.number(), secretHash: z.string() });

/**
 * Chat (SPEC §7). `loadChat` replaces the whole list (on connect, and empty after a staff
 * `/clear`); `chatDeleted` removes one message everywhere; `online` counts distinct signed-in
 * users plus guests on every node; `chatStatus` follows an admin switching the chat off or on.
 */
export const loadChatPayload = z.object({ messages: z.array(chatMessageSchema) });
export const newMessagePayload = z.object({ message: chatMessageSchema });
export const chatDeletedPayload = z.object({ id: z.number() });
export const onlinePayload = z.object({ count: z.number() });
export const quizInitPayload = chatQuizSchema;
export const quizSolvedPayload = chatQuizSolvedSchema;
export const chatStatusPayload = z.object({ enabled: z.boolean() });

export type UpdateBalancePayload = z.infer<typeof updateBalancePayload>;
export type NotificationPayload = z.infer<typeof notificationPayload>;
export type HelloPayload = z.infer<typeof helloPayload>;
export type IdentityPayload = z.infer<typeof identityPayload>;
export type IdentityAck = z.infer<typeof identityAck>;

export interface ServerToClientEvents {
  /** Sent once on connect: the protocol version and who the socket is signed in as. */
  hello: (payload: HelloPayload) => void;
  /** The user's balance after a committed change (own room only). */
  updateBalance: (payload: UpdateBalancePayload) => void;
  /** A new notice for the user (own room only). */
  notification: (payload: NotificationPayload) => void;
  /** Maintenance switched on: clients show the notice and reload per SPEC §4. */
  refreshPage: () => void;
  crashInit: (payload: z.infer<typeof crashInitPayload>) => void;
  crashStartTimer: (payload: z.infer<typeof crashStartTimerPayload>) => void;
  crashStart: (payload: z.infer<typeof crashStartPayload>) => void;
  crashMultiplier: (payload: z.infer<typeof crashMultiplierPayload>) => void;
  crashEnd: (payload: z.infer<typeof crashEndPayload>) => void;
  crashVoided: (payload: z.infer<typeof crashVoidedPayload>) => void;
  /** The round's bets were cleared: a new round is ready. */
  clearBets: () => void;
  /** New or changed bets (placed, cashed out, settled). */
  newBets: (payload: z.infer<typeof newBetsPayload>) => void;
  /** A win's item is being picked from the storehouse. */
  crashLoaderItem: (payload: z.infer<typeof crashLoaderItemPayload>) => void;
  /** To the betting socket only. */
  successBet: (payload: z.infer<typeof successBetPayload>) => void;
  errorBet: (payload: z.infer<typeof crashErrorPayload>) => void;
  successTake: (payload: z.infer<typeof successTakePayload>) => void;
  errorTake: (payload: z.infer<typeof crashErrorPayload>) => void;

  jackpotNewBet: (payload: z.infer<typeof jackpotNewBetPayload>) => void;
  jackpotTimer: (payload: z.infer<typeof jackpotTimerPayload>) => void;
  startJackpot: (payload: z.infer<typeof startJackpotPayload>) => void;
  jackpotResult: (payload: z.infer<typeof jackpotResultPayload>) => void;
  newGameJackpot: (payload: z.infer<typeof newGameJackpotPayload>) => void;
  jackpotVoided: (payload: z.infer<typeof jackpotVoidedPayload>) => void;

  loadChat: (payload: z.infer<typeof loadChatPayload>) => void;
  newMessage: (payload: z.infer<typeof newMessagePayload>) => void;
  chatDeleted: (payload: z.infer<typeof chatDeletedPayload>) => void;
  online: (payload: z.infer<typeof onlinePayload>) => void;
  quizInit: (payload: z.infer<typeof quizInitPayload>) => void;
  quizSolved: (payload: z.infer<typeof quizSolvedPayload>) => void;
  chatStatus: (payload: z.infer<typeof chatStatusPayload>) => void;
}

export interface ClientToServerEvents {
  identity: (payload: IdentityPayload, ack?: (answer: IdentityAck) => void) => void;
  /** Answered with `successBet` or `errorBet` on the same socket. */
  newBet: (payload: z.infer<typeof newBetRequest>) => void;
  /** Answered with `successTake` or `errorTake` on the same socket. */
  take: (payload: z.infer<typeof takeRequest>) => void;
  /** SPEC §7 `getGame {apiToken}`: asks for a fresh `crashInit` (e.g. after a reconnect). */
  getGame: (payload?: { apiToken?: string }) => void;
}

export type ServerEventName = keyof ServerToClientEvents;
export type ServerEventPayload<E extends ServerEventName> = Parameters<ServerToClientEvents[E]>;
