import type { WheelBetDto } from '@skinbet/shared/schemas/wheel.schemas';
import { BetItemThumbs, BetPlayer } from '../../../components/BetRowParts';
import { useI18n } from '../../../lib/i18n';
import { formatAmount } from '../../../lib/money';
import type { WheelBetBlocker } from '../bet-rules';
import type { WheelGroup } from '../wheel-state';
import { betThumbnails } from '../wheel-view';
import styles from './ColourPanels.module.css';

interface ColourPanelProps {
  group: WheelGroup;
  /** The selected skins' value: what the button would stake. */
  amount: number;
  blocker: WheelBetBlocker | null;
  /** This colour's own refusal (the 2-colour rule), shown on the panel. */
  reason: string | null;
  pending: boolean;
  /** The disc stopped on this colour. */
  winner: boolean;
  /** The disc has stopped: bets show their outcome. */
  settled: boolean;
  ownUserId: number | null;
  onBet: () => void;
}

/**
 * One colour's group (docs/games/wheel.md "Bets and items"): multiplier, total, players, the bet
 * button and the bets on it.
 */
export function ColourPanel(props: ColourPanelProps) {
  const { group, amount, blocker, reason, pending, winner, settled, ownUserId, onBet } = props;
  const { t } = useI18n('wheel');
  const colourName = t(`wheel.colours.${group.color}`);
  const bets = [...group.bets].reverse();

  return (
    <article
      className={`${styles.panel} ${styles[group.color]} ${winner ? styles.winner : ''} ${settled && !winner ? styles.loser : ''}`}
      aria-label={t('wheel.panel.label', { colour: colourName, multiplier: group.multiplier })}
      data-testid={`wheel-panel-${group.color}`}
      data-total={group.total}
      data-players={group.players}
      data-winner={winner || undefined}
    >
      <header className={styles.panelHead}>
        <span className={styles.swatch} aria-hidden="true" />
        <span className={styles.multiplier}>×{group.multiplier}</span>
        <span className={styles.colourName}>{colourName}</span>
      </header>
      <p className={styles.summary}>
        <span>{t('wheel.panel.players', { count: group.players })}</span>
        <span className={styles.total}>{formatAmount(group.total)}</span>
      </p>
      <button
        type="button"
        className={`button ${styles.betButton}`}
        disabled={blocker !== null}
        aria-busy={pending}
        title={reason ?? undefined}
        onClick={onBet}
        data-testid={`wheel-bet-${group.color}`}
        data-blocker={blocker ?? undefined}
      >
        {pending
          ? t('wheel.panel.placing')
          : amount > 0
            ? t('wheel.panel.bet', { amount: formatAmount(amount) })
            : t('wheel.panel.bet_empty')}
      </button>
      {reason && (
        <p className={styles.panelReason} data-testid="wheel-panel-reason">
          {reason}
        </p>
      )}
      {bets.length === 0 ? (
        <p className={styles.empty}>{t('wheel.panel.empty')}</p>
      ) : (
        <ul className={styles.rows}>
          {bets.map((bet) => (
            <BetRow key={bet.id} bet={bet} own={bet.user.id === ownUserId} settled={settled} />
          ))}
        </ul>
      )}
    </article>
  );
}

function BetRow({ bet, own, settled }: { bet: WheelBetDto; own: boolean; settled: boolean }) {
  const { t } = useI18n('wheel');
  const { shown, more } = betThumbnails(bet.items);
  // The outcome waits for the disc to stop here, even when the server's settlement came first.
  const outcome = !settled && bet.is_win !== 3 ? 0 : bet.is_win;
  return (
    <li
      className={`${styles.row} ${own ? styles.own : ''}`}
      data-testid="wheel-bet-row"
      data-bet-id={bet.id}
      data-user-id={bet.user.id}
      data-is-win={bet.is_win}
    >
      <BetPlayer user={bet.user} avatarSize={24} classNames={styles} />
      <BetItemThumbs shown={shown} more={more} classNames={styles} />
      <span className={styles.amount}>{formatAmount(bet.price)}</span>
      {outcome === 1 && bet.win !== null && (
        <span className={styles.won}>{t('wheel.panel.won', { amount: formatAmount(bet.win) })}</span>
      )}
      {outcome === 2 && <span className={styles.lost}>{t('wheel.panel.lost')}</span>}
      {outcome === 3 && <span className={styles.refunded}>{t('wheel.panel.refunded')}</span>}
    </li>
  );
}
