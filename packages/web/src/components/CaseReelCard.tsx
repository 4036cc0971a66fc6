import type { ReactNode } from 'react';
import type { CaseReelEntry } from '../lib/use-case-reel';
import styles from './CaseReelCard.module.css';
import { ItemImage } from './ItemImage';
import { weaponOf } from './weapon-art';

interface CaseReelCardProps {
  card: Omit<CaseReelEntry, 'tickets'>;
  /** The reel's own sizing of the card (padding, width, layout). */
  className?: string;
  /** What the reel shows under the picture (the opening reel: the item's name). */
  children?: ReactNode;
}

/**
 * A case item's card on a reel (the case opening's, a battle seat's): its picture, framed in its
 * rarity's colour (`--rarity`, set on the slot), glowing once the reel has landed on it
 * (`data-landed` on the slot).
 */
export function CaseReelCard({ card, className, children }: CaseReelCardProps) {
  return (
    <span className={`${styles.card} ${className ?? ''}`}>
      <ItemImage src={card.image} name={card.name} weapon={weaponOf(card.name)} rarityColor={card.rarity_color} />
      {children}
    </span>
  );
}
