import crypto from 'node:crypto';
import { sha256Hex } from '@skinbet/shared/fairness/hash';
import { amountToCents, centsToAmount } from '@skinbet/shared/money';
import type { AdminGiveawayDto } from '@skinbet/shared/schemas/admin-content.schemas';
import type {
  AdminGiveawayCreateRequest,
  GiveawayActiveResponse,
  GiveawayConditionsResponse,
  SetRafflePayload,
} from '@skinbet/shared/schemas/giveaways.schemas';
import type { Invalidation } from '../../../cache/user-cache';
import type { Transaction } from '../../../db/client';
import type { GiveawayConditions } from '../../../db/schema';
import { inTransaction } from '../../../db/transaction';
import { ApiError } from '../../../http/api-error';
import { databaseNow } from '../../../platform/db-clock.repository';
import { lockRoundCreation } from '../../../platform/leader/creation-lock.repository';
import { recordAudit } from '../../site/audit/audit.service';
import { findUserById } from '../../account/users';
import { drawGiveaway, type DrawDeps } from './giveaway-draw';
import { allConditionsMet, evaluateConditions } from './giveaway-conditions';
import {
  countParticipants,
  findCatalogPrize,
  findCurrentGiveaway,
  findGiveaway,
  findParticipation,
  hasActiveGiveaway,
  insertGiveaway,
  insertParticipant,
  listAdminGiveaways,
  listDueGiveawayIds,
  type AdminGiveawayRow,
  nextGiveawayEnd,
  listFinishedGiveaways,
  listLatestParticipants,
  lockRunningGiveaway,
} from './giveaways.repository';
import { presentActiveGiveaway, presentHistoryEntry } from './giveaways.presenter';
import { openDemoGiveaway } from './giveaway-demo';
import type { TelegramSubscriptions } from './telegram-subscriptions';

/** How many drawn giveaways the history shows, and how many of the latest participants `getActive` lists. */
const HISTORY_SIZE = 10;
const PARTICIPANTS_SHOWN = 50;

/** Who is asking: a signed-in player (their id and nickname), or a guest. */
type Caller = { id: number; username: string } | undefined;

export type GiveawaysService = ReturnType<typeof createGiveawaysService>;

/**
 * Giveaways (docs/engagement/giveaways.md "Rules", docs/api/http.md "Calls"): the running
 * giveaway, its conditions and who takes part, joining once, the operators' create / end and
 * Telegram confirmations, and the draws the leader's task runs at each end time
 * (giveaway-draw.ts).
 */
