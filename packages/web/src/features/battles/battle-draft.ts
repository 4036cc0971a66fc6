import { BATTLE, battleSeatCount, type BattleMode } from '@skinbet/shared/games/battles/battles.machine';
import { battleClientSeedSchema } from '@skinbet/shared/games/battles/battles.schemas';
import { sumAmounts } from '../../lib/money';

/**
 * The create modal's draft (docs/games/battles.md "Screens"): the cases in round order (a case may
 * repeat), the mode, crazy, bots and the creator's seed. Every seat pays the sum of the cases'
 * prices; the modal shows it as the draft changes.
 */
export interface BattleDraft {
  /** Case ids in round order. */
  cases: readonly number[];
  mode: BattleMode;
  crazy: boolean;
  /** Fill the empty seats with the house's bots once the battle exists (`callBots`). */
  bots: boolean;
  clientSeed: string;
}

/** Adds one more of a case at the end (the last round); a full draft stays as it is. */
export function addDraftCase(cases: readonly number[], id: number): readonly number[] {
  return cases.length >= BATTLE.maxCases ? cases : [...cases, id];
}

/** Removes the case of round `index`. */
export function removeDraftRound(cases: readonly number[], index: number): readonly number[] {
  return cases.filter((_, round) => round !== index);
}

/** Removes one of a case: its last round. */
export function removeDraftCase(cases: readonly number[], id: number): readonly number[] {
  const last = cases.lastIndexOf(id);
  return last < 0 ? cases : removeDraftRound(cases, last);
}

/** How many rounds open this case. */
export function draftCount(cases: readonly number[], id: number): number {
  return cases.reduce((count, caseId) => count + (caseId === id ? 1 : 0), 0);
}

/** What every seat pays: the sum of the picked cases' prices (a case no longer listed counts 0, and the server refuses it). */
export function draftSeatCost(cases: readonly number[], prices: ReadonlyMap<number, number>): number {
  return sumAmounts(cases.map((id) => prices.get(id) ?? 0));
}

/** Every seat's cost together: the value at stake once the battle is full. */
export function draftTotal(seatCost: number, mode: BattleMode): number {
  return sumAmounts(Array.from({ length: battleSeatCount(mode) }, () => seatCost));
}

export function isValidBattleSeed(seed: string): boolean {
  return battleClientSeedSchema.safeParse(seed).success;
}

/** Why the draft cannot be created yet, the first reason only; null when it can. */
export type DraftBlocker = 'signed_out' | 'no_cases' | 'unknown_case' | 'seed' | 'balance' | null;

export function draftBlocker(
  draft: Pick<BattleDraft, 'cases' | 'clientSeed'>,
  context: { signedIn: boolean; balance: number; prices: ReadonlyMap<number, number> },
): DraftBlocker {
  if (!context.signedIn) return 'signed_out';
  if (draft.cases.length < BATTLE.minCases) return 'no_cases';
  if (draft.cases.some((id) => !context.prices.has(id))) return 'unknown_case';
  if (!isValidBattleSeed(draft.clientSeed)) return 'seed';
  if (Math.round(context.balance * 100) < Math.round(draftSeatCost(draft.cases, context.prices) * 100))
    return 'balance';
  return null;
}
