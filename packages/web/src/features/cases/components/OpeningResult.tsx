import type { CaseOpenResponse } from '@skinbet/shared/schemas/cases.schemas';
import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import { ItemImage } from '../../../components/ItemImage';
import { useI18n } from '../../../lib/i18n';
import { isTradable, useSellItems, useTradeInFlight } from '../../../lib/inventory';
import { formatAmount } from '../../../lib/money';
import { weaponOf } from '../../../components/weapon-art';
import styles from './CasePage.module.css';

/** The inventory panel's heading (features/inventory): "show in inventory" scrolls to it. */
const INVENTORY_HEADING_ID = 'inventory-title';

/**
 * What came out of the case, what decided it (ticket, nonce, a link to verify the opening), and
 * what the player may do with it: keep it (it is already in the inventory), or sell it where the
 * site allows that. A won item (docs/games/cases.md "Bets and items") is not sold in the
 * storehouse at full price; it can be staked again, or withdrawn from the inventory (by trade, or
 * sold to the site at the 20 % fee).
 */
export function OpeningResult({ result, onKeep }: { result: CaseOpenResponse; onKeep: () => void }) {
  const { t } = useI18n('cases');
  const { winItem: item, fairness } = result;
  const sell = useSellItems();
  const trading = useTradeInFlight();
  const sellable = isTradable(item);

  function showInInventory() {
    onKeep();
    document.getElementById(INVENTORY_HEADING_ID)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }

  return (
    <div
      className={styles.result}
      style={{ '--rarity': item.rarity_color } as CSSProperties}
      data-testid="case-result"
      data-item-id={item.id}
      data-my-id={item.myId}
      data-opening-id={fairness.opening_id}
      aria-live="polite"
    >
      <div className={styles.resultArt}>
        <ItemImage src={item.image} name={item.name} weapon={weaponOf(item.name)} rarityColor={item.rarity_color} />
      </div>
      <div className={styles.resultBody}>
        <p className={styles.resultLabel}>{t('cases.result.won')}</p>
        <h2 className={styles.resultName} data-testid="case-result-name">
          {item.name}
        </h2>
        <p className={styles.resultMeta}>
          <span className={styles.rarity}>{item.rarity}</span>
          <span className={styles.money}>{formatAmount(item.price)}</span>
        </p>
        <p className={styles.resultFair} data-testid="case-result-fairness" data-ticket={fairness.ticket}>
          {t('cases.result.fairness', { ticket: fairness.ticket, nonce: fairness.nonce })}{' '}
          <Link to={`/provably-fair?game=cases&round=${fairness.opening_id}`} data-testid="case-result-verify">
            {t('cases.result.verify')}
          </Link>
        </p>
        {!sellable && <p className={styles.hint}>{t('cases.result.won_item_note')}</p>}
        <div className={styles.resultActions}>
          <button type="button" className="button button--primary" onClick={onKeep} data-testid="case-keep">
            {t('cases.result.keep')}
          </button>
          {sellable ? (
            <button
              type="button"
              className="button button--ghost"
              disabled={trading}
              onClick={() => sell.mutate([item.myId], { onSuccess: onKeep })}
              data-testid="case-sell"
            >
              {t('cases.result.sell', { price: formatAmount(item.price) })}
            </button>
          ) : (
            <button
              type="button"
              className="button button--ghost"
              onClick={showInInventory}
              data-testid="case-show-inventory"
            >
              {t('cases.result.show_inventory')}
            </button>
          )}
        </div>
      </div>
    </div>
  );
}
