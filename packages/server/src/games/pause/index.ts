/**
 * The games' pause switch (docs/operations/console.md "Games"): what the round kernel, the cases
 * and the console's routes use of it.
 */
export { createGamePauses, GamePausedError, isGamePaused, type GamePause, type GamePauses } from './game-pause.service';
