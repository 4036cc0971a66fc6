import type { BattleItemDto } from '@skinbet/shared/games/battles/battles.schemas';
import type { CaseItemDto } from '@skinbet/shared/schemas/cases.schemas';
import type { CSSProperties } from 'react';
import { CaseReelCard } from '../../../components/CaseReelCard';
import { useI18n } from '../../../lib/i18n';
import { formatAmount } from '../../../lib/money';
import type { SpinTiming } from '../../../lib/reel-motion';
import { useCaseReel } from '../../../lib/use-case-reel';
import { BATTLE_REEL } from '../reel';
import styles from './BattleReel.module.css';

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
 * A seat's reel in one round: a vertical strip that slides down under the marker and stops on the
 * rolled item (lib/use-case-reel runs it), with the landed drop under it. Without timing (reduced
 * motion, a round revealed before the page opened) it is drawn at its stop straight away.
 */
export function BattleReel({ items, won, ticket, seed, timing, landed, muted }: BattleReelProps) {
  const { t } = useI18n('battles');
  const { strip, track } = useCaseReel(BATTLE_REEL, { items, won, ticket, seed, timing, muted });

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
              <CaseReelCard card={card} className={styles.card} />
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
