import { JACKPOT } from '@skinbet/shared/games/jackpot.machine';
import type { JackpotStateDto } from '@skinbet/shared/schemas/jackpot.schemas';
import { useLayoutEffect, useMemo, useRef, type CSSProperties } from 'react';
import reelStrip from '../../../components/ReelStrip.module.css';
import { UserName } from '../../../components/UserName';
import { useI18n } from '../../../lib/i18n';
import { formatAmount } from '../../../lib/money';
import { usePassed } from '../../../lib/use-passed';
import { useReducedMotion } from '../../../lib/use-reduced-motion';
import type { JackpotLive } from '../jackpot-state';
import { formatChance } from '../jackpot-view';
import { buildReel, REEL_START_POSITION, reelPositionAt, reelStopPosition } from '../reel';
import styles from './Spinner.module.css';

type Winner = NonNullable<JackpotStateDto['winner']>;

/**
 * The avatar reel (docs/games/jackpot.md "Numbers"): the strip of `buildReel` slides under the
 * centre marker with cubic easing for the spin's duration and stops on the winner the server
 * named; then the winner's name, chance and the pot. The position is written to a CSS variable on
 * every animation frame, so React does not re-render per frame. A page that opens after the spin
 * shows the stopped reel.
 */
export function Reel({ round, winner }: { round: JackpotLive; winner: Winner }) {
  const { t } = useI18n('jackpot');
  const reducedMotion = useReducedMotion();
  const strip = useMemo(() => buildReel(round.participants, winner, round.id), [round.participants, winner, round.id]);
  const stop = useMemo(() => reelStopPosition(round.id), [round.id]);
  const startedAt = reducedMotion ? null : round.spinStartedAt;
  const endsAt = reducedMotion ? null : round.spinEndsAt;
  const stopped = usePassed(startedAt === null ? null : endsAt);
  const track = useRef<HTMLOListElement>(null);

  // Before paint, so a page that opens after the spin never shows a frame of the reel at its start.
  useLayoutEffect(() => {
    const element = track.current;
    if (!element) return;
    const timing = startedAt !== null && endsAt !== null ? { startedAt, endsAt } : null;
    let frame = 0;
    const draw = () => {
      const time = Date.now();
      element.style.setProperty('--position', String(reelPositionAt(time, timing, stop)));
      if (timing && time < timing.endsAt) frame = requestAnimationFrame(draw);
    };
    draw();
    return () => cancelAnimationFrame(frame);
  }, [startedAt, endsAt, stop]);

  return (
    <section
      className={styles.spinner}
      aria-labelledby="jackpot-reel-title"
      data-testid="jackpot-reel"
      data-state={stopped ? 'stopped' : 'spinning'}
      data-winner-id={winner.id}
    >
      <h2 id="jackpot-reel-title" className={styles.title}>
        {t('jackpot.spinner.reel')}
      </h2>
      <div className={styles.viewport}>
        <ol
          ref={track}
          className={reelStrip.track}
          style={{ '--position': REEL_START_POSITION } as CSSProperties}
          aria-hidden="true"
        >
          {strip.map((player, index) => (
            <li
              key={index}
              className={styles.slot}
              data-testid="jackpot-reel-entry"
              data-index={index}
              data-user-id={player.id}
              data-landed={(stopped && index === JACKPOT.reel.winnerIndex) || undefined}
            >
              <img className={styles.reelAvatar} src={player.avatar} alt="" draggable={false} />
            </li>
          ))}
        </ol>
        <span className={reelStrip.marker} data-testid="jackpot-reel-marker" aria-hidden="true" />
      </div>
      {stopped ? (
        <div className={styles.winner} data-testid="jackpot-winner" data-user-id={winner.id} aria-live="polite">
          <img className={styles.winnerAvatar} src={winner.avatar} alt="" width={40} height={40} />
          <div className={styles.winnerText}>
            <span className={styles.label}>{t('jackpot.spinner.winner')}</span>
            <UserName name={winner.username} demo={winner.is_demo} className={styles.winnerName} />
          </div>
          <dl className={styles.winnerFacts}>
            <div>
              <dt>{t('jackpot.spinner.chance')}</dt>
              <dd>{formatChance(winner.chance)}</dd>
            </div>
            <div>
              <dt>{t('jackpot.spinner.pot')}</dt>
              <dd className={styles.money}>{formatAmount(round.totalBank)}</dd>
            </div>
            {winner.win !== null && (
              <div>
                <dt>{t('jackpot.spinner.won')}</dt>
                <dd className={styles.money}>{formatAmount(winner.win)}</dd>
              </div>
            )}
          </dl>
        </div>
      ) : (
        <p className={styles.drawing} role="status">
          {t('jackpot.spinner.drawing')}
        </p>
      )}
    </section>
  );
}