export function createGiveawaysService(
  deps: DrawDeps & {
    siteTag: string;
    telegramChannel: string;
    subscriptions: TelegramSubscriptions;
    invalidate: (message: Invalidation) => void;
    demo: { durationS: number; prizeMaxCents: number };
  },
) {
  const { db } = deps;
  const conditionDeps = { siteTag: deps.siteTag, subscriptions: deps.subscriptions };

  /** Opens a giveaway with a freshly committed secret (its hash is public from now on). */
  async function open(
    tx: Transaction,
    input: {
      itemId: number;
      prizeCents: number;
      conditions: GiveawayConditions;
      endsInS: number;
      createdBy: number | null;
    },
  ) {
    const secretHash = crypto.randomBytes(32).toString('hex');
    return insertGiveaway(tx, { ...input, secretHash, publicHash: sha256Hex(secretHash) });
  }

  // This node's engine sleeps until the next end: a giveaway opened here wakes it (engine-loop.ts).
  const listeners = new Set<() => void>();
  const changed = () => listeners.forEach((listener) => listener());

  return {
    /** `POST /api/giveaways/getActive`: the running giveaway (no secret), the timer and the last draws. */
    async getActive(caller: Caller): Promise<GiveawayActiveResponse> {
      const [current, finished, now] = await Promise.all([
        findCurrentGiveaway(db),
        listFinishedGiveaways(db, HISTORY_SIZE),
        databaseNow(db),
      ]);
      const history = finished.map(presentHistoryEntry);
      if (!current) return { giveaway: null, timer: 0, server_time: now, isParticipant: false, history };
      const [members, participants, mine] = await Promise.all([
        countParticipants(db, current.id),
        listLatestParticipants(db, current.id, PARTICIPANTS_SHOWN),
        caller ? findParticipation(db, current.id, caller.id) : undefined,
      ]);
      return {
        giveaway: presentActiveGiveaway(current, members, participants),
        timer: Math.max(0, Math.ceil((current.endsAtMs - now) / 1000)),
        server_time: now,
        isParticipant: mine !== undefined,
        history,
      };
    },

    /** `GET /api/giveaways/get-conditions`: this player's state on each condition (guests: none done). */
    async conditions(caller: Caller): Promise<GiveawayConditionsResponse> {
      const current = await findCurrentGiveaway(db);
      return {
        giveaway_id: current?.id ?? null,
        conditions: await evaluateConditions(db, conditionDeps, current?.conditions ?? null, caller),
        site_tag: deps.siteTag,
        telegram_channel: deps.telegramChannel,
      };
    },

    async myActive(userId: number) {
      const current = await findCurrentGiveaway(db);
      const mine = current && (await findParticipation(db, current.id, userId));
      return { giveaway_id: current?.id ?? null, isParticipant: mine !== undefined };
    },

    /**
     * `POST /api/giveaways/setMyActive` (docs/engagement/giveaways.md "Rules"): joins the running
     * giveaway once. Conditions are read live; the join itself holds the giveaway's row `FOR
     * SHARE` (so a draw starting now either counts it or refuses it) and inserts against the
     * UNIQUE (giveaway, user) pair, so two requests of one player at the same moment make one row.
     */
    async join(player: { id: number; username: string }) {
      const current = await findCurrentGiveaway(db);
      if (!current) throw new ApiError('giveaway_api.none_running', 409);
      if (await findParticipation(db, current.id, player.id)) {
        throw new ApiError('giveaway_api.already_participating', 409);
      }
      const conditions = await evaluateConditions(db, conditionDeps, current.conditions, player);
      if (!allConditionsMet(conditions)) throw new ApiError('giveaway_api.conditions_not_met', 400);
      await inTransaction(db, async (tx) => {
        if (!(await lockRunningGiveaway(tx, current.id))) throw new ApiError('giveaway_api.none_running', 409);
        if (!(await insertParticipant(tx, current.id, player.id))) {
          throw new ApiError('giveaway_api.already_participating', 409);
        }
      });
      const [mine, members] = await Promise.all([
        findParticipation(db, current.id, player.id),
        countParticipants(db, current.id),
      ]);
      return { status: 'success' as const, giveaway_id: current.id, place_id: mine?.place ?? members, members };
    },

    /** `POST /api/admin/giveaways/create` (audited): the prize is a catalog item the storehouse has in stock. */
    async create(adminId: number, request: AdminGiveawayCreateRequest) {
      const prize = await findCatalogPrize(db, request.item_id);
      if (!prize) throw new ApiError('giveaway_api.item_not_found', 404);
      if (prize.marketCount < 1) throw new ApiError('giveaway_api.out_of_stock', 409);
      const conditions = storedConditions(request.conditions);
      return inTransaction(db, async (tx, afterCommit) => {
        const row = await open(tx, {
          itemId: prize.id,
          prizeCents: prize.price,
          conditions,
          endsInS: request.ends_in_s,
          createdBy: adminId,
        });
        await recordAudit(tx, {
          actorId: adminId,
          action: 'giveaways.create',
          target: `giveaway:${row.id}`,
          after: { item_id: prize.id, prize_cents: prize.price, ends_in_s: request.ends_in_s, conditions },
        });
        afterCommit(changed);
        return {
          status: 'success' as const,
          id: row.id,
          public_hash: row.publicHash,
          end_time: row.endsAt.toISOString(),
        };
      });
    },

    /** `POST /api/admin/giveaways/list`: giveaways newest first, for the console. */
    async adminList(request: { page: number; page_size: number; status: 'all' | 'active' | 'finished' }) {
      const { rows, total } = await listAdminGiveaways(db, {
        offset: (request.page - 1) * request.page_size,
        limit: request.page_size,
        status: request.status,
      });
      return {
        status: 'success' as const,
        items: rows.map(presentAdminGiveaway),
        total,
        page: request.page,
        page_size: request.page_size,
      };
    },

    /** `POST /api/admin/giveaways/end` (audited, in the draw's transaction): draws now, as at the end time. */
    async end(adminId: number, id: number): Promise<SetRafflePayload> {
      const giveaway = await findGiveaway(db, id);
      if (!giveaway) throw new ApiError('giveaway_api.not_found', 404);
      const drawn = await drawGiveaway(deps, id, { actorId: adminId });
      if (!drawn) throw new ApiError('giveaway_api.already_finished', 409);
      return drawn;
    },

    /** `POST /api/admin/telegram/confirm` (audited): an operator's record of a channel subscription. */
    async confirmTelegram(adminId: number, userId: number, subscribed: boolean): Promise<void> {
      if (!(await findUserById(db, userId))) throw new ApiError('user_api.not_found', 404);
      await inTransaction(db, async (tx, afterCommit) => {
        const changed = await deps.subscriptions.record(tx, { userId, subscribed, confirmedBy: adminId });
        await recordAudit(tx, {
          actorId: adminId,
          action: 'telegram.confirm',
          target: `user:${userId}`,
          details: { subscribed, changed },
        });
        // `/api/user/get` shows conditions.hasSubscription: its cached copy must go.
        afterCommit(() => deps.invalidate({ kind: 'user', userId }));
      });
    },

    /** When the first active giveaway ends, and the database clock (the leader's timer). */
    nextEnd: () => nextGiveawayEnd(db),

    /** Calls `listener` when this node opened a giveaway (wakes the leader's timer). */
    onChange(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    /** The leader's timer: draws every giveaway whose end time has come (database clock). */
    async drawDue(): Promise<number> {
      let drawn = 0;
      for (const id of await listDueGiveawayIds(db)) {
        if (await drawGiveaway(deps, id)) drawn += 1;
      }
      return drawn;
    },

    /**
     * Demo instances (ENGAGEMENT_DEMO): opens the next giveaway when none is active. Answers what
     * it found: one active already, a new one opened, or no skin in stock to give away.
     */
    async openDemoIfNone(): Promise<'active' | 'opened' | 'no_prize'> {
      // The common case (one is running) costs one read and takes no lock.
      if (await hasActiveGiveaway(db)) return 'active';
      return inTransaction(db, async (tx) => {
        await lockRoundCreation(tx, 'giveaway');
        return openDemoGiveaway(tx, deps.demo, (input) => open(tx, { ...input, createdBy: null }));
      });
    },
  };
}

/** The stored form of an operator's conditions: only what is required, the deposit in cents. */
function storedConditions(request: AdminGiveawayCreateRequest['conditions']): GiveawayConditions {
  const deposit = request.deposit === undefined ? 0 : amountToCents(request.deposit);
  if (deposit === null) throw new ApiError('app_api.invalid_request', 400);
  return {
    ...(request.username ? { username: true } : {}),
    ...(request.telegram ? { telegram: true } : {}),
    ...(deposit > 0 ? { deposit } : {}),
    ...(request.games ? { games: request.games } : {}),
  };
}

/** A giveaway as the console lists it (its public hash, never its secret). */
function presentAdminGiveaway(row: AdminGiveawayRow): AdminGiveawayDto {
  const conditions = row.conditions;
  return {
    id: row.id,
    status: row.status,
    item: { id: row.item.id, name: row.item.name, image: row.item.image },
    prize: centsToAmount(row.prizeCents),
    conditions: {
      username: conditions.username === true,
      telegram: conditions.telegram === true,
      deposit: centsToAmount(conditions.deposit ?? 0),
      games: conditions.games ?? 0,
    },
    participants: row.participants,
    winner: row.winner ? { id: row.winner.id, username: row.winner.username } : null,
    created_at: row.createdAt.toISOString(),
    ends_at: row.endsAt.toISOString(),
    finished_at: row.finishedAt?.toISOString() ?? null,
    public_hash: row.publicHash,
  };
}
