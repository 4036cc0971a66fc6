import { queryOptions } from '@tanstack/react-query';
import {
  battleActionResponse,
  battleLeaveResponse,
  battleListResponse,
  battleResponse,
  type BattleActionResponse,
  type BattleCreateRequest,
} from '@skinbet/shared/games/battles/battles.schemas';
import { caseOneResponse, casesListResponse, type CaseDetailDto } from '@skinbet/shared/schemas/cases.schemas';
import { ApiFailure, apiGet, apiPost } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { newerBattle, type BattleView } from '../battle-view';
import { applyLobbyUpdate, lobbyEntries, type LobbyEntry } from '../lobby';
import { updatesSince } from '../lobby-updates';

/** The calls of docs/api/http.md "Calls" (case battles) and their cache entries. */

export const LIVE_LOBBY_KEY = ['battles', 'live'] as const;
export const battleKey = (id: number) => ['battles', 'battle', id] as const;

/** The live lobby as the page keeps it: the entries and how many server pages there are. */
export interface LiveLobby {
  entries: LobbyEntry[];
  page: number;
  pages: number;
}

/** `POST /api/battles/list {status?, page}`. */
export function fetchBattleList(status: 'finished' | undefined, page: number, signal?: AbortSignal) {
  return apiPost('/api/battles/list', { status, page }, battleListResponse, {
    fallbackKey: 'battles_error.load_list',
    signal,
  });
}

/**
 * The waiting and running battles, first page, with the `battleUpdate`s received while it was
 * being read applied on top (lobby-updates.ts). The socket keeps it current afterwards.
 */
export const liveLobbyQuery = queryOptions({
  queryKey: LIVE_LOBBY_KEY,
  queryFn: async ({ signal }): Promise<LiveLobby> => {
    const sentAt = Date.now();
    const answer = await fetchBattleList(undefined, 1, signal);
    const entries = updatesSince(sentAt).reduce(
      (list, { update, at }) => applyLobbyUpdate(list, update, at),
      lobbyEntries(answer.battles),
    );
    return { entries, page: answer.page, pages: answer.pages };
  },
  meta: { errorKey: 'battles_error.load_list' },
  staleTime: Infinity,
});

/** Finished battles, a page at a time (not live: they no longer change). */
export const finishedBattlesQuery = (page: number) =>
  queryOptions({
    queryKey: ['battles', 'finished', page] as const,
    queryFn: ({ signal }) => fetchBattleList('finished', page, signal),
    meta: { errorKey: 'battles_error.load_list' },
    staleTime: 10_000,
  });

/**
 * `POST /api/battles/get {id}`: the battle, or null when there is none. A copy the socket took
 * further while the read was under way is kept (`newerBattle`); `receivedAt` times its countdowns.
 */
export const battleQuery = (id: number) =>
  queryOptions({
    queryKey: battleKey(id),
    queryFn: async ({ signal }): Promise<BattleView | null> => {
      try {
        const { battle } = await apiPost('/api/battles/get', { id }, battleResponse, {
          fallbackKey: 'battles_error.load',
          signal,
        });
        const fetched = { ...battle, received_at: Date.now() };
        return newerBattle(queryClient.getQueryData<BattleView | null>(battleKey(id)), fetched);
      } catch (error) {
        if (error instanceof ApiFailure && error.key === 'battles_api.not_found') return null;
        throw error;
      }
    },
    meta: { errorKey: 'battles_error.load' },
    staleTime: Infinity,
  });

/** `GET /api/cases/get`: the published cases the create modal picks from. */
export const battleCasesQuery = queryOptions({
  queryKey: ['battles', 'cases'] as const,
  queryFn: async ({ signal }) =>
    (await apiGet('/api/cases/get', casesListResponse, { fallbackKey: 'battles_error.load_cases', signal })).cases,
  meta: { errorKey: 'battles_error.load_cases' },
  staleTime: 60_000,
});

/**
 * `GET /api/cases/getOne?id=`: a round case's items and odds, for its reels' strips. Null when the
 * case is no longer published (the reel then shows the rolled item alone).
 */
export const reelCaseQuery = (id: number) =>
  queryOptions({
    queryKey: ['battles', 'case', id] as const,
    queryFn: async ({ signal }): Promise<CaseDetailDto | null> => {
      try {
        return (await apiGet(`/api/cases/getOne?id=${id}`, caseOneResponse, { signal })).box;
      } catch (error) {
        if (error instanceof ApiFailure && error.status === 404) return null;
        throw error;
      }
    },
    // Decoration: a failure shows no notice, the reel does without.
    meta: { silent: true },
    staleTime: 5 * 60_000,
  });

/** `POST /api/battles/create`: the creator takes seat 0 and pays. */
export function createBattle(request: BattleCreateRequest): Promise<BattleActionResponse> {
  return apiPost('/api/battles/create', request, battleActionResponse, { fallbackKey: 'battles_error.create' });
}

/** `POST /api/battles/join {id, seat, client_seed}`. */
export function joinBattle(request: { id: number; seat: number; client_seed: string }): Promise<BattleActionResponse> {
  return apiPost('/api/battles/join', request, battleActionResponse, { fallbackKey: 'battles_error.join' });
}

/** `POST /api/battles/callBots {id}`: the creator fills every empty seat with the house's bots. */
export function callBattleBots(id: number): Promise<BattleActionResponse> {
  return apiPost('/api/battles/callBots', { id }, battleActionResponse, { fallbackKey: 'battles_error.call_bots' });
}

/** `POST /api/battles/leave {id}`: refunded; the creator's leave cancels the battle. */
export function leaveBattle(id: number) {
  return apiPost('/api/battles/leave', { id }, battleLeaveResponse, { fallbackKey: 'battles_error.leave' });
}
