import { z } from 'zod';
import { GAMES } from './games/registry';
import {
  crashBetSchema,
  crashHistoryEntrySchema,
  crashPhaseSchema,
  newBetRequest,
  takeRequest,
} from './schemas/crash.schemas';
import { chatMessageSchema, chatQuizSchema, chatQuizSolvedSchema } from './schemas/chat.schemas';
import { jackpotBetSchema, jackpotWinnerSchema } from './schemas/jackpot.schemas';
import { notificationSchema } from './schemas/current-user.schemas';
import { caseLiveDropSchema } from './schemas/cases-drops.schemas';
import { battleRoundPayload, battleSummarySchema } from './games/battles/battles.schemas';
import {
  bonusInitPayload,
  bonusUpdateBankPayload,
  setRafflePayload,
  ticketMessageSchema,
  tournamentUpdatePayload,
} from './schemas/engagement-events.schemas';
import { wheelBetSchema, wheelColourSchema, wheelHistoryEntrySchema, wheelSpinSchema } from './schemas/wheel.schemas';

/**
 * The one definition of every socket message (docs/api/socket-events.md), used by the server and
 * the web app alike: the registries `serverEvents` and `clientEvents` below name each event with
 * its payload schema, and the Socket.IO event maps are inferred from them, so an event's type and
 * the schema a client checks it against cannot drift apart. Names and payload shapes are the wire
 * contract other clients rely on: bump PROTOCOL_VERSION on any incompatible change; clients see
 * it in `hello`.
 */
export { PROTOCOL_VERSION } from './protocol';

export const updateBalancePayload = z.object({ balance: z.number() });
/**
 * The user's cashback after a committed change. Unlike every other amount on the wire it is not in
 * currency units: a user's cashback is sent in hundredths of the unit (the client divides by
 * 100), which are the server's integer cents; a user account never goes below zero.
 */
export const updateCashbackPayload = z.object({ cashback: z.number().int().nonnegative() });
export const notificationPayload = notificationSchema;
export const helloPayload = z.object({
  protocol: z.number(),
  userId: z.number().nullable(),
  maintenance: z.boolean(),
});

/**
 * `identity {apiToken}` (docs/api/socket-events.md "Client to server"): re-authenticates an open
 * socket, e.g. right after sign-in.
 */
export const identityPayload = z.object({ apiToken: z.string().min(1).max(200) });
/**
 * Who the socket is signed in as once the `identity` was handled. A refused one (over the socket's
 * budget, or replaced by a newer `identity` while it waited) carries the reason in `message`.
 */
export const identityAck = z.object({ ok: z.boolean(), userId: z.number().nullable(), message: z.string().optional() });

/**
 * Crash (docs/api/socket-events.md "Server to client"). Times are the server's: `serverTime`
 * (epoch ms) lets a client correct its clock, `elapsedMs` is time since the run started. The
 * crash point and the round's secret are only ever sent in `crashEnd`, after the crash.
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
/**
 * `errorBet` / `errorTake`: a `crash_api.*` key, with the values its text needs when it has any
 * (a responsible-gambling refusal's `{left}` or `{until}`, as on the HTTP side).
 */
export const crashErrorPayload = z.object({
  message: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});

/**
 * Jackpot (docs/api/socket-events.md "Server to client"). The winner, the winning ticket and
 * the secret are first sent in `startJackpot`, once betting has closed; `jackpotResult`
 * follows when the pot has been paid. Clients recompute every chance from `totalBank` after
 * each `jackpotNewBet`.
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
 * Wheel (docs/games/wheel.md "States", docs/api/socket-events.md "Server to client"). `wheelTimer`
 * ticks once a second while betting (`timer`: whole seconds left); `startWheel` with `ms > 1`
 * starts the spin and is the first payload carrying the segment and the secret; `ms = 1` ends it
 * (the win sound) with the settled bets; `newGameWheel` opens the next round with the spin data
 * and history, and the players' data resets.
 */
