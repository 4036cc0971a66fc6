import {
  adminGamesStateResponse,
  gamePauseResponse,
  type AdminGameStateDto,
} from '@skinbet/shared/schemas/admin-games.schemas';
import { adminVoidResponse } from '@skinbet/shared/schemas/admin-games.schemas';
import { maintenanceResponse } from '@skinbet/shared/schemas/app.schemas';
import { useState } from 'react';
import { useI18n } from '../../../lib/i18n';
import { adminErrorText, useAdminMutation, useAdminQuery } from '../console/admin-api';
import { DateTime } from '../console/cells';
import { ConfirmDialog, ReasonDialog } from '../console/dialogs';
import { formatLimit } from './limits';
import styles from './games.module.css';

/** The games' state is re-read this often: a round in play moves on by itself. */
const STATE_REFRESH_MS = 5_000;

/** Every game of the registry as a card, and the maintenance switch. */
export function GamesOverview() {
  const { t } = useI18n('admin_games');
  const state = useAdminQuery('/api/admin/games/state', {}, adminGamesStateResponse, {
    refetchInterval: STATE_REFRESH_MS,
  });
  if (state.error) return <p role="alert">{adminErrorText(state.error)}</p>;
  if (!state.data) return <p className={styles.muted}>…</p>;
  return (
    <>
      <p className={styles.muted}>{t('admin_games.intro')}</p>
      <Maintenance on={state.data.maintenance} />
      <div className={styles.grid}>
        {state.data.games.map((game) => (
          <GameCard key={game.game} game={game} />
        ))}
      </div>
    </>
  );
}

function Maintenance({ on }: { on: boolean }) {
  const { t } = useI18n('admin_games');
  const [asking, setAsking] = useState(false);
  const toggle = useAdminMutation('/api/admin/maintenance', maintenanceResponse);
  return (
    <div className={styles.card} data-testid="maintenance-card" data-on={on}>
      <div className={styles.cardHeader}>
        <h2 className={styles.cardTitle}>{t('admin_games.maintenance')}</h2>
        <span className={`${styles.badge} ${on ? styles.paused : styles.running}`}>
          {on ? t('admin_games.maintenance_on') : t('admin_games.maintenance_off')}
        </span>
      </div>
      <div className={styles.actions}>
        <button
          type="button"
          className={`button button--small ${on ? 'button--primary' : 'button--danger'}`}
          onClick={() => setAsking(true)}
          data-testid="maintenance-toggle"
        >
          {on ? t('admin_games.maintenance_disable') : t('admin_games.maintenance_enable')}
        </button>
      </div>
      {asking && (
        <ConfirmDialog
          title={t('admin_games.maintenance_title', { state: on ? t('admin_games.off') : t('admin_games.on') })}
          danger={!on}
          pending={toggle.isPending}
          onCancel={() => setAsking(false)}
          onConfirm={() => toggle.mutate({ enabled: !on }, { onSettled: () => setAsking(false) })}
        >
          {t('admin_games.maintenance_text')}
        </ConfirmDialog>
      )}
    </div>
  );
}

function GameCard({ game }: { game: AdminGameStateDto }) {
  const { t } = useI18n('admin_games');
  const [asking, setAsking] = useState<'pause' | 'void' | null>(null);
  const pause = useAdminMutation(game.paused ? '/api/admin/games/resume' : '/api/admin/games/pause', gamePauseResponse);
  const voidRound = useAdminMutation('/api/admin/games/void', adminVoidResponse);
  const name = t(`admin_games.game.${game.game}`);
  const close = () => setAsking(null);
  return (
    <article className={styles.card} data-testid={`game-card-${game.game}`} data-paused={game.paused}>
      <div className={styles.cardHeader}>
        <h2 className={styles.cardTitle}>{name}</h2>
        <span className={`${styles.badge} ${game.paused ? styles.paused : styles.running}`} data-testid="game-state">
          {game.paused ? t('admin_games.state.paused') : t('admin_games.state.running')}
        </span>
      </div>
      {game.paused_at && (
        <span className={styles.muted}>
          {t('admin_games.state.paused_since')} <DateTime iso={game.paused_at} />
        </span>
      )}
      {game.rounds && (
        <div className={styles.muted} data-testid="game-current">
          {game.current
            ? `${t('admin_games.current')}: #${game.current.id} · ${game.current.phase}`
            : t('admin_games.no_round')}
        </div>
      )}
      <div className={styles.actions}>
        <button
          type="button"
          className={`button button--small ${game.paused ? 'button--primary' : 'button--ghost'}`}
          onClick={() => setAsking('pause')}
          data-testid={`game-${game.paused ? 'resume' : 'pause'}`}
        >
          {game.paused ? t('admin_games.resume') : t('admin_games.pause')}
        </button>
        {game.current?.voidable_phase && (
          <button
            type="button"
            className="button button--small button--danger"
            onClick={() => setAsking('void')}
            data-testid="game-void"
          >
            {t('admin_games.void')}
          </button>
        )}
      </div>
      <h3 className={styles.muted}>{t('admin_games.limits')}</h3>
      <dl className={styles.limits}>
        {Object.entries(game.limits).map(([limit, value]) => (
          <LimitRow key={limit} name={limit} value={value} />
        ))}
      </dl>
      {asking === 'pause' && (
        <ConfirmDialog
          title={t(game.paused ? 'admin_games.resume_title' : 'admin_games.pause_title', { game: name })}
          confirmLabel={game.paused ? t('admin_games.resume') : t('admin_games.pause')}
          danger={!game.paused}
          pending={pause.isPending}
          onCancel={close}
          onConfirm={() => pause.mutate({ game: game.game }, { onSettled: close })}
          testId="game-pause-dialog"
        >
          {t(game.paused ? 'admin_games.resume_text' : 'admin_games.pause_text')}
        </ConfirmDialog>
      )}
      {asking === 'void' && game.current && (
        <ReasonDialog
          title={t('admin_games.void_title', { game: name, id: game.current.id })}
          confirmLabel={t('admin_games.void')}
          danger
          pending={voidRound.isPending}
          onCancel={close}
          onConfirm={(reason) =>
            voidRound.mutate({ game: game.game, round_id: game.current!.id, reason }, { onSettled: close })
          }
          testId="game-void-dialog"
        >
          {t('admin_games.void_text')}
        </ReasonDialog>
      )}
    </article>
  );
}

/** A limit by its translated name (its raw name for one this page has no text for yet). */
function LimitRow({ name, value }: { name: string; value: number }) {
  const { translate } = useI18n('admin_games');
  const key = `admin_games.limit.${name}`;
  const label = translate(key);
  return (
    <>
      <dt>{label === key ? name : label}</dt>
      <dd>{formatLimit(name, value)}</dd>
    </>
  );
}
