import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { battleResponse, type BattleDto } from '@skinbet/shared/games/battles/battles.schemas';
import { crashGameSchema, fairnessChainsResponse } from '@skinbet/shared/schemas/crash.schemas';
import { jackpotGameSchema } from '@skinbet/shared/schemas/jackpot.schemas';
import { wheelGameSchema } from '@skinbet/shared/schemas/wheel.schemas';
import { ApiFailure, apiPost } from '../../../lib/api-client';

/** `/api/provably-fair/chains`: the published chain anchors, fixed before each chain's first round. */
export const fairnessChainsQuery = queryOptions({
  queryKey: ['fairness-chains'],
  queryFn: async ({ signal }) =>
    (
      await apiPost('/api/provably-fair/chains', {}, fairnessChainsResponse, {
        fallbackKey: 'fairness.load_failed',
        signal,
      })
    ).chains,
  meta: { errorKey: 'fairness.load_failed' },
});

/** Where a game's rounds are read from, and what a failed read says. */
interface RoundSource<S extends z.ZodType<{ ended_at: string | null }>> {
  /** The round page's cache key, so coming from there loads nothing twice. */
  key: string;
  path: string;
  schema: S;
  fallbackKey: string;
}

/** A game's `getGame {id}` for the verifier: the round, or null if there is none with that id. */
function roundByIdQuery<S extends z.ZodType<{ ended_at: string | null }>>(source: RoundSource<S>, id: number) {
  return queryOptions({
    queryKey: [source.key, id] as const,
    queryFn: async ({ signal }): Promise<z.infer<S> | null> => {
      try {
        return await apiPost(source.path, { id }, source.schema, { fallbackKey: source.fallbackKey, signal });
      } catch (error) {
        if (error instanceof ApiFailure && error.status === 404) return null;
        throw error;
      }
    },
    meta: { silent: true },
    // An ended round never changes again.
    staleTime: (query) => (query.state.data?.ended_at ? Infinity : 0),
  });
}

/** `/api/crash/getGame {id}`: the same cache entry as the round page's. */
export const roundQuery = (id: number) =>
  roundByIdQuery(
    {
      key: 'crash-game',
      path: '/api/crash/getGame',
      schema: crashGameSchema,
      fallbackKey: 'crash_error.load_game_info',
    },
    id,
  );

/** `/api/jackpot/getGame {id}`. */
export const jackpotRoundQuery = (id: number) =>
  roundByIdQuery(
    { key: 'jackpot-game', path: '/api/jackpot/getGame', schema: jackpotGameSchema, fallbackKey: 'jackpot_error.load' },
    id,
  );

/** `/api/wheel/getGame {id}`. */
export const wheelRoundQuery = (id: number) =>
  roundByIdQuery(
    { key: 'wheel-game', path: '/api/wheel/getGame', schema: wheelGameSchema, fallbackKey: 'wheel_error.load' },
    id,
  );

/**
 * `/api/battles/get {id}` for the verifier: the battle, or null if there is none with that id. Its
 * own cache key: the battle's page keeps its live copy apart.
 */
export const battleRoundQuery = (id: number) =>
  queryOptions({
    queryKey: ['fairness-battle', id] as const,
    queryFn: async ({ signal }): Promise<BattleDto | null> => {
      try {
        const answer = await apiPost('/api/battles/get', { id }, battleResponse, {
          fallbackKey: 'fairness.battles.load_failed',
          signal,
        });
        return answer.battle;
      } catch (error) {
        if (error instanceof ApiFailure && (error.status === 404 || error.key === 'battles_api.not_found')) return null;
        throw error;
      }
    },
    meta: { silent: true },
    // A finished or cancelled battle never changes again.
    staleTime: (query) =>
      query.state.data?.status === 'finished' || query.state.data?.status === 'cancelled' ? Infinity : 0,
  });
