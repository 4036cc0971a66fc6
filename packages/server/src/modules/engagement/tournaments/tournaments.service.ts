import { amountToCents, centsToAmount } from '@skinbet/shared/money';
import type {
  AdminTournamentCreateRequest,
  TournamentConditionsResponse,
  TournamentGetResponse,
} from '@skinbet/shared/schemas/tournaments.schemas';
import { inTransaction } from '../../../db/transaction';
import { ApiError } from '../../../http/api-error';
import { recordAudit } from '../../site/audit/audit.service';
import { finishTournament, type FinishDeps } from './tournament-finish';
import { presentTournament } from './tournaments.presenter';
import {
  countMembers,
  findDueTournamentIds,
  findMemberPlace,
  findRunningTournament,
  findTournamentById,
  hasRunningTournament,
  insertMember,
  insertTournament,
  isMember,
  listAdminTournaments,
  listRankedMembers,
  lockOpenTournamentForJoin,
  lockTournamentCreation,
  nextTournamentEnd,
  sumDepositsSince,
} from './tournaments.repository';

/** The table `/api/tournaments/get` shows (docs/api/http.md "Calls"): the first 100 members. */
export const TOURNAMENT_TABLE_SIZE = 100;

/**
 * The demo tournament's name and text as stored, in the default language (what the audit log and the
 * prize notification keep). Players see them in their own language: the site opens this tournament
 * itself, so it goes out with `text_key: 'weekly'` (tournaments.presenter) and the web app shows its
 * translated title and text (`tournament.preset.weekly` in the locales).
 */
export const DEMO_TOURNAMENT = {
  name: 'Турнир недели',
  description: '1 очко за каждый цент ставки в любой игре после вступления.',
};

export type TournamentsService = ReturnType<typeof createTournamentsService>;

/**
 * The tournament (docs/engagement/tournament.md "Rules", docs/api/http.md "Calls"): the
 * table, the conditions, joining, the operator's create and end, and the finish the leader's
 * timer runs. Points are added by the settlement consumer (tournament-points.ts). One
 * tournament runs at a time.
 */
