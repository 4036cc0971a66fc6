import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { GamePausedNotice } from '../../../components/GamePausedNotice';
import gamePage from '../../../components/GamePage.module.css';
import { Skeleton } from '../../../components/Skeleton';
import { useI18n } from '../../../lib/i18n';
import { useSocketConnected } from '../../../lib/socket';
import { useUiStore } from '../../../lib/ui-store';
import { battleQuery } from '../api/battles.api';
import { useBattleLive } from '../hooks/useBattleLive';
import { useRoundReveal } from '../hooks/useRoundReveal';
import { BattleArena } from './BattleArena';
import styles from './BattlePage.module.css';

/** How often a battle in play is read while the socket is down. */
const DISCONNECTED_POLL_MS = 4_000;

/** The `:id` of `/battles/:id`: a positive decimal integer, else null (a "not found" page). */
export function parseBattleId(value: string | undefined): number | null {
  return value && /^[1-9]\d{0,14}$/.test(value) ? Number(value) : null;
}

/**
 * `/battles/:id` (docs/games/battles.md "Screens"): one battle, watched live — its seats and
 * players, the countdown, a reel per seat each round, the running totals, the winners and what
 * they received, the hash line with the way to verify it. Guests watch; seats ask them to sign in.
 */
export function BattlePage() {
  const { t } = useI18n('battles');
  const id = parseBattleId(useParams().id);
  const enterGame = useUiStore((state) => state.enterGame);
  useEffect(() => enterGame('battles', 'mode'), [enterGame]);

  return (
    <div className={gamePage.page} data-testid="battle-page" data-battle-id={id ?? undefined}>
      <nav className={styles.crumbs} aria-label={t('battles.breadcrumbs')}>
        <Link to="/battles" data-testid="battle-back">
          ← {t('battles.all_battles')}
        </Link>
      </nav>
      <GamePausedNotice game="battles" />
      {/* Keyed: another battle starts with no round of this one spinning. */}
      <BattleScreen key={id ?? 0} id={id} />
    </div>
  );
}

/** The battle itself, its states (not found, failed, loading) and its live feed. */
function BattleScreen({ id }: { id: number | null }) {
  const { t } = useI18n('battles');
  const connected = useSocketConnected();
  const battle = useQuery({
    ...battleQuery(id ?? 0),
    enabled: id !== null,
    // Without the socket a battle in play is read every few seconds; with it, events keep it current.
    refetchInterval: (query) =>
      !connected && (query.state.data?.status === 'waiting' || query.state.data?.status === 'running')
        ? DISCONNECTED_POLL_MS
        : false,
  });
  const { live, onRound } = useRoundReveal(battle.data?.round_ms ?? 0);
  useBattleLive(id, onRound);

  return (
    <>
      {id === null || battle.data === null ? (
        <div className={gamePage.state} role="status" data-testid="battle-not-found">
          <p>{t('battles_api.not_found')}</p>
          <Link className="button button--primary" to="/battles">
            {t('battles.all_battles')}
          </Link>
        </div>
      ) : battle.data ? (
        <BattleArena key={battle.data.id} battle={battle.data} live={live} />
      ) : battle.isError ? (
        <div className={gamePage.state} role="status">
          <p>{t('battles_error.load')}</p>
          <button type="button" className="button button--primary" onClick={() => void battle.refetch()}>
            {t('battles.retry')}
          </button>
        </div>
      ) : (
        <div className={gamePage.loading} aria-busy="true">
          <Skeleton height={120} radius={16} />
          <Skeleton height={360} radius={16} />
        </div>
      )}
    </>
  );
}

export default BattlePage;
