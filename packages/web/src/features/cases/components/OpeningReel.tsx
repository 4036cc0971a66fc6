import type { CaseItemDto } from '@skinbet/shared/schemas/cases.schemas';
import type { InventoryItemDto } from '@skinbet/shared/schemas/items.schemas';
import { useLayoutEffect, useMemo, useRef, type CSSProperties } from 'react';
import { ItemImage } from '../../../components/ItemImage';
import reelStrip from '../../../components/ReelStrip.module.css';
import { useI18n } from '../../../lib/i18n';
import { playSound } from '../../../lib/sound';
import { weaponOf } from '../../../components/weapon-art';
import { slotAt, type SpinTiming } from '../../../lib/reel-motion';
import { buildCaseReel, CASE_REEL, reelPositionAt, reelStopPosition } from '../reel';
import styles from './OpeningReel.module.css';

/** What a reel card shows. */
interface ReelCard {
  id: number;
  name: string;
  image: string;
  rarity_color: string;
  tickets: { from: number; to: number };
}

/** Ticks no closer than this, so the fast start is a rattle rather than a buzz. */
const TICK_GAP_MS = 60;

interface OpeningReelProps {
  /** The case's contents in the table's published order: the other cards are drawn from them. */
  items: readonly CaseItemDto[];
  won: InventoryItemDto;
  ticket: number;
  /** The opening id: it fixes the strip and the stop. */
  seed: number;
  timing: SpinTiming | null;
  landed: boolean;
  /** Several reels spin together: only the first ticks, so five do not rattle five times over. */
  muted?: boolean;
}

/**
 * The opening reel: the strip of `buildCaseReel` slides under the centre marker, slows down and
 * stops on the won item. The position goes to a CSS variable on every animation frame, so React
 * does not re-render per frame; a tick sounds as each card passes the marker. Without timing
 * (reduced motion) it is drawn at the stop straight away.
 */
export function OpeningReel({ items, won, ticket, seed, timing, landed, muted = false }: OpeningReelProps) {
  const { t } = useI18n('cases');
  const winner = useMemo<ReelCard>(() => ({ ...won, tickets: { from: ticket, to: ticket } }), [won, ticket]);
  const strip = useMemo(() => buildCaseReel<ReelCard>(items, winner, seed), [items, winner, seed]);
  const stop = useMemo(() => reelStopPosition(seed), [seed]);
  const track = useRef<HTMLOListElement>(null);

  // Before paint, so a reel drawn at its stop never shows a frame of its start.
  useLayoutEffect(() => {
    const element = track.current;
    if (!element) return;
    let frame = 0;
    let lastSlot = slotAt(CASE_REEL.startPosition);
    let lastTick = 0;
    const draw = () => {
      const now = Date.now();
      const position = reelPositionAt(now, timing, stop);
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
  }, [timing, stop, muted]);

  return (
    <div
      className={styles.reel}
      data-testid="case-reel"
      data-state={landed ? 'stopped' : 'spinning'}
      data-won-item-id={won.id}
      aria-label={t('cases.reel.label')}
      role="img"
    >
      <ol
        ref={track}
        className={reelStrip.track}
        style={{ '--position': CASE_REEL.startPosition } as CSSProperties}
        aria-hidden="true"
      >
        {strip.map((card, index) => (
          <li
            key={index}
            className={styles.slot}
            style={{ '--rarity': card.rarity_color } as CSSProperties}
            data-testid="case-reel-entry"
            data-index={index}
            data-item-id={card.id}
            data-landed={(landed && index === CASE_REEL.winnerIndex) || undefined}
          >
            <span className={styles.card}>
              <ItemImage
                src={card.image}
                name={card.name}
                weapon={weaponOf(card.name)}
                rarityColor={card.rarity_color}
              />
              <span className={styles.name}>{card.name}</span>
            </span>
          </li>
        ))}
      </ol>
      <span className={reelStrip.marker} data-testid="case-reel-marker" aria-hidden="true" />
    </div>
  );
}
