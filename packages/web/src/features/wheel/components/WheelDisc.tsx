import { WHEEL_LAYOUT, wheelColour } from '@skinbet/shared/fairness/wheel';
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { playSound } from '../../../lib/sound';
import { useReducedMotion } from '../../../lib/use-reduced-motion';
import { rotationAt, segmentAtRotation, segmentPath, spinTarget, ticksBetween, type SpinTiming } from '../rotation';
import { shownSegment, type WheelLive } from '../wheel-state';
import styles from './WheelDisc.module.css';

const SIZE = 220;
const CENTRE = SIZE / 2;
const RADIUS = 104;
/** The 54 wedges never change: drawn once for every disc. */
const WEDGES = [...WHEEL_LAYOUT].map((_, segment) => ({
  segment,
  colour: wheelColour(segment),
  path: segmentPath(segment, RADIUS, CENTRE),
}));

const pageVisible = () => typeof document === 'undefined' || document.visibilityState === 'visible';

/**
 * The wheel (docs/games/wheel.md "Bets and items", "Numbers"): 54 wedges in the published order
 * under a fixed pointer at the top. When a spin starts it turns from wherever it rests by 3 full
 * turns plus what brings the server's segment under the pointer, 4° into it, easing out over the
 * spin's time left (8 s, or less for a page that joined mid-spin), with a tick sound every 12°.
 * With reduced motion it goes straight to the result. The angle is written to the rotor's style on
 * each animation frame, so React does not re-render per frame. `data-segment` is the server's
 * segment; `data-landed-segment` is read back from the angle the disc stopped at.
 */
export function WheelDisc({ round, children }: { round: WheelLive; children: ReactNode }) {
  const reducedMotion = useReducedMotion();
  const segment = shownSegment(round);
  const rotor = useRef<HTMLDivElement>(null);
  /** The angle on screen now; it only grows, so every spin turns the same way. */
  const rotation = useRef(0);
  const spin = useRef<{ roundId: number; timing: SpinTiming } | null>(null);
  const [landed, setLanded] = useState<{ roundId: number; segment: number; rotation: number } | null>(null);
  const [spinning, setSpinning] = useState(false);
  const spun = round.phase === 'spinning' || round.phase === 'finished';
  const { spinEndsAt } = round;

  // Before paint, so a page that opens after a spin never shows a frame of the disc elsewhere.
  useLayoutEffect(() => {
    const element = rotor.current;
    if (!element || segment === null) return;
    const now = Date.now();
    const animate = spun && !reducedMotion && spinEndsAt !== null && spinEndsAt > now;
    let timing: SpinTiming;
    if (animate) {
      if (spin.current?.roundId !== round.id) {
        const from = rotation.current;
        spin.current = {
          roundId: round.id,
          timing: { from, to: spinTarget(from, segment), startedAt: now, endsAt: spinEndsAt },
        };
      }
      timing = spin.current.timing;
    } else {
      // At rest (between spins, after one, or without motion): on the segment, moved forwards if needed.
      const from = rotation.current;
      const to = segmentAtRotation(from) === segment ? from : spinTarget(from, segment, 0);
      timing = { from: to, to, startedAt: now, endsAt: now };
    }

    let frame = 0;
    const draw = () => {
      const time = Date.now();
      const previous = rotation.current;
      const current = rotationAt(timing, time);
      rotation.current = current;
      element.style.transform = `rotate(${current}deg)`;
      // One tick per frame at most: a fast start must not stack dozens of clicks in one frame.
      if (animate && pageVisible() && ticksBetween(timing.from, previous, current) > 0) playSound('tick');
      if (time < timing.endsAt) {
        frame = requestAnimationFrame(draw);
      } else {
        setSpinning(false);
        setLanded({ roundId: round.id, segment: segmentAtRotation(current), rotation: current });
      }
    };
    setSpinning(animate);
    draw();
    return () => cancelAnimationFrame(frame);
  }, [round.id, segment, spun, spinEndsAt, reducedMotion]);

  // The landing is reported for this round's own spin only, not for the last round's rest.
  const stopped = spun && !spinning && landed !== null && landed.roundId === round.id;
  return (
    <div
      className={styles.wheel}
      data-testid="wheel-disc"
      data-round-id={round.id}
      data-segment={segment ?? undefined}
      data-state={spinning ? 'spinning' : 'stopped'}
      data-landed-segment={stopped ? landed.segment : undefined}
      data-rotation={stopped ? landed.rotation : undefined}
    >
      {/* The turned square's corners would stick out of the page: the round clip keeps them in. */}
      <div className={styles.clip}>
        <div ref={rotor} className={styles.rotor} data-testid="wheel-rotor">
          <svg viewBox={`0 0 ${SIZE} ${SIZE}`} className={styles.svg} aria-hidden="true" focusable="false">
            <circle cx={CENTRE} cy={CENTRE} r={RADIUS + 4} className={styles.rim} />
            {WEDGES.map((wedge) => (
              <path key={wedge.segment} d={wedge.path} className={styles[wedge.colour]} data-segment={wedge.segment} />
            ))}
            <circle cx={CENTRE} cy={CENTRE} r={RADIUS * 0.62} className={styles.inner} />
          </svg>
        </div>
      </div>
      <span className={styles.pointer} aria-hidden="true" />
      <div className={styles.hub}>{children}</div>
    </div>
  );
}
