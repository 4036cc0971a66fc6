import { msToReach } from '@skinbet/shared/fairness/crash';
import { centsToAmount } from '@skinbet/shared/money';
import type { crashInitPayload } from '@skinbet/shared/events';
import { CRASH_MACHINE, type CrashLimits } from '@skinbet/shared/games/crash.machine';
import { isSecretPublic } from '@skinbet/shared/games/round-machine';
import type {
  CrashBetDto,
  CrashGameDto,
  CrashHistoryEntry,
  CrashLimitsDto,
} from '@skinbet/shared/schemas/crash.schemas';
import type { z } from 'zod';
import type { CrashRoundRow } from './crash.repository';

export type CrashInitPayload = z.infer<typeof crashInitPayload>;

/** Hundredths → the wire's two-decimal number (280 → 2.8). */
export const multiplierOnWire = (hundredths: number) => hundredths / 100;

const iso = (epochMs: number | null) => (epochMs === null ? null : new Date(epochMs).toISOString());

/** A round has ended (crashed or voided): only then are its secret and crash point public (CRASH_MACHINE). */
export const hasEnded = (round: Pick<CrashRoundRow, 'phase'>) => isSecretPublic(CRASH_MACHINE, round.phase);

/** The per-bet limits as `/api/getConfig` publishes them, in currency units. */
export function presentLimits(limits: CrashLimits): CrashLimitsDto {
  return { max_bet: centsToAmount(limits.maxBetCents), max_win: centsToAmount(limits.maxWinCents) };
}

export function presentHistory(rows: Array<{ id: number; crashPoint: number }>): CrashHistoryEntry[] {
  return rows.map((row) => ({ id: row.id, multiplier: multiplierOnWire(row.crashPoint) }));
}

/** Cents are summed exactly: wire amounts have two decimals, so ×100 and rounding is lossless. */
function totalBank(bets: CrashBetDto[]): number {
  return centsToAmount(bets.reduce((sum, bet) => sum + Math.round(bet.bank * 100), 0));
}

/**
 * `/api/crash/getGame`: the secret and the day of the month once the round has ended, the
 * multiplier only once it crashed (a voided round has none, but reveals its secret).
 */
export function presentGame(round: CrashRoundRow, anchor: string, bets: CrashBetDto[]): CrashGameDto {
  const ended = hasEnded(round);
  return {
    id: round.id,
    phase: round.phase,
    public_hash: round.publicHash,
    secret_hash: ended ? round.secretHash : null,
    day_of_month: ended ? round.dayOfMonth : null,
    multiplier: round.phase === 'crashed' ? multiplierOnWire(round.crashPoint) : null,
    chain: { id: round.chainId, anchor, round: round.chainRound },
    created_at: iso(round.createdAt)!,
    started_at: iso(round.startedAt),
    ended_at: iso(round.endedAt),
    total_bank: totalBank(bets),
    bets,
  };
}

/**
 * `crashInit`, the snapshot a joiner starts from: the countdown while waiting, the elapsed time
 * while running (clients draw the curve from it), the crash point only after the crash.
 */
export function presentInit(
  round: CrashRoundRow,
  nowMs: number,
  bets: CrashBetDto[],
  history: CrashHistoryEntry[],
): CrashInitPayload {
  const crashed = round.phase === 'crashed';
  return {
    roundId: round.id,
    phase: round.phase,
    publicHash: round.publicHash,
    serverTime: nowMs,
    countdownMs: round.phase === 'waiting' ? Math.max(0, round.bettingEndsAt - nowMs) : null,
    elapsedMs:
      round.phase === 'running' && round.startedAt !== null
        ? Math.max(0, nowMs - round.startedAt)
        : crashed
          ? msToReach(round.crashPoint)
          : null,
    multiplier: crashed ? multiplierOnWire(round.crashPoint) : null,
    bets,
    history,
  };
}
