import { useCallback, useEffect, useRef, useState } from 'react';
import { playSound } from '../../../lib/sound';
import { useReducedMotion } from '../../../lib/use-reduced-motion';
import type { LiveReveal } from '../battle-view';
import { battleSpinMs } from '../reel';

/**
 * The round being revealed live on the battle page: `onRound` (fed by useBattleLive) starts its
 * reels, which land after `battleSpinMs(roundMs)` (at once under reduced motion). Rounds revealed
 * before the page opened never pass through here, so they show landed.
 */
export function useRoundReveal(roundMs: number) {
  const reducedMotion = useReducedMotion();
  const [live, setLive] = useState<LiveReveal | null>(null);
  const roundMsRef = useRef(roundMs);
  useEffect(() => {
    roundMsRef.current = roundMs;
  }, [roundMs]);

  const onRound = useCallback(
    (round: number) => {
      const spinMs = reducedMotion ? 0 : battleSpinMs(roundMsRef.current);
      const now = Date.now();
      setLive({ round, timing: spinMs > 0 ? { startedAt: now, endsAt: now + spinMs } : null, landed: spinMs === 0 });
      if (spinMs > 0 && document.visibilityState === 'visible') playSound('spin');
    },
    [reducedMotion],
  );

  useEffect(() => {
    if (!live || live.landed || !live.timing) return;
    const timer = setTimeout(
      () => setLive((current) => (current?.round === live.round ? { ...current, landed: true } : current)),
      Math.max(0, live.timing.endsAt - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [live]);

  return { live, onRound };
}
