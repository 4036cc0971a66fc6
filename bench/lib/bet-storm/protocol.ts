import type { PlannedBet } from './plan';

/** Messages between the bench and the reference (`reference/bare-bets.ts`) over IPC. */
export type ReferenceCommand = { type: 'storm'; bets: PlannedBet[] } | { type: 'check' };

export type ReferenceReport =
  | { type: 'ready'; skinsPerPlayer: number }
  | { type: 'storm'; result: StormResult }
  | { type: 'checked'; zeroSum: boolean; transfers: number }
  | { type: 'error'; message: string };

/** One storm, measured where its requests are sent. */
export interface StormResult {
  /** Acknowledgement time of each accepted bet (send → answer), ms. */
  latenciesMs: number[];
  /** First send → last answer, ms. */
  spanMs: number;
  accepted: number;
  /** Refusals by key: a storm is expected to have none. */
  refused: Record<string, number>;
}
