import { CRASH } from '@skinbet/shared/games/crash.machine';
import type { StormSettings } from './settings';

/** One bet of a storm: who places it, on which of their sockets, and where it stops (0 = manual). */
export interface PlannedBet {
  player: number;
  socket: number;
  /** Hundredths: 0 for a manual bet (taken at the start of the run), else an auto-stop. */
  target: number;
}

/**
 * Auto-stops the storm's bets use: a player's bets of one round are on different multipliers
 * (docs/games/crash.md "Rules").
 */
const AUTO_TARGETS = [125, 150, 200, 300, 500];

/**
 * The storms of one pass. The crash rules (docs/games/crash.md "Rules") cap a player at 3 bets a
 * round (one manual), so 1,000 bets from 100 players are 4 storms of 250 — one per round — at the
 * same rate (the whole storm is sent at once). Each round half the players place 3 bets (their
 * manual one among them) and half place 2, taking turns, so the manual bets are exactly `takeShare`
 * of all bets when it is 1/4 × 4/5 = 20 %. Bets are interleaved across players: the storm's order
 * is not one player's burst after another's.
 */
export function planStorms(settings: StormSettings, seed = 1): PlannedBet[][] {
  let state = seed;
  const random = () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
  const shuffle = <T>(values: T[]): T[] => {
    for (let index = values.length - 1; index > 0; index -= 1) {
      const other = Math.floor(random() * (index + 1));
      [values[index], values[other]] = [values[other]!, values[index]!];
    }
    return values;
  };
  const socketsOf = (player: number) => {
    const perPlayer = Math.floor(settings.sockets / settings.players);
    const extra = player < settings.sockets % settings.players ? 1 : 0;
    const first = player * perPlayer + Math.min(player, settings.sockets % settings.players);
    return Array.from({ length: perPlayer + extra }, (_, index) => first + index);
  };
  const manualTotal = Math.round(settings.bets * settings.takeShare);
  const storms: PlannedBet[][] = [];
  let placed = 0;
  let manualPlaced = 0;
  for (let round = 0; placed < settings.bets; round += 1) {
    const storm: PlannedBet[] = [];
    for (let player = 0; player < settings.players && placed + storm.length < settings.bets; player += 1) {
      const heavy = (player + round) % 2 === 0;
      const count = Math.min(
        heavy ? CRASH.maxBetsPerRound : CRASH.maxBetsPerRound - 1,
        settings.bets - placed - storm.length,
      );
      const sockets = socketsOf(player);
      const autos = shuffle([...AUTO_TARGETS]);
      const manual = heavy && manualPlaced < manualTotal;
      if (manual) manualPlaced += 1;
      for (let index = 0; index < count; index += 1) {
        const target = manual && index === 0 ? 0 : autos[index]!;
        storm.push({ player, socket: sockets[index % sockets.length]!, target });
      }
    }
    placed += storm.length;
    storms.push(shuffle(storm));
  }
  return storms;
}

/** The most bets one player places in a pass: the skins each needs (one per bet). */
export function betsPerPlayer(storms: PlannedBet[][], players: number): number[] {
  const counts = Array<number>(players).fill(0);
  for (const bet of storms.flat()) counts[bet.player]! += 1;
  return counts;
}
