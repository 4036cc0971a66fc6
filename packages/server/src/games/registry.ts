import type { Game } from '@skinbet/shared/games/registry';
import type { AppConfig } from '../config';
import type { LeaderTask } from '../platform/leader/leader-tasks';
import type { ConnectionHandler } from '../realtime/io';
import { battlesGame } from './battles/battles.game';
import { casesGame } from './cases/cases.game';
import { crashGame } from './crash/crash.game';
import type { BuiltGame, GameDeps, GameDescriptor, GameHistoryDetails, GameSocketDeps } from './game-descriptor';
import { jackpotGame } from './jackpot/jackpot.game';
import { wheelGame } from './wheel/wheel.game';

/**
 * Every game the server runs, one line each (docs/architecture/adding-a-game.md "Steps"), in the
 * order of the shared registry (packages/shared/src/games/registry.ts): services, routes, sockets,
 * leader timers and history details are all read from here.
 */
export const GAME_DESCRIPTORS = [crashGame, jackpotGame, wheelGame, casesGame, battlesGame] as const;

/** Every game of the shared registry has its descriptor here: else this line does not compile. */
const everyGameDescribed: Exclude<Game, (typeof GAME_DESCRIPTORS)[number]['id']> extends never ? true : never = true;
void everyGameDescribed;

type ServicesOf<D> = D extends GameDescriptor<infer S> ? S : never;
type Intersection<U> = (U extends unknown ? (part: U) => void : never) extends (whole: infer I) => void ? I : never;

/** Every game's services, by name (`crashRounds`, `wheelBets`, `cases` …). */
export type GameServices = Intersection<ServicesOf<(typeof GAME_DESCRIPTORS)[number]>>;

/** The games built for this process: their services merged, and each game to wire into the app. */
export interface Games {
  services: GameServices;
  built: BuiltGame<object>[];
}

/** Builds every game once, in registry order. */
export function createGames(deps: GameDeps): Games {
  const built = GAME_DESCRIPTORS.map((game: GameDescriptor<object>) => game.create(deps));
  return { services: Object.assign({}, ...built.map((game) => game.services)) as GameServices, built };
}

/** Each game's routes, as route plugins for the app (in registry order). */
export const gameRoutes = (games: BuiltGame<object>[]) => games.map((game) => game.routes.bind(game));

/** Each game's socket entry points, in registry order. */
export const gameSockets = (games: BuiltGame<object>[], deps: GameSocketDeps): ConnectionHandler[] =>
  games.flatMap((game) => game.sockets(deps));

/** The leader timers of the games that have one (played in rounds and switched on). */
export const gameLeaderTasks = (games: BuiltGame<object>[]): LeaderTask[] =>
  games.flatMap((game) => game.leaderTask() ?? []);

const byId = new Map<string, GameDescriptor<object>>(GAME_DESCRIPTORS.map((game) => [game.id, game]));

/**
 * The house edge a settled wager's game publishes (basis points; null for a game with none or an
 * unknown game): referral earnings and the GGR report read it.
 */
export const gameHouseEdge =
  (config: AppConfig) =>
  (game: string, multiplier: number | null): number | null =>
    byId.get(game)?.houseEdge(config, multiplier) ?? null;

/** Each game's history detail reader, for the games that add one to their rows. */
export const GAME_HISTORY_DETAILS: Partial<Record<Game, GameHistoryDetails>> = Object.fromEntries(
  GAME_DESCRIPTORS.flatMap((game: GameDescriptor<object>) =>
    game.historyDetails ? [[game.id, game.historyDetails] as const] : [],
  ),
);