export const wheelNewBetPayload = z.object({ roundId: z.number(), bet: wheelBetSchema, bank: z.number() });
export const wheelTimerPayload = z.object({ roundId: z.number(), timer: z.number(), serverTime: z.number() });
export const startWheelPayload = z.object({
  roundId: z.number(),
  ms: z.number(),
  segment: z.number(),
  color: wheelColourSchema,
  secretHash: z.string(),
  publicHash: z.string(),
  serverTime: z.number(),
  /** With `ms = 1`: the round's bets as settled. */
  bets: z.array(wheelBetSchema).optional(),
});
export const newGameWheelPayload = z.object({
  roundId: z.number(),
  publicHash: z.string(),
  bettingEndsAt: z.number(),
  serverTime: z.number(),
  spin: wheelSpinSchema.nullable(),
  history: z.array(wheelHistoryEntrySchema),
});
export const wheelVoidedPayload = z.object({ roundId: z.number(), secretHash: z.string() });

/** Cases (`casesLiveDrop`, docs/api/socket-events.md "Server to client"): one opening, to everyone. */
export const casesLiveDropPayload = caseLiveDropSchema;

/**
 * Chat (docs/api/socket-events.md "Server to client"). `loadChat` replaces the whole list (on
 * connect, and empty after a staff `/clear`); `chatDeleted` removes one message everywhere;
 * `online` counts distinct signed-in users plus guests on every node; `chatStatus` follows an
 * admin switching the chat off or on.
 */
export const loadChatPayload = z.object({ messages: z.array(chatMessageSchema) });
export const newMessagePayload = z.object({ message: chatMessageSchema });
export const chatDeletedPayload = z.object({ id: z.number() });
export const onlinePayload = z.object({ count: z.number() });
export const quizInitPayload = chatQuizSchema;
export const quizSolvedPayload = chatQuizSolvedSchema;
export const chatStatusPayload = z.object({ enabled: z.boolean() });

/**
 * An operator paused or resumed a game (docs/operations/console.md "Games"): the round in play
 * finishes, no new one starts until resumed; the game's page says so.
 */
export const gamePausedPayload = z.object({ game: z.enum(GAMES), paused: z.boolean() });

/**
 * `getGame {apiToken}` (docs/api/socket-events.md "Client to server"): the token is accepted and
 * ignored, the socket's session counts.
 */
export const getGamePayload = z.object({ apiToken: z.string().max(200).optional() }).optional();

/**
 * Every server → client event with its payload schema; `null`: the event carries nothing. A new
 * event is one entry here: the server's emitter and the web client's parser both follow from it.
 */
export const serverEvents = {
  /** Sent once on connect: the protocol version and who the socket is signed in as. */
  hello: helloPayload,
  /** The user's balance after a committed change (own room only). */
  updateBalance: updateBalancePayload,
  /** The user's cashback after a committed change (own room only), in hundredths (see the payload). */
  updateCashback: updateCashbackPayload,
  /** A new notice for the user (own room only). */
  notification: notificationPayload,
  /** Maintenance switched on: clients show the notice and reload. */
  refreshPage: null,

  crashInit: crashInitPayload,
  crashStartTimer: crashStartTimerPayload,
  crashStart: crashStartPayload,
  crashMultiplier: crashMultiplierPayload,
  crashEnd: crashEndPayload,
  crashVoided: crashVoidedPayload,
  /** The round's bets were cleared: a new round is ready. */
  clearBets: null,
  /** New or changed bets (placed, cashed out, settled). */
  newBets: newBetsPayload,
  /** A win's item is being picked from the storehouse. */
  crashLoaderItem: crashLoaderItemPayload,
  /** To the betting socket only. */
  successBet: successBetPayload,
  errorBet: crashErrorPayload,
  successTake: successTakePayload,
  errorTake: crashErrorPayload,

  jackpotNewBet: jackpotNewBetPayload,
  jackpotTimer: jackpotTimerPayload,
  startJackpot: startJackpotPayload,
  jackpotResult: jackpotResultPayload,
  newGameJackpot: newGameJackpotPayload,
  jackpotVoided: jackpotVoidedPayload,

  wheelNewBet: wheelNewBetPayload,
  wheelTimer: wheelTimerPayload,
  startWheel: startWheelPayload,
  newGameWheel: newGameWheelPayload,
  wheelVoided: wheelVoidedPayload,

  casesLiveDrop: casesLiveDropPayload,
  /**
   * Case battles (docs/games/battles.md "States"), to everyone: a battle created, a seat taken or
   * left, the battle started, finished or cancelled — its summary after the change.
   */
  battleUpdate: battleSummarySchema,
  /** One round of a running battle revealed (one at a time, `round_ms` apart), with the totals so far. */
  battleRound: battleRoundPayload,

  /** A giveaway was drawn (everyone): reload it; the winner reloads the inventory. */
  setRaffle: setRafflePayload,
  /** The jackpot-bonus period and pot (on connect and after each draw). */
  'jackpot-bonus.init': bonusInitPayload,
  /** The pot after a crash round accrued to it. */
  'jackpot-bonus.update-bank': bonusUpdateBankPayload,
  /** Tournament points changed (at most once a second): refetch the table. */
  tournamentUpdate: tournamentUpdatePayload,
  /** A new message on one of the player's tickets (own room only), e.g. a staff reply. */
  ticketMessage: ticketMessageSchema,

  loadChat: loadChatPayload,
  newMessage: newMessagePayload,
  chatDeleted: chatDeletedPayload,
  online: onlinePayload,
  quizInit: quizInitPayload,
  quizSolved: quizSolvedPayload,
  chatStatus: chatStatusPayload,
  /** A game paused or resumed by an operator (everyone). */
  gamePaused: gamePausedPayload,
} as const satisfies Record<string, z.ZodType | null>;

