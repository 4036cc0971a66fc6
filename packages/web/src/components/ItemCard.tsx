import type { CSSProperties, ReactNode } from 'react';
import type { MarketItemDto } from '@skinbet/shared/schemas/items.schemas';
import { hasTranslation, useI18n } from '../lib/i18n';
import { formatAmount } from '../lib/money';
import { ItemImage } from './ItemImage';
import styles from './ItemCard.module.css';

type CardItem = Pick<
  MarketItemDto,
  'name' | 'weapon' | 'exterior' | 'rarity' | 'rarity_color' | 'stattrak' | 'price' | 'image'
>;

interface ItemCardProps {
  item: CardItem;
  /** The small card of the inventory column; the default size is the storehouse's. */
  compact?: boolean;
  /** Makes the whole card a toggle (inventory selection). Not allowed together with children. */
  onToggle?: () => void;
  selected?: boolean;
  /** Shown, but it cannot be selected, sold or bet (a won, staked or withdrawing item; sold out). */
  unavailable?: boolean;
  /** Why it is unavailable, written across the picture ("Won", "In a bet"). */
  flag?: string;
  /** A machine-readable state for tests and styles, e.g. `won` or `in_bet`. */
  status?: string;
  /** A small label over the picture, e.g. the stock count. */
  badge?: ReactNode;
  /** Actions under the price, e.g. the buy button. */
  children?: ReactNode;
}

function exteriorKey(exterior: string | null): string {
  if (exterior === null) return 'exterior.vanilla';
  return `exterior.${exterior.toLowerCase().replace(/[^a-z]+/g, '_')}`;
}

/** One skin: picture, name, exterior, price and a stripe and glow in its rarity colour. */
export function ItemCard(props: ItemCardProps) {
  const { item, compact = false, onToggle, selected = false, unavailable = false, flag, status, badge } = props;
  const { t, translate } = useI18n();
  const [weaponPart, skinPart] = item.name.split(' | ');
  const key = exteriorKey(item.exterior);
  const exterior = hasTranslation(key) ? translate(key) : (item.exterior ?? '');
  const className = [
    styles.card,
    compact && styles.compact,
    onToggle && styles.toggle,
    selected && styles.selected,
    unavailable && styles.unavailable,
  ]
    .filter(Boolean)
    .join(' ');

  const body = (
    <>
      <span className={styles.media}>
        <ItemImage src={item.image} name={item.name} weapon={item.weapon} rarityColor={item.rarity_color} />
        {badge && <span className={styles.badge}>{badge}</span>}
        {selected && (
          <span className={styles.check} aria-hidden="true">
            ✓
          </span>
        )}
        {flag && <span className={styles.flag}>{flag}</span>}
      </span>
      <span className={styles.weapon}>
        {item.stattrak && <span className={styles.stattrak}>{t('item.stattrak')} </span>}
        {skinPart ? weaponPart : ''}
      </span>
      <span className={styles.name}>{skinPart ?? weaponPart}</span>
      <span className={styles.exterior}>{exterior}</span>
      <span className={styles.price} data-testid="item-price">
        {formatAmount(item.price)}
      </span>
      <span className={styles.stripe} aria-hidden="true" />
    </>
  );

  const common = {
    className,
    style: { '--rarity': item.rarity_color } as CSSProperties,
    'data-testid': 'item-card',
    'data-price': item.price,
    'data-unavailable': unavailable || undefined,
    'data-status': status,
    title: [`${item.name}${item.exterior ? ` (${exterior})` : ''} — ${item.rarity}`, flag].filter(Boolean).join('\n'),
  };

  if (onToggle) {
    return (
      <button type="button" {...common} aria-pressed={selected} disabled={unavailable} onClick={onToggle}>
        {body}
      </button>
    );
  }
  return (
    <article {...common} aria-disabled={unavailable || undefined}>
      {body}
      {props.children && <div className={styles.actions}>{props.children}</div>}
    </article>
  );
}
