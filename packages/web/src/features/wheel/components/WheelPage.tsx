import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import gamePage from '../../../components/GamePage.module.css';
import { Skeleton } from '../../../components/Skeleton';
import { useI18n } from '../../../lib/i18n';
import { usePassed } from '../../../lib/use-passed';
import { useUiStore } from '../../../lib/ui-store';
import { wheelQuery } from '../api/wheel.api';
import { useWheelLive } from '../hooks/useWheelLive';
import type { WheelLive } from '../wheel-state';
import { ColourPanels } from './ColourPanels';
import { WheelHash } from './WheelHash';
import { WheelHistory } from './WheelHistory';
import { WheelRules } from './WheelRules';
import { WheelStage } from './WheelStage';
import { GamePausedNotice } from '../../../components/GamePausedNotice';

/**
 * The wheel page (docs/product/screens.md "Wheel", docs/games/wheel.md "Bets and items",
 * `/wheel`): the disc with the timer, the bank and the round's stats, the last rounds, the four
 * colour panels to bet on with the skins selected in the inventory, the round's hash and the
 * rules. Live from the socket while it is open.
 */
export function WheelPage() {
  const { t } = useI18n('wheel');
  useWheelLive();
  const enterGame = useUiStore((state) => state.enterGame);
  useEffect(() => enterGame('wheel', 'mode'), [enterGame]);
  const round = useQuery(wheelQuery);

  return (
    <div
      className={gamePage.page}
      data-testid="wheel-page"
      data-round-id={round.data?.id}
      data-phase={round.data?.phase}
    >
      <h1 className="visually-hidden">{t('wheel.title')}</h1>
      <GamePausedNotice game="wheel" />
      {round.data ? (
        <WheelGame round={round.data} />
      ) : round.isError ? (
        <section className={gamePage.state} role="status" data-testid="wheel-load-error">
          <p>{t('wheel_error.load')}</p>
          <button type="button" className="button button--primary" onClick={() => void round.refetch()}>
            {t('wheel.retry')}
          </button>
        </section>
      ) : (
        <div className={gamePage.loading} aria-busy="true" data-testid="wheel-loading">
          <Skeleton height={320} radius={16} />
          <Skeleton height={180} radius={16} />
        </div>
      )}
      <WheelRules limits={round.data?.limits ?? null} />
    </div>
  );
}

function WheelGame({ round }: { round: WheelLive }) {
  // The result is shown once the disc has stopped here, not when the server's end arrives.
  const stopped = usePassed(round.spinEndsAt);
  const revealed = (round.phase === 'spinning' || round.phase === 'finished') && stopped;
  return (
    <>
      <WheelStage round={round} revealed={revealed} />
      <WheelHistory history={round.history} />
      <ColourPanels round={round} revealed={revealed} />
      <WheelHash round={round} />
    </>
  );
}

export default WheelPage;
