import type { CaseLiveDropDto } from '@skinbet/shared/schemas/cases.schemas';

/**
 * The live-drop strip's rules (docs/games/cases.md "Numbers"): at most 10 drops kept, newest
 * first; while the player's own opening still spins, incoming drops wait 200 ms; and the
 * player's own drop waits until their reel has landed, so the strip never tells them what they
 * won before the reel does.
 */
export const LIVE_DROPS = { kept: 10, delayMs: 200 } as const;

/** Adds drops (oldest first) to the front of the list: newest first, each id once, at most `kept`. */
export function addDrops(
  list: readonly CaseLiveDropDto[],
  incoming: readonly CaseLiveDropDto[],
  kept: number = LIVE_DROPS.kept,
): CaseLiveDropDto[] {
  let next = [...list];
  for (const drop of incoming) next = [drop, ...next.filter((shown) => shown.id !== drop.id)];
  return next.slice(0, kept);
}

/** What becomes of an incoming drop: shown now, shown after the delay, or held until the reel lands. */
export type DropRoute = 'show' | 'delay' | 'hold';

export function routeDrop(drop: CaseLiveDropDto, state: { spinning: boolean; userId: number | undefined }): DropRoute {
  if (!state.spinning) return 'show';
  return drop.user.id === state.userId ? 'hold' : 'delay';
}
