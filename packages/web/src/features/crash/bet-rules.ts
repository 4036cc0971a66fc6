import {
  autoStopProblem,
  cappedPayout,
  CRASH,
  manualCapMultiplier,
  MANUAL_STOP,
  stakeProblem,
  type CrashLimits,
  type CrashPhase,
} from '@skinbet/shared/games/crash.machine';
import type { CrashBetDto, CrashLimitsDto } from '@skinbet/shared/schemas/crash.schemas';
import { toHundredths } from './crash-state';

/**
 * The client side of the crash bet rules (docs/games/crash.md "Rules"): the reasons the bet
 * button is disabled, in the order a player should fix them. The server checks every rule
 * again; this only explains early.
 */
export type BetBlocker =
  | 'sign_in'
  | 'maintenance'
  | 'offline'
  | 'not_waiting'
  | 'no_multiplier'
  | 'target_forbidden'
  | 'target_invalid'
  | 'no_items'
  | 'too_many_items'
  | 'editing'
  | 'pending'
  | 'max_bets'
  | 'one_manual'
  | 'same_multiplier'
  | 'max_bet'
  | 'max_win';

export interface BetFormState {
  signedIn: boolean;
  maintenance: boolean;
  connected: boolean;
  phase: CrashPhase | null;
  /** Ms left to bet; betting is over at 0 even before the run starts. */
  countdownLeftMs: number | null;
  /** Chosen stop in hundredths (0 = manual), or null when none is chosen or the typed value is unreadable. */
  choice: number | null;
  selectedCount: number;
  /** The player is editing the presets. */
  editing: boolean;
  /** A bet was sent and its answer has not arrived. */
  pending: boolean;
  /** The player's bets in this round. */
  ownBets: readonly Pick<CrashBetDto, 'autoWithdraw'>[];
  /** The selected skins' value (currency units). */
  stake: number;
  /** The published per-bet limits (`/api/getConfig`), null until they are loaded. */
  limits: CrashLimits | null;
}

const toCents = (amount: number) => Math.round(amount * 100);

/** `/api/getConfig` → `crash` in cents, as the rules compare them. */
export function limitsOf(dto: CrashLimitsDto): CrashLimits {
  return { maxBetCents: toCents(dto.max_bet), maxWinCents: toCents(dto.max_win) };
}

export function betBlocker(form: BetFormState): BetBlocker | null {
  if (!form.signedIn) return 'sign_in';
  if (form.maintenance) return 'maintenance';
  if (!form.connected) return 'offline';
  if (form.phase !== 'waiting' || form.countdownLeftMs === 0) return 'not_waiting';
  if (form.choice === null) return 'no_multiplier';
  const problem = autoStopProblem(form.choice);
  if (problem) return problem;
  if (form.selectedCount === 0) return 'no_items';
  if (form.selectedCount > CRASH.maxItemsPerBet) return 'too_many_items';
  if (form.editing) return 'editing';
  if (form.pending) return 'pending';
  if (form.ownBets.length >= CRASH.maxBetsPerRound) return 'max_bets';
  const stops = form.ownBets.map((bet) => toHundredths(bet.autoWithdraw));
  if (form.choice === MANUAL_STOP && stops.includes(MANUAL_STOP)) return 'one_manual';
  // docs/games/crash.md "Rules": three bets per round "on different multipliers".
  if (stops.includes(form.choice)) return 'same_multiplier';
  return form.limits ? stakeProblem(toCents(form.stake), form.choice, form.limits) : null;
}

/** The translation key explaining a blocker (server keys where the server says the same). */
/** The values a blocker's text interpolates (only the item cap has one). */
export function blockerParams(blocker: BetBlocker): Record<string, number> | undefined {
  return blocker === 'too_many_items' ? { max: CRASH.maxItemsPerBet } : undefined;
}

export function blockerKey(blocker: BetBlocker): string {
  switch (blocker) {
    case 'target_forbidden':
    case 'target_invalid':
      return `crash_api.${blocker}`;
    case 'max_bets':
      return 'crash_api.max_bets';
    case 'one_manual':
      return 'crash_api.one_manual_bet';
    case 'same_multiplier':
    case 'max_bet':
    case 'max_win':
      return `crash_api.${blocker}`;
    default:
      return `crash.blocked.${blocker}`;
  }
}

/** The player's bet that the Take button stops: manual, still in play, not yet taken (docs/games/crash.md "States"). */
export function takeableBet(ownBets: readonly CrashBetDto[]): CrashBetDto | null {
  return (
    ownBets.find(
      (bet) => toHundredths(bet.autoWithdraw) === MANUAL_STOP && bet.is_win === 0 && bet.multiplier === null,
    ) ?? null
  );
}

/**
 * What taking now would pay: bank × multiplier, rounded down to the cent (wire units), and at most
 * the max win when it is given.
 */
export function takePayout(bank: number, multiplierHundredths: number, maxWin: number | null = null): number {
  const maxWinCents = maxWin === null ? Number.MAX_SAFE_INTEGER : toCents(maxWin);
  return cappedPayout(toCents(bank), multiplierHundredths, maxWinCents) / 100;
}

/**
 * What Take stamps and pays now: the live multiplier, or the one where the bet's win reached the
 * max win — a manual bet stops by itself there (docs/games/crash.md "Numbers"). Hundredths; wire
 * units.
 */
export function takeOffer(
  bank: number,
  multiplierHundredths: number,
  maxWin: number | null,
): { multiplier: number; payout: number } {
  const cap = maxWin === null ? multiplierHundredths : manualCapMultiplier(toCents(bank), toCents(maxWin));
  const multiplier = Math.min(multiplierHundredths, cap);
  return { multiplier, payout: takePayout(bank, multiplier, maxWin) };
}
