import type { CaseDetailDto } from '@skinbet/shared/schemas/cases.schemas';
import { useMemo, type CSSProperties } from 'react';
import { ItemImage } from '../../../components/ItemImage';
import { useI18n } from '../../../lib/i18n';
import { formatAmount } from '../../../lib/money';
import { shortHash } from '../../../lib/short-hash';
import { weaponOf } from '../../../components/weapon-art';
import { formatChance, formatTickets, inPublishedOrder, oddsSummary, publishedTableHash } from '../case-view';
import styles from './CaseContents.module.css';

/**
 * The case's contents as its public odds table (docs/games/cases.md "Numbers"): every item in
 * the table's published order with its rarity colour, price, chance and ticket range, the
 * table's version and hash (every opening records the version it used), and the total — exactly
 * 100 %, which the page checks from the ranges themselves rather than taking on trust.
 */
export function CaseContents({ box }: { box: CaseDetailDto }) {
  const { t, language } = useI18n('cases');
  const items = useMemo(() => inPublishedOrder(box.items), [box.items]);
  const summary = useMemo(() => oddsSummary(box.items), [box.items]);
  const hashChecks = useMemo(() => publishedTableHash(box) === box.table_hash, [box]);

  return (
    <section className={`panel ${styles.contents}`} aria-labelledby="case-contents-title" data-testid="case-contents">
      <header className={styles.header}>
        <h2 id="case-contents-title" className={styles.title}>
          {t('cases.contents.title')}
        </h2>
        <dl className={styles.facts}>
          <div>
            <dt>{t('cases.contents.version')}</dt>
            <dd data-testid="case-table-version">{box.table_version}</dd>
          </div>
          <div>
            <dt>{t('cases.contents.hash')}</dt>
            <dd>
              <code title={box.table_hash} data-testid="case-table-hash" data-hash={box.table_hash}>
                {shortHash(box.table_hash)}
              </code>
              <span
                className={hashChecks ? styles.hashPass : styles.hashFail}
                title={t(hashChecks ? 'cases.contents.hash_pass' : 'cases.contents.hash_fail')}
                data-testid="case-table-hash-check"
                data-result={hashChecks}
              >
                {hashChecks ? ' ✓' : ' ✗'}
              </span>
            </dd>
          </div>
          <div>
            <dt>{t('cases.contents.rtp')}</dt>
            <dd>{formatChance(box.rtp)}</dd>
          </div>
        </dl>
      </header>
      <p className={styles.hint}>{t('cases.contents.hint')}</p>

      <ol className={styles.grid}>
        {items.map((item) => (
          <li
            key={item.id}
            className={styles.item}
            style={{ '--rarity': item.rarity_color } as CSSProperties}
            data-testid="case-item"
            data-item-id={item.id}
            data-from={item.tickets.from}
            data-to={item.tickets.to}
            data-chance={item.chance}
            data-rare={item.rare || undefined}
            title={`${item.name} — ${item.rarity}`}
          >
            <ItemImage src={item.image} name={item.name} weapon={weaponOf(item.name)} rarityColor={item.rarity_color} />
            <span className={styles.name}>{item.name}</span>
            <span className={styles.price}>{formatAmount(item.price)}</span>
            <span className={styles.odds}>
              <span className={styles.chance}>{formatChance(item.chance)}</span>
              <span className={styles.tickets}>{formatTickets(item.tickets)}</span>
            </span>
          </li>
        ))}
      </ol>

      <p
        className={summary.complete ? styles.total : `${styles.total} ${styles.broken}`}
        data-testid="case-odds-total"
        data-tickets={summary.tickets}
        data-complete={summary.complete}
      >
        {summary.complete
          ? t('cases.contents.total', { count: items.length, tickets: summary.tickets.toLocaleString(language) })
          : t('cases.contents.incomplete', { percent: formatChance(summary.percent) })}
      </p>
    </section>
  );
}
