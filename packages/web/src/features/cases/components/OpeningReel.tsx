import type { CaseItemDto } from '@skinbet/shared/schemas/cases.schemas';
import type { InventoryItemDto } from '@skinbet/shared/schemas/items.schemas';
import type { CSSProperties } from 'react';
import { CaseReelCard } from '../../../components/CaseReelCard';
import reelStrip from '../../../components/ReelStrip.module.css';
import { useI18n } from '../../../lib/i18n';
import type { SpinTiming } from '../../../lib/reel-motion';
import { useCaseReel } from '../../../lib/use-case-reel';
import { CASE_REEL } from '../reel';
import styles from './OpeningReel.module.css';

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
 * The opening reel: a horizontal strip (components/ReelStrip) that slides under the centre marker,
 * slows down and stops on the won item (lib/use-case-reel runs it). Without timing (reduced motion)
 * it is drawn at the stop straight away.
 */
export function OpeningReel({ items, won, ticket, seed, timing, landed, muted = false }: OpeningReelProps) {
  const { t } = useI18n('cases');
  const { strip, track } = useCaseReel(CASE_REEL, { items, won, ticket, seed, timing, muted });

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
            <CaseReelCard card={card} className={styles.card}>
              <span className={styles.name}>{card.name}</span>
            </CaseReelCard>
          </li>
        ))}
      </ol>
      <span className={reelStrip.marker} data-testid="case-reel-marker" aria-hidden="true" />
    </div>
  );
}
