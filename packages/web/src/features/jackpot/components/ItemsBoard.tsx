import { JACKPOT } from '@skinbet/shared/games/jackpot.machine';
import type { JackpotItemDto } from '@skinbet/shared/schemas/jackpot.schemas';
import { useMemo, useRef, useState, type CSSProperties } from 'react';
import { ItemImage } from '../../../components/ItemImage';
import { weaponOf } from '../../../components/weapon-art';
import { useI18n } from '../../../lib/i18n';
import { formatAmount } from '../../../lib/money';
import { useMediaQuery } from '../../../lib/use-media-query';
import { boardColumns, boardLayout, rowAt } from '../jackpot-view';
import styles from './ItemsBoard.module.css';

const { rowHeightPx, wideFromPx } = JACKPOT.board;
/** The gap between rows (px), part of one row's scroll step. */
const ROW_GAP_PX = 8;
const ROW_STEP_PX = rowHeightPx + ROW_GAP_PX;

/**
 * Every item in the pot (docs/product/screens.md "Jackpot"): rows of 4 from 992 px wide, else 3,
 * each row 123 px high; empty slots pad it to at least two rows; two rows show at a time and the
 * dots beside them jump between rows. Dearest items first.
 */
export function ItemsBoard({ items }: { items: readonly JackpotItemDto[] }) {
  const { t } = useI18n('jackpot');
  const columns = boardColumns(useMediaQuery(`(min-width: ${wideFromPx}px)`));
  const { rows, placeholders } = boardLayout(items.length, columns);
  const sorted = useMemo(() => [...items].sort((a, b) => b.price - a.price || a.id - b.id), [items]);
  const scroller = useRef<HTMLDivElement>(null);
  const [activeRow, setActiveRow] = useState(0);
  const style = { '--columns': columns, '--row-height': `${rowHeightPx}px`, '--row-gap': `${ROW_GAP_PX}px` };

  const scrollToRow = (row: number) => scroller.current?.scrollTo({ top: row * ROW_STEP_PX, behavior: 'smooth' });

  return (
    <section
      className={styles.board}
      aria-label={t('jackpot.board.title')}
      data-testid="jackpot-items"
      data-count={items.length}
    >
      <div
        ref={scroller}
        className={styles.grid}
        style={style as CSSProperties}
        onScroll={(event) => setActiveRow(rowAt(event.currentTarget.scrollTop, ROW_STEP_PX, rows))}
        data-columns={columns}
      >
        {sorted.map((item) => (
          <div
            key={item.id}
            className={styles.slot}
            style={{ '--rarity': item.rarity_color } as CSSProperties}
            title={`${item.name} — ${formatAmount(item.price)}`}
            data-testid="jackpot-pot-item"
            data-item-id={item.id}
            data-user-id={item.user_id}
          >
            <span className={styles.picture}>
              <ItemImage
                src={item.image}
                name={item.name}
                weapon={weaponOf(item.name)}
                rarityColor={item.rarity_color}
              />
            </span>
            <span className={styles.price}>{formatAmount(item.price)}</span>
          </div>
        ))}
        {Array.from({ length: placeholders }, (_, index) => (
          <div key={`empty-${index}`} className={styles.placeholder} aria-hidden="true" />
        ))}
      </div>
      {items.length === 0 && <p className={styles.empty}>{t('jackpot.board.empty')}</p>}
      {rows > JACKPOT.board.minRows && (
        <nav className={styles.dots} aria-label={t('jackpot.board.rows')}>
          {Array.from({ length: rows }, (_, row) => (
            <button
              key={row}
              type="button"
              className={styles.dot}
              aria-label={t('jackpot.board.row', { row: row + 1 })}
              aria-current={row === activeRow || undefined}
              onClick={() => scrollToRow(row)}
              data-testid="jackpot-items-dot"
            />
          ))}
        </nav>
      )}
    </section>
  );
}
