import type { BattleSummaryDto } from '@skinbet/shared/games/battles/battles.schemas';
import { useCallback, useEffect, useState } from 'react';
import { useCurrentUserIdRef } from '../../../lib/current-user';
import { notify } from '../../../lib/notices';
import { queryClient } from '../../../lib/query-client';
import { QUERY_KEYS } from '../../../lib/query-keys';
import { onServerEvent, onSocketConnect } from '../../../lib/socket';
import { fetchBattleList, LIVE_LOBBY_KEY, type LiveLobby } from '../api/battles.api';
import { viewerSeat } from '../battle-view';
import { applyLobbyUpdate, mergeLobbyPage, nextLobbyDeparture, pruneLobby } from '../lobby';
import { clearUpdates, recordUpdate } from '../lobby-updates';

const refetchLobby = () => void queryClient.invalidateQueries({ queryKey: LIVE_LOBBY_KEY }, { cancelRefetch: false });

/** Writes one `battleUpdate` into the cached live lobby (a lobby not read yet replays it from the log). */
function applyUpdate(update: BattleSummaryDto, now: number): void {
  recordUpdate(update, now);
  queryClient.setQueryData<LiveLobby>(LIVE_LOBBY_KEY, (lobby) =>
    lobby ? { ...lobby, entries: applyLobbyUpdate(lobby.entries, update, now) } : lobby,
  );
}

/** Drops the ended battles whose time in the list is up, and says when the next one leaves. */
function pruneNow(): number | null {
  const now = Date.now();
  const lobby = queryClient.getQueryData<LiveLobby>(LIVE_LOBBY_KEY);
  if (!lobby) return null;
  const entries = pruneLobby(lobby.entries, now);
  if (entries.length !== lobby.entries.length)
    queryClient.setQueryData<LiveLobby>(LIVE_LOBBY_KEY, { ...lobby, entries });
  return nextLobbyDeparture(entries);
}

/**
 * Keeps the lobby's live list current from `battleUpdate` (docs/api/socket-events.md "Server to
 * client") while the lobby is open: re-reads it on every (re)connection, merges each update, lets
 * ended battles leave after a moment, and re-reads the inventory and balance when a battle the
 * player sat in ends (won items, refunds). Answers `loadMore`, which adds the next server page.
 */
export function useBattlesLobby() {
  const userIdRef = useCurrentUserIdRef();
  const [loadingMore, setLoadingMore] = useState(false);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedulePrune = () => {
      clearTimeout(timer);
      const next = pruneNow();
      if (next !== null) timer = setTimeout(schedulePrune, Math.max(50, next - Date.now()));
    };
    const stops = [
      onSocketConnect(refetchLobby),
      onServerEvent('battleUpdate', (update) => {
        applyUpdate(update, Date.now());
        schedulePrune();
        if (update.status === 'finished' || update.status === 'cancelled') {
          void queryClient.invalidateQueries({ queryKey: ['battles', 'finished'] });
          if (viewerSeat(update, userIdRef.current) !== null) {
            void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.inventory });
            void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.user });
          }
        }
      }),
    ];
    return () => {
      stops.forEach((stop) => stop());
      clearTimeout(timer);
      clearUpdates();
      // Without the listener the cached list goes stale: the next visit reads it afresh.
      queryClient.removeQueries({ queryKey: LIVE_LOBBY_KEY });
    };
    // The ref is the same object for the hook's life: the listener is added once.
  }, [userIdRef]);

  const loadMore = useCallback(async () => {
    const lobby = queryClient.getQueryData<LiveLobby>(LIVE_LOBBY_KEY);
    if (!lobby || lobby.page >= lobby.pages) return;
    setLoadingMore(true);
    try {
      const answer = await fetchBattleList(undefined, lobby.page + 1);
      queryClient.setQueryData<LiveLobby>(LIVE_LOBBY_KEY, (current) =>
        current
          ? { entries: mergeLobbyPage(current.entries, answer.battles), page: answer.page, pages: answer.pages }
          : current,
      );
    } catch (error) {
      notify.failure(error, 'battles_error.load_list');
    } finally {
      setLoadingMore(false);
    }
  }, []);

  return { loadMore, loadingMore };
}
