import type { CSSProperties, ReactNode } from 'react';
import type { MarketItemDto } from '@skinbet/shared/schemas/items.schemas';
import { hasTranslation, useI18n } from '../lib/i18n';
import { formatAmount } from '../lib/money';
import { ItemImage } from './ItemImage';
import './ItemCard.css';

type CardItem = Pick<
  MarketItemDto,
  'name' | 'weapon' | 'exterior' | 'rarity' | 'rarity_color' | 'stattrak' | 'price' | 'image'
>;

interface ItemCardProps {
  item: CardItem;
  /** Makes the whole card a toggle (inventory selection). */
  onToggle?: () => void;
  selected?: boolean;
  /** A won item (`pivot.is_won_item === 1`): shown, but it cannot be selected, sold or bet. */
  unavailable?: boolean;
  /** A small label over the picture, e.g. the stock count. */
  badge?: ReactNode;
  /** Actions under the price, e.g. the buy button. Not allowed together with onToggle. */
  children?: ReactNode;
}

function exteriorKey(exterior: string | null): string {
  if (exterior === null) return 'exterior.vanilla';
  return `exterior.${exterior.toLowerCase().replace(/[^a-z]+/g, '_')}`;
}

/** One skin: picture, name, exterior, price and a stripe in its rarity colour. */
export function ItemCard({ item, onToggle, selected = false, unavailable = false, badge, children }: ItemCardProps) {
  const { t, translate } = useI18n();
  const [weaponPart, skinPart] = item.name.split(' | ');
  const key = exteriorKey(item.exterior);
  const exterior = hasTranslation(key) ? translate(key) : (item.exterior ?? '');
  const className = ['item-card', selected && 'is-selected', unavailable && 'is-unavailable'].filter(Boolean).join(' ');

  const body = (
    <>
      <span className="item-card__stripe" aria-hidden="true" />
      <ItemImage src={item.image} name={item.name} weapon={item.weapon} rarityColor={item.rarity_color} />
      {badge && <span className="item-card__badge">{badge}</span>}
      {unavailable && <span className="item-card__flag">{t('item.unavailable')}</span>}
      <span className="item-card__weapon">
        {item.stattrak && <span className="item-card__st">{t('item.stattrak')} </span>}
        {skinPart ? weaponPart : ''}
      </span>
      <span className="item-card__name" title={item.name}>
        {skinPart ?? weaponPart}
      </span>
      <span className="item-card__exterior">{exterior}</span>
      <span className="item-card__price" data-testid="item-price">
        {formatAmount(item.price)}
      </span>
    </>
  );

  const style = { '--rarity': item.rarity_color } as CSSProperties;
  const common = {
    className,
    style,
    'data-testid': 'item-card',
    'data-price': item.price,
    'data-unavailable': unavailable || undefined,
    title: `${item.name}${item.exterior ? ` (${exterior})` : ''} — ${item.rarity}`,
  };

  if (onToggle) {
    return (
      <button type="button" {...common} aria-pressed={selected} disabled={unavailable} onClick={onToggle}>
        {body}
      </button>
    );
  }
  return (
    <article {...common}>
      {body}
      {children && <div className="item-card__actions">{children}</div>}
    </article>
  );
}
