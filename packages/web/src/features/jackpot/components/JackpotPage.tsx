import { useQuery } from '@tanstack/react-query';
import { useEffect, type MouseEvent } from 'react';
import gamePage from '../../../components/GamePage.module.css';
import { InventoryColumn } from '../../../components/InventoryColumn';
import { Skeleton } from '../../../components/Skeleton';
import { useI18n } from '../../../lib/i18n';
import { useUiStore } from '../../../lib/ui-store';
import { jackpotQuery } from '../api/jackpot.api';
import { useJackpotLive } from '../hooks/useJackpotLive';
import type { JackpotLive } from '../jackpot-state';
import { BetsList } from './BetsList';
import { BettingBoard } from './BettingBoard';
import { FreeSkinPromo } from './FreeSkinPromo';
import { ItemsBoard } from './ItemsBoard';
import { JackpotHistory } from './JackpotHistory';
import { JackpotTimer } from './JackpotTimer';
import { RoundHash } from './RoundHash';
import { Spinner } from './Spinner';
import styles from './JackpotPage.module.css';
import { GamePausedNotice } from '../../../components/GamePausedNotice';

/**
 * A click on one of these is an action, not a click on the page's background. (`[tabindex]` is
 * left out on purpose: the page sits inside the focusable `<main>`.)
 */
const INTERACTIVE = 'a, button, input, select, textarea, label, summary, [role="button"]';

/**
 * The jackpot page (docs/product/screens.md "Jackpot", `/jackpot`): the spinner, the countdown
 * beside the pot's items, the betting board, the round's bets and the last winners; the free-skin
 * promo sits in the inventory column. Live from the socket while it is open.
 */
export function JackpotPage() {
  const { t } = useI18n('jackpot');
  useJackpotLive();
  const enterGame = useUiStore((state) => state.enterGame);
  const closePanel = useUiStore((state) => state.closePanel);
  useEffect(() => enterGame('jackpot', 'mode'), [enterGame]);
  const round = useQuery(jackpotQuery);

  // docs/product/screens.md "Jackpot": clicking the page's background closes the storehouse and the bonus panel.
  const onBackgroundClick = (event: MouseEvent) => {
    if (event.target instanceof Element && event.target.closest(INTERACTIVE)) return;
    closePanel('storehouse');
    closePanel('bonus');
  };

  return (
    <div
      className={gamePage.page}
      onClick={onBackgroundClick}
      data-testid="jackpot-page"
      data-round-id={round.data?.id}
      data-phase={round.data?.phase}
    >
      <h1 className="visually-hidden">{t('jackpot.title')}</h1>
      <GamePausedNotice game="jackpot" />
      <InventoryColumn>
        <FreeSkinPromo />
      </InventoryColumn>
      {round.data ? (
        <JackpotGame round={round.data} />
      ) : round.isError ? (
        <section className={gamePage.state} role="status" data-testid="jackpot-load-error">
          <p>{t('jackpot_error.load')}</p>
          <button type="button" className="button button--primary" onClick={() => void round.refetch()}>
            {t('jackpot.retry')}
          </button>
        </section>
      ) : (
        <div className={gamePage.loading} aria-busy="true" data-testid="jackpot-loading">
          <Skeleton height={150} radius={16} />
          <Skeleton height={260} radius={16} />
          <Skeleton height={120} radius={16} />
        </div>
      )}
      <JackpotHistory />
    </div>
  );
}

function JackpotGame({ round }: { round: JackpotLive }) {
  return (
    <>
      <Spinner round={round} />
      <div className={styles.pot}>
        <JackpotTimer round={round} />
        <ItemsBoard items={round.allItems} />
      </div>
      <BettingBoard round={round} />
      <BetsList round={round} />
      <RoundHash round={round} />
    </>
  );
}

export default JackpotPage;
