import type { BattleItemDto } from '@skinbet/shared/games/battles/battles.schemas';
import type { CaseItemDto } from '@skinbet/shared/schemas/cases.schemas';
import { useLayoutEffect, useMemo, useRef, type CSSProperties } from 'react';
import { ItemImage } from '../../../components/ItemImage';
import { weaponOf } from '../../../components/weapon-art';
import { useI18n } from '../../../lib/i18n';
import { formatAmount } from '../../../lib/money';
import { slotAt, type SpinTiming } from '../../../lib/reel-motion';
import { playSound } from '../../../lib/sound';
import { BATTLE_REEL, battleReelPositionAt, battleReelStop, buildBattleReel } from '../reel';
import styles from './BattleReel.module.css';

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

interface BattleReelProps {
  /** The round case's items (its current odds table); empty while unknown: the strip is the rolled item alone. */
  items: readonly CaseItemDto[];
  won: BattleItemDto;
  ticket: number;
  seed: number;
  timing: SpinTiming | null;
  landed: boolean;
  /** Only one reel of a round ticks, so four do not rattle four times over. */
  muted: boolean;
}

/**
 * A seat's reel in one round: the strip of `buildBattleReel` slides down under the marker and stops
 * on the rolled item. The position goes to a CSS variable each animation frame (no React render per
 * frame). Without timing (reduced motion, a round revealed before the page opened) it is drawn at
 * its stop straight away.
 */
export function BattleReel({ items, won, ticket, seed, timing, landed, muted }: BattleReelProps) {
  const { t } = useI18n('battles');
  const winner = useMemo<ReelCard>(() => ({ ...won, tickets: { from: ticket, to: ticket } }), [won, ticket]);
  const strip = useMemo(() => buildBattleReel<ReelCard>(items, winner, seed), [items, winner, seed]);
  const stop = useMemo(() => battleReelStop(seed), [seed]);
  const track = useRef<HTMLOListElement>(null);

  // Before paint, so a reel drawn at its stop never shows a frame of its start.
  useLayoutEffect(() => {
    const element = track.current;
    if (!element) return;
    let frame = 0;
    let lastSlot = slotAt(BATTLE_REEL.startPosition);
    let lastTick = 0;
    const draw = () => {
      const now = Date.now();
      const position = battleReelPositionAt(now, timing, stop);
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
    <div className={styles.wrap}>
      <div
        className={styles.reel}
        data-testid="battle-reel"
        data-state={landed ? 'stopped' : 'spinning'}
        data-item-id={won.id}
        role="img"
        aria-label={
          landed
            ? t('battles.reel.landed', { name: won.name, price: formatAmount(won.price) })
            : t('battles.reel.spinning')
        }
      >
        <ol
          ref={track}
          className={styles.track}
          style={{ '--position': BATTLE_REEL.startPosition } as CSSProperties}
          aria-hidden="true"
        >
          {strip.map((card, index) => (
            <li
              key={index}
              className={styles.slot}
              style={{ '--rarity': card.rarity_color } as CSSProperties}
              data-landed={(landed && index === BATTLE_REEL.winnerIndex) || undefined}
            >
              <span className={styles.card}>
                <ItemImage
                  src={card.image}
                  name={card.name}
                  weapon={weaponOf(card.name)}
                  rarityColor={card.rarity_color}
                />
              </span>
            </li>
          ))}
        </ol>
        <span className={styles.marker} aria-hidden="true" />
      </div>
      <span className={styles.caption} data-testid="battle-reel-result" data-price={landed ? won.price : undefined}>
        {landed ? (
          <>
            <span className={styles.captionName}>{won.name}</span>
            <span className={styles.captionPrice}>{formatAmount(won.price)}</span>
          </>
        ) : (
          <span className={styles.captionName}>…</span>
        )}
      </span>
    </div>
  );
}
