import type { CrashBetDto } from '@skinbet/shared/schemas/crash.schemas';
import { BetItemThumb, BetItemThumbs, BetPlayer } from '../../../components/BetRowParts';
import betRows from '../../../components/BetRows.module.css';
import { useI18n } from '../../../lib/i18n';
import { formatAmount } from '../../../lib/money';
import { betRowState, rowItems } from '../bet-view';
import { toHundredths } from '../crash-state';
import { formatMultiplier } from '../format';
import { InfinityIcon } from './InfinityIcon';
import styles from './BetsList.module.css';

/**
 * One bet (docs/product/screens.md "Crash", docs/games/crash.md "States"): the player (→ their
 * profile, blurred in streamer mode), bank, up to 2 thumbnails (3 in wide mode) and "+N", ∞ or the
 * auto-stop xN, and the outcome: won with the amount and the skin paid, lost (greyed), refunded, or
 * cashed out and waiting for the crash.
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
      <BetPlayer
        user={bet.user}
        avatarSize={28}
        classNames={{ player: betRows.bettor, avatar: styles.avatar, name: betRows.name }}
      />
      <span className={styles.bank}>{formatAmount(bet.bank)}</span>
      <BetItemThumbs
        shown={shown}
        more={more}
        classNames={{ items: betRows.items, thumb: styles.thumb, more: betRows.more }}
      />
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
          {bet.winItem && <BetItemThumb item={bet.winItem} className={styles.thumb} />}
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
