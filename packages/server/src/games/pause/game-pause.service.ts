import { GAMES, type Game } from '@skinbet/shared/games/registry';
import type { Database, Executor } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { recordAudit } from '../../modules/site/audit/audit.service';
import { readSetting, writeSetting } from '../../modules/site/settings';
import { lockRoundCreation } from '../../platform/leader/creation-lock.repository';
import type { Emitter } from '../../realtime/emitter';

/**
 * A game's pause as stored (app_settings `game_paused:<game>`): who paused it and when; `false`
 * (or no row) while it runs. Stored in the database so every node, and a leader after a restart, agrees.
 */
export interface GamePause {
  at: string;
  by: number;
}

const pauseKey = (game: Game) => `game_paused:${game}`;

/** Thrown by a round game's `open` when the game is paused: the engine waits instead of opening. */
export class GamePausedError extends Error {
  constructor(readonly game: Game) {
    super(`${game} is paused`);
  }
}

/** The game's pause, read fresh (no cache: the engine and an opening must see a pause at once). */
export async function readGamePause(db: Executor, game: Game): Promise<GamePause | undefined> {
  const value = await readSetting<GamePause | false>(db, pauseKey(game));
  return value || undefined;
}

export const isGamePaused = async (db: Executor, game: Game): Promise<boolean> =>
  (await readGamePause(db, game)) !== undefined;

export type GamePauses = ReturnType<typeof createGamePauses>;

/**
 * Pausing and resuming a game (docs/operations/console.md "Games"). A pause stops new rounds (the
 * round kernel refuses to open one, under the game's creation lock) and new case openings; it never
 * touches a round in play: that one finishes by its own rules, its outcome fixed by its secret.
 */
export function createGamePauses(deps: { db: Database; emitter: Emitter }) {
  const { db, emitter } = deps;

  async function set(actorId: number, game: Game, paused: boolean): Promise<void> {
    await inTransaction(db, async (tx, afterCommit) => {
      // The creation lock orders the switch with a round being opened: an open that saw the game
      // running commits first; every later one sees the pause.
      await lockRoundCreation(tx, game);
      const before = await readGamePause(tx, game);
      const after: GamePause | false = paused ? (before ?? { at: new Date().toISOString(), by: actorId }) : false;
      await writeSetting(tx, pauseKey(game), after);
      await recordAudit(tx, {
        actorId,
        action: paused ? 'games.pause' : 'games.resume',
        target: `game:${game}`,
        before: { paused: before !== undefined },
        after: { paused },
        details: { game },
      });
      afterCommit(() => emitter.toAll('gamePaused', { game, paused }));
    });
  }

  return {
    pause: (actorId: number, game: Game) => set(actorId, game, true),
    resume: (actorId: number, game: Game) => set(actorId, game, false),
    read: (game: Game) => readGamePause(db, game),
    /** The games paused now, in registry order (`getConfig`'s `paused_games`). */
    async pausedGames(): Promise<Game[]> {
      const states = await Promise.all(GAMES.map((game) => isGamePaused(db, game)));
      return GAMES.filter((_, index) => states[index]);
    },
  };
}
