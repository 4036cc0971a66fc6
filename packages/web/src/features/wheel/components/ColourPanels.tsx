import { useMutation } from '@tanstack/react-query';
import type { WheelColour } from '@skinbet/shared/fairness/wheel';
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
import { setWheelBet, WHEEL_QUERY_KEY } from '../api/wheel.api';
import { isCommonBlocker, wheelBetBlocker, wheelBlockerText, type WheelBetBlocker } from '../bet-rules';
import { bettingOpen, ownBets, type WheelLive } from '../wheel-state';
import { ColourPanel } from './ColourPanel';
import styles from './ColourPanels.module.css';

/**
 * Betting (docs/games/wheel.md "Bets and items", "Rules"): the skins selected in the
 * inventory go on the colour whose button is pressed. Each button is disabled with its reason
 * while the player may not bet on it — the reasons shared by all colours once above the
 * panels, the 2-colour rule on the panel itself. The server's refusals arrive as
 * `wheel_api.*` notices through the mutation cache.
 */
export function ColourPanels({ round, revealed }: { round: WheelLive; revealed: boolean }) {
  const { t, translate } = useI18n('wheel');
  const { user } = useCurrentUser();
  const maintenance = useAppConfig()?.maintenance === true;
  const now = useNow(round.phase === 'betting', 250);
  const { selected, total } = useSelectedItems(user !== null);
  const deselect = useSelectionStore((state) => state.deselect);
  const own = ownBets(round, user?.id);

  const bet = useMutation({
    mutationKey: ['wheel-bet'],
    mutationFn: setWheelBet,
    meta: { errorKey: 'wheel_error.bet' },
    onSuccess: (_bet, input) => {
      deselect(input.items);
      playSound('bet');
      notify.info('wheel.bet_placed');
      // The socket brings the bet to everyone; re-reading covers a socket that is reconnecting.
      void queryClient.invalidateQueries({ queryKey: WHEEL_QUERY_KEY }, { cancelRefetch: false });
    },
    // Staked skins leave the inventory; a refusal may mean the inventory shown was out of date.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.inventory }),
  });

  const blockerFor = (colour: WheelColour): WheelBetBlocker | null =>
    wheelBetBlocker({
      signedIn: user !== null,
      maintenance,
      open: bettingOpen(round, now),
      colour,
      ownBetCount: own.bets.length,
      ownColours: own.colours,
      selectedCount: selected.length,
      selectedTotal: total,
      limits: round.limits,
      pending: bet.isPending,
    });
  const blockers = new Map(round.bets.map((group) => [group.color, blockerFor(group.color)]));
  // A reason that holds for every colour is the same on each: explain it once.
  const common = [...blockers.values()].find(isCommonBlocker) ?? null;
  const text = (blocker: WheelBetBlocker) => {
    const { key, params } = wheelBlockerText(blocker, round.limits, formatAmount);
    return translate(key, params);
  };

  const place = (colour: WheelColour) => {
    // A second click before the button re-renders disabled must not bet twice.
    if (blockers.get(colour) !== null || bet.isPending) return;
    bet.mutate({ items: selected.map((item) => item.myId), color: colour });
  };

  return (
    <section className={styles.betting} aria-labelledby="wheel-bets-title" data-testid="wheel-bets">
      <header className={styles.header}>
        <h2 id="wheel-bets-title" className={styles.title}>
          {t('wheel.bets.title')}
        </h2>
        <p className={styles.selection} data-testid="wheel-selection" data-count={selected.length} data-total={total}>
          {selected.length > 0
            ? t('wheel.bets.selected', { count: selected.length, amount: formatAmount(total) })
            : t('wheel.bets.hint')}
        </p>
        {common && common !== 'no_items' && (
          <p className={styles.reason} data-testid="wheel-bet-reason" data-reason={common}>
            {text(common)}
          </p>
        )}
      </header>
      <div className={styles.panels}>
        {round.bets.map((group) => {
          const blocker = blockers.get(group.color) ?? null;
          return (
            <ColourPanel
              key={group.color}
              group={group}
              amount={total}
              blocker={blocker}
              reason={blocker === null || isCommonBlocker(blocker) ? null : text(blocker)}
              pending={bet.isPending && bet.variables?.color === group.color}
              winner={revealed && round.spin?.color === group.color}
              settled={revealed}
              ownUserId={user?.id ?? null}
              onBet={() => place(group.color)}
            />
          );
        })}
      </div>
    </section>
  );
}
