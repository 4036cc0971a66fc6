import type { CrashBetDto } from '@skinbet/shared/schemas/crash.schemas';
import { Link } from 'react-router';
import { ItemImage } from '../../../components/ItemImage';
import { UserName } from '../../../components/UserName';
import { useI18n } from '../../../lib/i18n';
import { formatAmount } from '../../../lib/money';
import { betRowState, rowItems, weaponOf } from '../bet-view';
import { toHundredths } from '../crash-state';
import { formatMultiplier } from '../format';
import { InfinityIcon } from './InfinityIcon';
import styles from './BetsList.module.css';

type BetItem = CrashBetDto['items'][number];

function Thumb({ item }: { item: BetItem }) {
  return (
    <span
      className={styles.thumb}
      title={`${item.name} — ${formatAmount(item.price)}`}
      style={{ borderColor: item.rarity_color }}
    >
      <ItemImage src={item.image} name={item.name} weapon={weaponOf(item.name)} rarityColor={item.rarity_color} />
    </span>
  );
}

/**
 * One bet (SPEC §2, §4): the player (→ their profile, blurred in streamer mode), bank, up to 2
 * thumbnails (3 in wide mode) and "+N", ∞ or the auto-stop xN, and the outcome: won with the amount
 * and the skin paid, lost (greyed), refunded, or cashed out and waiting for the crash.
 */
export function BetRow({ bet, wide, loading }: { bet: CrashBetDto; wide: boolean; loading: boolean }) {
  const { t } = useI18n('crash');
  const state = betRowState(bet);
  const { shown, more } = rowItems(bet.items, wide);
  const stop = toHundredths(bet.autoWithdraw);
  const at = bet.multiplier === null ? null : formatMultiplier(toHundredths(bet.multiplier));

  return (
    <li
      className={`${styles.row} ${styles[`row_${state}`] ?? ''}`}
      data-testid="crash-bet-row"
      data-bet-id={bet.id}
      data-state={state}
      data-loading={loading || undefined}
    >
      <Link to={`/user/${bet.user.id}`} className={styles.player}>
        <img className={styles.avatar} src={bet.user.avatar} alt="" width={28} height={28} loading="lazy" />
        <UserName name={bet.user.username} demo={bet.user.is_demo} className={styles.name} />
      </Link>
      <span className={styles.bank}>{formatAmount(bet.bank)}</span>
      <span className={styles.items}>
        {shown.map((item, index) => (
          <Thumb key={`${item.id}-${index}`} item={item} />
        ))}
        {more > 0 && <span className={styles.more}>+{more}</span>}
      </span>
      <span className={styles.target}>
        {stop === 0 ? <InfinityIcon label={t('crash.board.manual')} /> : formatMultiplier(stop)}
      </span>
      <span className={styles.result} data-testid="crash-bet-result">
        {loading && state !== 'won' ? (
          <span className={styles.loader}>{t('crash.state.picking')}</span>
        ) : (
          <Outcome bet={bet} state={state} at={at} />
        )}
      </span>
    </li>
  );
}

function Outcome({ bet, state, at }: { bet: CrashBetDto; state: ReturnType<typeof betRowState>; at: string | null }) {
  const { t } = useI18n('crash');
  switch (state) {
    case 'won':
      return (
        <span className={styles.won}>
          {bet.winItem && <Thumb item={bet.winItem} />}
          <span>
            {bet.win !== null ? `+${formatAmount(bet.win)}` : t('crash.state.won')}
            {at && <span className={styles.at}> {at}</span>}
          </span>
        </span>
      );
    case 'taken':
      return <span className={styles.taken}>{at}</span>;
    case 'lost':
      return <span className={styles.lost}>{t('crash.state.lost')}</span>;
    case 'refunded':
      return <span className={styles.refunded}>{t('crash.state.refunded')}</span>;
    default:
      return <span className={styles.playing}>{t('crash.state.playing')}</span>;
  }
}