/**
 * Every client → server event with its payload schema and the schema of its acknowledgement
 * (`null`: the server answers with events instead, or not at all). The server parses each payload
 * with this schema; whatever fails it is refused as the event's handler says.
 */
export const clientEvents = {
  /** Answered through the ack, when the client asks for one. */
  identity: { payload: identityPayload, ack: identityAck },
  /** Answered with `successBet` or `errorBet` on the same socket. */
  newBet: { payload: newBetRequest, ack: null },
  /** Answered with `successTake` or `errorTake` on the same socket. */
  take: { payload: takeRequest, ack: null },
  /** Asks for a fresh `crashInit` (e.g. after a reconnect). */
  getGame: { payload: getGamePayload, ack: null },
} as const satisfies Record<string, { payload: z.ZodType; ack: z.ZodType | null }>;

type ServerEvents = typeof serverEvents;
type ClientEvents = typeof clientEvents;

export type ServerEventName = keyof ServerEvents;
export type ClientEventName = keyof ClientEvents;

/** A server event's arguments: none, or its payload. */
type ServerEventArgs<S> = S extends z.ZodType ? [payload: z.infer<S>] : [];

/** A payload the schema accepts `undefined` for may be left out. */
type PayloadArgs<S extends z.ZodType> = undefined extends z.infer<S> ? [payload?: z.infer<S>] : [payload: z.infer<S>];
type AckArgs<A> = A extends z.ZodType ? [ack?: (answer: z.infer<A>) => void] : [];

/** Socket.IO's map of what the server sends, inferred from `serverEvents`. */
export type ServerToClientEvents = { [E in ServerEventName]: (...payload: ServerEventArgs<ServerEvents[E]>) => void };

/** The arguments an emit of `E` takes: none, or its payload (`[payload]`). */
export type ServerEventPayload<E extends ServerEventName> = Parameters<ServerToClientEvents[E]>;

/** Socket.IO's map of what clients send, inferred from `clientEvents`. */
export type ClientToServerEvents = {
  [E in ClientEventName]: (
    ...args: [...PayloadArgs<ClientEvents[E]['payload']>, ...AckArgs<ClientEvents[E]['ack']>]
  ) => void;
};

export type UpdateBalancePayload = z.infer<typeof updateBalancePayload>;
export type UpdateCashbackPayload = z.infer<typeof updateCashbackPayload>;
export type NotificationPayload = z.infer<typeof notificationPayload>;
export type HelloPayload = z.infer<typeof helloPayload>;
export type IdentityPayload = z.infer<typeof identityPayload>;
export type IdentityAck = z.infer<typeof identityAck>;
