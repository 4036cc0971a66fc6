import { useMutation } from '@tanstack/react-query';
import statTile from '../../../components/StatTile.module.css';
import { useAppConfig } from '../../../lib/app-config';
import { useCurrentUser } from '../../../lib/current-user';
import { useI18n } from '../../../lib/i18n';
import { useSelectedItems, useSelectionStore } from '../../../lib/inventory';
import { formatAmount } from '../../../lib/money';
import { notify } from '../../../lib/notices';
import { queryClient } from '../../../lib/query-client';
import { QUERY_KEYS } from '../../../lib/query-keys';
import { playSound } from '../../../lib/sound';
import { useNow } from '../../../lib/use-now';
import { JACKPOT_QUERY_KEY, setJackpotBet } from '../api/jackpot.api';
import { blockerText, participateBlocker } from '../bet-rules';
import { bettingOpen, userShare, type JackpotLive } from '../jackpot-state';
import { formatChance } from '../jackpot-view';
import styles from './BettingBoard.module.css';

/**
 * The betting board (docs/product/screens.md "Jackpot", docs/games/jackpot.md "Rules"):
 * "participate" with the value of the skins selected in the inventory, disabled with the reason
 * while the player may not bet, and the player's dashboard — chance (one decimal), bank and item
 * count in this round.
 */
export function BettingBoard({ round }: { round: JackpotLive }) {
  const { t, translate } = useI18n('jackpot');
  const { user } = useCurrentUser();
  const maintenance = useAppConfig()?.maintenance === true;
  const now = useNow(round.phase === 'betting', 250);
  const { selected, total } = useSelectedItems(user !== null);
  const deselect = useSelectionStore((state) => state.deselect);
  const share = userShare(round, user?.id);

  const bet = useMutation({
    mutationKey: ['jackpot-bet'],
    mutationFn: setJackpotBet,
    meta: { errorKey: 'jackpot_error.participate' },
    onSuccess: (_bet, items) => {
      deselect(items);
      playSound('bet');
      notify.info('jackpot.bet_placed');
      // The socket brings the bet to everyone; re-reading covers a socket that is reconnecting.
      void queryClient.invalidateQueries({ queryKey: JACKPOT_QUERY_KEY }, { cancelRefetch: false });
    },
    // Staked skins leave the inventory; a refusal may mean the inventory shown was out of date.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.inventory }),
  });

  const blocker = participateBlocker({
    signedIn: user !== null,
    maintenance,
    open: bettingOpen(round, now),
    userLevel: user?.level ?? 0,
    selectedCount: selected.length,
    selectedTotal: total,
    potItems: round.totalItems,
    settings: round.settings,
    pending: bet.isPending,
  });
  const reason = blocker && blockerText(blocker, round.settings, formatAmount);

  const participate = () => {
    // A second click before the button re-renders disabled must not bet twice.
    if (blocker !== null || bet.isPending) return;
    bet.mutate(selected.map((item) => item.myId));
  };

  return (
    <section className={styles.board} aria-labelledby="jackpot-board-title" data-testid="jackpot-bet-board">
      <div className={styles.action}>
        <h2 id="jackpot-board-title" className="visually-hidden">
          {t('jackpot.bet.title')}
        </h2>
        <button
          type="button"
          className={`button button--primary ${styles.participate}`}
          disabled={blocker !== null}
          aria-busy={bet.isPending}
          aria-describedby={reason ? 'jackpot-participate-reason' : undefined}
          onClick={participate}
          data-testid="jackpot-participate"
          data-count={selected.length}
          data-total={total}
        >
          {bet.isPending
            ? t('jackpot.bet.placing')
            : selected.length > 0
              ? t('jackpot.bet.button', { amount: formatAmount(total) })
              : t('jackpot.bet.button_empty')}
        </button>
        {selected.length > 0 && <p className={styles.hint}>{t('jackpot.bet.selected', { count: selected.length })}</p>}
        {reason && (
          <p
            id="jackpot-participate-reason"
            className={styles.reason}
            data-testid="jackpot-participate-reason"
            data-reason={blocker}
          >
            {translate(reason.key, reason.params)}
          </p>
        )}
      </div>
      <dl
        className={styles.dashboard}
        data-testid="jackpot-dashboard"
        data-chance={share.chance}
        data-bank={share.bank}
        data-items={share.items}
      >
        <div className={statTile.stat}>
          <dt>{t('jackpot.bet.chance')}</dt>
          <dd className={styles.chance}>{formatChance(share.chance)}</dd>
        </div>
        <div className={statTile.stat}>
          <dt>{t('jackpot.bet.bank')}</dt>
          <dd className={styles.money}>{formatAmount(share.bank)}</dd>
        </div>
        <div className={statTile.stat}>
          <dt>{t('jackpot.bet.items')}</dt>
          <dd>{share.items}</dd>
        </div>
      </dl>
    </section>
  );
}
