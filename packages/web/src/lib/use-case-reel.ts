import { useLayoutEffect, useMemo, useRef } from 'react';
import { buildCaseStrip, caseReelPositionAt, caseReelStop, type CaseReelShape } from './case-reel';
import { slotAt, type SpinTiming } from './reel-motion';
import { playSound } from './sound';

/** What a case reel's card shows: a case item (its ticket range places it in the odds table). */
export interface CaseReelEntry {
  id: number;
  name: string;
  image: string;
  rarity_color: string;
  tickets: { from: number; to: number };
}

/** Ticks no closer than this, so the fast start is a rattle rather than a buzz. */
const TICK_GAP_MS = 60;

interface CaseReelSpin {
  /** The case's items (its odds table, in published order); empty while unknown: the strip is the won item alone. */
  items: readonly CaseReelEntry[];
  won: Omit<CaseReelEntry, 'tickets'>;
  /** The won ticket: the won item's place in the odds table. */
  ticket: number;
  /** Fixes the strip and the stop. */
  seed: number;
  timing: SpinTiming | null;
  /** Several reels spin together: only one ticks, so they do not rattle several times over. */
  muted: boolean;
}

/**
 * Runs a case reel (lib/case-reel) on the list element `track` returns: its position goes to the
 * CSS variable `--position` on every animation frame, so React does not re-render per frame, and a
 * tick sounds as each card passes the marker. Without timing (reduced motion, a spin not seen) it
 * is drawn at the stop straight away. The caller lays out the strip (horizontal, vertical) and
 * starts the track at `--position: reel.startPosition`.
 */
export function useCaseReel(reel: CaseReelShape, { items, won, ticket, seed, timing, muted }: CaseReelSpin) {
  const winner = useMemo<CaseReelEntry>(() => ({ ...won, tickets: { from: ticket, to: ticket } }), [won, ticket]);
  const strip = useMemo(() => buildCaseStrip(reel, items, winner, seed), [reel, items, winner, seed]);
  const stop = useMemo(() => caseReelStop(reel, seed), [reel, seed]);
  const track = useRef<HTMLOListElement>(null);

  // Before paint, so a reel drawn at its stop never shows a frame of its start.
  useLayoutEffect(() => {
    const element = track.current;
    if (!element) return;
    let frame = 0;
    let lastSlot = slotAt(reel.startPosition);
    let lastTick = 0;
    const draw = () => {
      const now = Date.now();
      const position = caseReelPositionAt(reel, now, timing, stop);
      element.style.setProperty('--position', String(position));
      const slot = slotAt(position);
      if (timing && !muted && slot !== lastSlot && now - lastTick >= TICK_GAP_MS) {
        playSound('click');
        lastTick = now;
      }
      lastSlot = slot;
      if (timing && now < timing.endsAt) frame = requestAnimationFrame(draw);
    };
    draw();
    return () => cancelAnimationFrame(frame);
  }, [reel, timing, stop, muted]);

  return { strip, track };
}