export function createTournamentsService(
  deps: FinishDeps & { demo: { enabled: boolean; durationS: number; prizesCents: number[] } },
) {
  const { db } = deps;
  const listeners = new Set<() => void>();
  const changed = () => listeners.forEach((listener) => listener());

  /** Creates a running tournament unless one runs (checked under the creation lock): null then. */
  async function open(values: Parameters<typeof insertTournament>[1], actorId: number | null) {
    const created = await inTransaction(db, async (tx) => {
      await lockTournamentCreation(tx);
      if (await hasRunningTournament(tx)) return null;
      const tournament = await insertTournament(tx, values);
      await recordAudit(tx, {
        actorId,
        action: 'tournaments.create',
        target: `tournament:${tournament.id}`,
        after: { ...values, endsAt: tournament.endsAt.toISOString() },
      });
      return tournament;
    });
    if (created) changed();
    return created;
  }

  return {
    /** `POST /api/tournaments/get`: the running tournament, its first 100 members, the caller's place. */
    async get(callerId: number | undefined): Promise<TournamentGetResponse> {
      const running = await findRunningTournament(db);
      if (!running) return { tournament: null, server_time: Date.now(), me: null };
      const [members, memberCount, me] = await Promise.all([
        listRankedMembers(db, running.id, TOURNAMENT_TABLE_SIZE),
        countMembers(db, running.id),
        callerId === undefined ? undefined : findMemberPlace(db, running.id, callerId),
      ]);
      return {
        tournament: presentTournament(running, members, memberCount),
        server_time: running.nowMs,
        me: me ?? null,
      };
    },

    /** `GET /api/tournaments/get-conditions`: membership and the minimum payment's progress (guests: none). */
    async conditions(callerId: number | undefined): Promise<TournamentConditionsResponse> {
      const running = await findRunningTournament(db);
      if (!running) {
        return {
          tournament_id: null,
          is_member: false,
          min_payment: { is_active: false, is_completed: false, required: 0, total: 0 },
        };
      }
      const required = running.minPaymentCents;
      const [member, paid] =
        callerId === undefined
          ? [false, 0]
          : await Promise.all([isMember(db, running.id, callerId), sumDepositsSince(db, callerId, running.startsAt)]);
      return {
        tournament_id: running.id,
        is_member: member,
        min_payment: {
          is_active: required > 0,
          is_completed: callerId !== undefined && paid >= required,
          required: centsToAmount(required),
          total: centsToAmount(paid),
        },
      };
    },

    /**
     * `POST /api/tournaments/setActive`: joins the running tournament, once. Refusals in this
     * order: none running (or its time is up), already a member, the minimum payment not made.
     */
    async join(userId: number) {
      const tournamentId = await inTransaction(db, async (tx) => {
        const tournament = await lockOpenTournamentForJoin(tx);
        if (!tournament) throw new ApiError('tournament_api.none_running', 409);
        if (await isMember(tx, tournament.id, userId)) throw new ApiError('tournament_api.already_member', 409);
        const required = tournament.minPaymentCents;
        if (required > 0 && (await sumDepositsSince(tx, userId, tournament.startsAt)) < required)
          throw new ApiError('tournament_api.min_payment', 400);
        if (!(await insertMember(tx, tournament.id, userId))) throw new ApiError('tournament_api.already_member', 409);
        return tournament.id;
      });
      return { status: 'success' as const, tournament_id: tournamentId };
    },

    /** The operator's new tournament (audited); refused while one runs (`tournament_api.already_running`). */
    async create(actorId: number, request: AdminTournamentCreateRequest) {
      const prizes = request.prizes.map(amountToCents);
      const minPaymentCents = amountToCents(request.min_payment);
      if (prizes.some((cents) => cents === null) || minPaymentCents === null) {
        throw new ApiError('app_api.invalid_request', 400);
      }
      const created = await open(
        {
          name: request.name,
          description: request.description,
          prizes: prizes as number[],
          minPaymentCents,
          durationS: request.ends_in_s,
          createdBy: actorId,
        },
        actorId,
      );
      if (!created) throw new ApiError('tournament_api.already_running', 409);
      return { status: 'success' as const, id: created.id, end_time: created.endsAt.toISOString() };
    },

    /** `POST /api/admin/tournaments/list`: tournaments newest first, for the console. */
    async adminList(request: { page: number; page_size: number; status: 'all' | 'running' | 'finished' }) {
      const { rows, total } = await listAdminTournaments(db, {
        offset: (request.page - 1) * request.page_size,
        limit: request.page_size,
        status: request.status,
      });
      return {
        status: 'success' as const,
        items: rows.map((row) => ({
          id: row.id,
          name: row.name,
          status: row.status === 0 ? ('running' as const) : ('finished' as const),
          prizes: row.prizes.map(centsToAmount),
          min_payment: centsToAmount(row.minPaymentCents),
          members: row.members,
          created_at: row.createdAt.toISOString(),
          ends_at: row.endsAt.toISOString(),
        })),
        total,
        page: request.page,
        page_size: request.page_size,
      };
    },

    /** The operator's end: finished and paid now (audited with the finish). */
    async end(actorId: number, id: number) {
      const tournament = await findTournamentById(db, id);
      if (!tournament) throw new ApiError('tournament_api.not_found', 404);
      const winners = await finishTournament(deps, id, actorId);
      if (!winners) throw new ApiError('tournament_api.already_finished', 409);
      changed();
      return {
        status: 'success' as const,
        id,
        winners: winners.map((winner) => ({
          place: winner.place,
          user_id: winner.userId,
          points: winner.points,
          prize: centsToAmount(winner.prizeCents),
        })),
      };
    },

    /** When the running tournament ends, and the database clock (the leader's timer). */
    nextEnd: () => nextTournamentEnd(db),

    /** The leader's timer: finishes every running tournament whose end has come; answers how many it finished. */
    async finishDue(): Promise<number> {
      let finished = 0;
      for (const id of await findDueTournamentIds(db)) {
        if (await finishTournament(deps, id, null)) finished += 1;
      }
      return finished;
    },

    /** A demo site keeps a tournament running (config.engagement.demo): opens one when none runs. */
    async ensureDemo(): Promise<boolean> {
      if (!deps.demo.enabled) return false;
      // The engine calls this only when it saw none running; `open` checks again under its lock.
      const created = await open(
        {
          ...DEMO_TOURNAMENT,
          prizes: deps.demo.prizesCents,
          minPaymentCents: 0,
          durationS: deps.demo.durationS,
          createdBy: null,
        },
        null,
      );
      return created !== null;
    },

    /** Calls `listener` when this node created or ended a tournament (wakes the leader's timer). */
    onChange(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
