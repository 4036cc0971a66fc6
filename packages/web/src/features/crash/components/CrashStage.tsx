import { useEffect, useRef } from 'react';
import { crashStage } from '@skinbet/shared/games/crash.machine';
import { useI18n } from '../../../lib/i18n';
import { countdownLeftMs, displayedMultiplier, isLagging, runElapsedMs, type CrashState } from '../crash-state';
import { useCrashStore } from '../hooks/crash-store';
import { useReducedMotion } from '../../../lib/use-reduced-motion';
import { countdownText, formatMultiplier } from '../format';
import { drawCrashFrame } from './crash-draw';
import styles from './CrashStage.module.css';

/** Text written straight into the DOM from the animation loop, only when it changed. */
function setText(element: HTMLElement | null, text: string): void {
  if (element && element.textContent !== text) element.textContent = text;
}

/**
 * The game widget (docs/product/screens.md "Crash"): the curve on a <canvas> drawn every animation
 * frame from the store (no React render per frame), with the big multiplier, countdown and lag
 * indicator as text on top. The loop stops while the tab is hidden or the widget is scrolled out
 * of view, follows the box's size and the screen's pixel ratio, and drops the animated flourishes
 * under reduced motion.
 */
export function CrashStage() {
  const { t } = useI18n('crash');
  const phase = useCrashStore((state) => state.phase);
  const crashPoint = useCrashStore((state) => state.crashPoint);
  const reducedMotion = useReducedMotion();
  const rootRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const multiplierRef = useRef<HTMLSpanElement>(null);
  const countdownRef = useRef<HTMLSpanElement>(null);
  const lagRef = useRef<HTMLParagraphElement>(null);
  const ringRef = useRef<SVGCircleElement>(null);

  // Restarted when the phase changes: the new phase's text elements are filled at once.
  useEffect(() => {
    const root = rootRef.current;
    const canvas = canvasRef.current;
    const ctx = canvas?.getContext('2d');
    if (!root || !canvas || !ctx) return;
    let frameId = 0;
    let onScreen = true;
    const size = { width: 0, height: 0, ratio: 0 };

    const resize = () => {
      const ratio = window.devicePixelRatio || 1;
      size.width = canvas.clientWidth;
      size.height = canvas.clientHeight;
      size.ratio = ratio;
      canvas.width = Math.max(1, Math.round(size.width * ratio));
      canvas.height = Math.max(1, Math.round(size.height * ratio));
      ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
    };

    const paint = (time: number) => {
      // Browser zoom changes the pixel ratio without resizing the box.
      if (size.ratio !== (window.devicePixelRatio || 1)) resize();
      const state: CrashState = useCrashStore.getState();
      const now = Date.now();
      const multiplier = displayedMultiplier(state, now);
      const stage = crashStage(multiplier);
      const left = countdownLeftMs(state, now);
      drawCrashFrame(ctx, size.width, size.height, {
        phase: state.phase,
        multiplier,
        stage,
        elapsedMs: runElapsedMs(state, now),
        reducedMotion,
        time,
      });
      setText(multiplierRef.current, formatMultiplier(multiplier));
      if (left !== null) {
        setText(countdownRef.current, countdownText(left));
        const ringOffset = (1 - Math.min(1, left / Math.max(1, state.countdownTotalMs))).toFixed(3);
        if (ringRef.current && ringRef.current.style.strokeDashoffset !== ringOffset) {
          ringRef.current.style.strokeDashoffset = ringOffset;
        }
      }
      if (root.dataset.stage !== String(stage)) root.dataset.stage = String(stage);
      if (lagRef.current) lagRef.current.hidden = !isLagging(state, now);
    };

    const tick = (time: number) => {
      frameId = requestAnimationFrame(tick);
      paint(time);
    };
    const schedule = () => {
      const run = onScreen && document.visibilityState === 'visible';
      if (run && frameId === 0) frameId = requestAnimationFrame(tick);
      if (!run && frameId !== 0) {
        cancelAnimationFrame(frameId);
        frameId = 0;
      }
    };

    const resizeObserver = new ResizeObserver(() => {
      resize();
      paint(performance.now());
    });
    resizeObserver.observe(canvas);
    const viewObserver = new IntersectionObserver((entries) => {
      onScreen = entries.some((entry) => entry.isIntersecting);
      schedule();
    });
    viewObserver.observe(root);
    document.addEventListener('visibilitychange', schedule);
    resize();
    // Paint once now: the texts of a new phase must not wait for a frame that may never come (hidden tab).
    paint(performance.now());
    schedule();
    return () => {
      cancelAnimationFrame(frameId);
      resizeObserver.disconnect();
      viewObserver.disconnect();
      document.removeEventListener('visibilitychange', schedule);
    };
  }, [reducedMotion, phase]);

  return (
    <div ref={rootRef} className={styles.stage} data-testid="crash-canvas-box" data-stage="0">
      <canvas ref={canvasRef} className={styles.canvas} data-testid="crash-canvas" aria-hidden="true" />
      <div className={styles.overlay} data-testid="crash-phase" data-phase={phase ?? 'connecting'}>
        {phase === null && <p className={styles.caption}>{t('crash.stage.connecting')}</p>}
        {phase === 'waiting' && (
          <>
            <p className={styles.caption}>{t('crash.stage.next_round')}</p>
            <div className={styles.ring}>
              {/* The time left as a closing ring: with pathLength 1 the dash offset is the share gone. */}
              <svg className={styles.ringArt} viewBox="0 0 100 100" aria-hidden="true">
                <circle className={styles.ringTrack} cx="50" cy="50" r="45" />
                <circle
                  ref={ringRef}
                  className={styles.ringProgress}
                  cx="50"
                  cy="50"
                  r="45"
                  pathLength={1}
                  transform="rotate(-90 50 50)"
                />
              </svg>
              <p className={styles.countdown}>
                <span ref={countdownRef} data-testid="crash-countdown" />
                <span className={styles.unit}>{t('crash.stage.seconds')}</span>
              </p>
            </div>
            <p className={styles.hint}>{t('crash.stage.place_bets')}</p>
          </>
        )}
        {(phase === 'running' || phase === 'crashed') && (
          <>
            {phase === 'crashed' && <p className={styles.crashedCaption}>{t('crash.stage.crashed')}</p>}
            <span ref={multiplierRef} className={styles.multiplier} data-testid="crash-multiplier" />
          </>
        )}
        {phase === 'voided' && (
          <>
            <p className={styles.voided}>{t('crash.stage.voided')}</p>
            <p className={styles.hint}>{t('crash.stage.voided_hint')}</p>
          </>
        )}
        <p ref={lagRef} className={styles.lag} data-testid="crash-lag" hidden>
          {t('crash.stage.lag')}
        </p>
      </div>
      <p className="visually-hidden" aria-live="polite">
        {phase === 'running' && t('crash.stage.running_announce')}
        {phase === 'crashed' &&
          crashPoint !== null &&
          t('crash.stage.crashed_at', { multiplier: formatMultiplier(crashPoint) })}
        {phase === 'voided' && t('crash.stage.voided')}
      </p>
    </div>
  );
}
