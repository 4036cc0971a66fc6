import type { Game } from '@skinbet/shared/games/registry';
import type { AppConfigDto } from '@skinbet/shared/schemas/app.schemas';
import { useEffect } from 'react';
import { useAppConfig } from '../lib/app-config';
import { useI18n } from '../lib/i18n';
import { queryClient } from '../lib/query-client';
import { QUERY_KEYS } from '../lib/query-keys';
import { useServerEvent } from '../lib/socket';
import styles from './GamePausedNotice.module.css';

/** `gamePaused` (docs/api/socket-events.md "Server to client"): the cached config follows it. */
function applyGamePaused({ game, paused }: { game: Game; paused: boolean }): void {
  queryClient.setQueryData<AppConfigDto>(QUERY_KEYS.config, (config) => {
    if (!config) return config;
    const others = config.paused_games.filter((id) => id !== game);
    return { ...config, paused_games: paused ? [...others, game] : others };
  });
}

/**
 * A game page's notice while an operator has the game paused (docs/operations/console.md
 * "Games"): read from `getConfig` (re-read when the page opens) and kept current by `gamePaused`.
 */
export function GamePausedNotice({ game }: { game: Game }) {
  const { t } = useI18n();
  const config = useAppConfig();
  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.config });
  }, []);
  useServerEvent('gamePaused', applyGamePaused);
  if (!config?.paused_games?.includes(game)) return null;
  return (
    <div className={styles.notice} role="status" data-testid="game-paused-notice" data-game={game}>
      {t('app.game_paused')}
    </div>
  );
}
