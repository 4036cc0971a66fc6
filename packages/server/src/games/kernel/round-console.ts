import type {
  AdminRoundDetailResponse,
  AdminRoundDto,
  AdminRoundsResponse,
} from '@skinbet/shared/schemas/admin-games.schemas';
import { ADMIN_ROUNDS_PAGE_SIZE } from '@skinbet/shared/schemas/admin-games.schemas';
import type { RoundKernel } from './round-kernel';
import type { RoundsTable, StoredRound } from './rounds-table.repository';

/**
 * What the operator console reads and does on a round game (docs/operations/console.md "Games"):
 * the round in play, the round browser, one round as the public verifier loads it, and the void.
 * Built once from the game's kernel (`roundConsole`), so every round game has it the same way.
 */
export interface RoundConsole {
  current(): Promise<AdminRoundDto | null>;
  page(before?: number): Promise<AdminRoundsResponse>;
  detail(id: number): Promise<AdminRoundDetailResponse>;
  /** The game's own void rule (round-kernel.ts `voidCurrent`): only that round, only before its outcome exists. */
  voidRound(actorId: number, reason: string, roundId: number): Promise<{ id: number }>;
  /** Wakes this node's engine (a resume here opens the next round at once instead of at its next look). */
  wake(): void;
}

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/**
 * A round game's console from its kernel: rows show the secret only once the machine made it
 * public (`kernel.reveal`), never for a round still running.
 */
export function roundConsole<P extends string, T extends RoundsTable, R extends StoredRound<P>>(
  kernel: RoundKernel<P, T, R>,
  game: {
    detail(id: number): Promise<AdminRoundDetailResponse>;
    voidCurrent(actorId: number, reason: string, roundId?: number): Promise<R>;
  },
): RoundConsole {
  const present = (round: R, voidReason: string | null): AdminRoundDto => ({
    id: round.id,
    phase: round.phase,
    public_hash: round.publicHash,
    secret: kernel.reveal(round),
    created_at: iso(round.createdAt)!,
    ended_at: iso(round.endedAt),
    voidable_phase: kernel.isVoidablePhase(round.phase),
    void_reason: voidReason,
  });
  return {
    async current() {
      const round = await kernel.findUnfinished();
      return round ? present(round, null) : null;
    },
    async page(before) {
      const { rows, nextBefore } = await kernel.page({
        limit: ADMIN_ROUNDS_PAGE_SIZE,
        ...(before === undefined ? {} : { before }),
      });
      return { rounds: rows.map((row) => present(row.round, row.voidReason)), next_before: nextBefore };
    },
    detail: (id) => game.detail(id),
    voidRound: (actorId, reason, roundId) => game.voidCurrent(actorId, reason, roundId),
    wake: () => kernel.announce(0),
  };
}
