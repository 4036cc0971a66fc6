import { GAME_REGISTRY, type Game, type RoundGame } from '@skinbet/shared/games/registry';
import {
  ADMIN_ROUNDS_PAGE_SIZE,
  type AdminDrawDto,
  type AdminGamesStateResponse,
  type AdminRoundsResponse,
} from '@skinbet/shared/schemas/admin-games.schemas';
import type { Database } from '../../db/client';
import { ApiError } from '../../http/api-error';
import type { BuiltGame } from '../game-descriptor';
import type { RoundConsole } from '../kernel';
import type { GamePauses } from '../pause';
import { selectBonusDraws, selectGiveawayDraws } from './draws.repository';

export type GamesConsole = ReturnType<typeof createGamesConsole>;

/**
 * The console's Games area (docs/operations/console.md "Games"), read from the games' registry
 * lines (`BuiltGame.console`): a new game gets its state, pause, limits and — played in rounds —
 * its round browser and void from its descriptor alone.
 */
export function createGamesConsole(deps: {
  db: Database;
  games: BuiltGame<object>[];
  pauses: GamePauses;
  isMaintenance: () => Promise<boolean>;
}) {
  const byId = new Map(deps.games.map((game) => [game.id, game]));

  function roundsOf(game: RoundGame): RoundConsole {
    const rounds = byId.get(game)?.console.rounds;
    // The schema admits round games only; a round game without a console is a wiring bug.
    if (!rounds) throw new Error(`${game} has no round console`);
    return rounds;
  }

  return {
    async state(): Promise<AdminGamesStateResponse> {
      const games = await Promise.all(
        deps.games.map(async (game) => {
          const [pause, current] = await Promise.all([
            deps.pauses.read(game.id),
            game.console.rounds?.current() ?? Promise.resolve(null),
          ]);
          return {
            game: game.id,
            paused: pause !== undefined,
            paused_at: pause?.at ?? null,
            rounds: GAME_REGISTRY[game.id].rounds,
            current,
            limits: game.console.limits,
          };
        }),
      );
      return { games, maintenance: await deps.isMaintenance() };
    },

    pause: (actorId: number, game: Game) => deps.pauses.pause(actorId, game),
    async resume(actorId: number, game: Game): Promise<void> {
      await deps.pauses.resume(actorId, game);
      // An engine on this node looks at once; one on another node within its look interval.
      byId.get(game)?.console.rounds?.wake();
    },

    rounds: (game: RoundGame, before?: number): Promise<AdminRoundsResponse> => roundsOf(game).page(before),

    async round(game: RoundGame, id: number) {
      try {
        return await roundsOf(game).detail(id);
      } catch (error) {
        // Each game answers its own "not found" key; the console speaks one.
        if (error instanceof ApiError && error.statusCode === 404)
          throw new ApiError('admin_games_api.round_not_found', 404);
        throw error;
      }
    },

    voidRound: (actorId: number, game: RoundGame, roundId: number, reason: string) =>
      roundsOf(game).voidRound(actorId, reason, roundId),

    /**
     * Giveaway or jackpot-bonus draws, newest first, with what re-verifies each; the secret only
     * once drawn (docs/fairness/formulas.md "Giveaway", "Jackpot bonus").
     */
    async draws(kind: 'giveaway' | 'bonus', before?: number) {
      const page = { limit: ADMIN_ROUNDS_PAGE_SIZE, ...(before === undefined ? {} : { beforeId: before }) };
      const iso = (date: Date | null) => date?.toISOString() ?? null;
      const draws: AdminDrawDto[] =
        kind === 'giveaway'
          ? (await selectGiveawayDraws(deps.db, page)).map((row) => ({
              id: row.id,
              kind,
              status: row.status,
              public_hash: row.publicHash,
              secret: row.status === 'finished' ? row.secretHash : null,
              ends_at: row.endsAt.toISOString(),
              drawn_at: iso(row.finishedAt),
              participants: row.participantsCount,
              winner_index: row.winnerIndex,
              eligible_user_ids: null,
              winner_user_ids: row.winnerUserId === null ? [] : [row.winnerUserId],
            }))
          : (await selectBonusDraws(deps.db, page)).map((row) => ({
              id: row.id,
              kind,
              status: row.status,
              public_hash: row.publicHash,
              secret: row.status === 'drawn' ? row.secretHash : null,
              ends_at: row.endsAt.toISOString(),
              drawn_at: iso(row.drawnAt),
              participants: null,
              winner_index: null,
              eligible_user_ids: row.eligibleUserIds ?? null,
              winner_user_ids: [...(row.winners ?? [])]
                .sort((a, b) => a.place - b.place)
                .map((winner) => winner.userId),
            }));
      return { draws, next_before: draws.length === page.limit ? draws.at(-1)!.id : null };
    },
  };
}
