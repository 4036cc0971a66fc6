import type { CaseLiveDropDto } from '@skinbet/shared/schemas/cases.schemas';
import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import { ItemImage } from '../../../components/ItemImage';
import { UserName } from '../../../components/UserName';
import { useI18n } from '../../../lib/i18n';
import { formatAmount } from '../../../lib/money';
import { weaponOf } from '../../../components/weapon-art';
import { useLiveDropsStore } from '../hooks/live-drops-store';
import { useLiveDropsFeed } from '../hooks/useLiveDropsFeed';
import styles from './LiveDropsStrip.module.css';

/**
 * The live drops (docs/games/cases.md "Bets and items", "Numbers") on every page: the latest
 * openings of everyone, newest first, at most 10, each linking to its case. Loaded after the
 * first render (a lazy chunk from the app layout); it listens for the whole visit.
 */
export function LiveDropsStrip() {
  const { t } = useI18n();
  useLiveDropsFeed();
  const drops = useLiveDropsStore((state) => state.drops);

  return (
    <section
      className={styles.strip}
      aria-label={t('live_drops.title')}
      data-testid="live-drops"
      data-count={drops.length}
    >
      <span className={styles.label}>
        <span className={styles.dot} aria-hidden="true" />
        {t('live_drops.title')}
      </span>
      {drops.length === 0 ? (
        <span className={styles.empty}>{t('live_drops.empty')}</span>
      ) : (
        <ol className={styles.list}>
          {drops.map((drop) => (
            <Drop key={drop.id} drop={drop} />
          ))}
        </ol>
      )}
    </section>
  );
}

function Drop({ drop }: { drop: CaseLiveDropDto }) {
  const { t } = useI18n();
  return (
    <li
      className={styles.drop}
      style={{ '--rarity': drop.item.rarity_color } as CSSProperties}
      data-testid="live-drop"
      data-drop-id={drop.id}
      data-user-id={drop.user.id}
      data-item-id={drop.item.id}
    >
      <Link
        to={`/cases/${drop.case.id}`}
        className={styles.link}
        title={t('live_drops.drop_title', {
          item: drop.item.name,
          case: drop.case.name,
          price: formatAmount(drop.item.price),
        })}
      >
        <span className={styles.art}>
          <ItemImage
            src={drop.item.image}
            name={drop.item.name}
            weapon={weaponOf(drop.item.name)}
            rarityColor={drop.item.rarity_color}
          />
        </span>
        <span className={styles.text}>
          <span className={styles.item}>{drop.item.name}</span>
          <span className={styles.user}>
            <UserName name={drop.user.username} demo={drop.user.is_demo} />
          </span>
        </span>
      </Link>
    </li>
  );
}

export default LiveDropsStrip;
