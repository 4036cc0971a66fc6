import type { QueryClient } from '@tanstack/react-query';
import type { BonusInitPayload, BonusUpdateBankPayload } from '@skinbet/shared/schemas/bonus.schemas';
import type { SetRafflePayload } from '@skinbet/shared/schemas/giveaways.schemas';
import { BONUS_STATE_KEY } from './engagement-queries';
import { QUERY_KEYS } from './query-keys';
import { onServerEvent } from './socket';

/**
 * Pushes of issue 16 written into the query cache (docs/architecture/overview.md "Web app"):
 * whatever screen shows the giveaway, the bonus or the tournament reads the cache and follows.
 * Only queries on screen are read again; the others are marked stale and read when next shown.
 */

/**
 * `setRaffle`: a giveaway was drawn. The giveaway (its history, the next one) is read again, and the
 * winner's inventory and user (docs/engagement/giveaways.md "Rules": the end
 * reloads the inventory — only the winner's changed).
 */
export function applyRaffle(client: QueryClient, payload: SetRafflePayload, userId: number | undefined): void {
  void client.invalidateQueries({ queryKey: QUERY_KEYS.giveaway });
  if (userId !== undefined && payload.winner?.id === userId) {
    void client.invalidateQueries({ queryKey: QUERY_KEYS.inventory });
    void client.invalidateQueries({ queryKey: QUERY_KEYS.user });
  }
}

/** `jackpot-bonus.init`: the whole state (on connect and after a draw); a new period resets progress. */
export function applyBonusInit(client: QueryClient, payload: BonusInitPayload): void {
  const previous = client.getQueryData<BonusInitPayload>(BONUS_STATE_KEY);
  client.setQueryData(BONUS_STATE_KEY, payload);
  if (previous && previous.period_id !== payload.period_id) {
    void client.invalidateQueries({ queryKey: [...QUERY_KEYS.bonus, 'conditions'] });
  }
}

/**
 * `jackpot-bonus.update-bank`: the pot after a crash round. A pot of another period than the one
 * shown means a draw happened in between: the whole state is read again instead.
 */
export function applyBonusBank(client: QueryClient, payload: BonusUpdateBankPayload): void {
  const current = client.getQueryData<BonusInitPayload>(BONUS_STATE_KEY);
  if (!current) return;
  if (current.period_id !== payload.period_id) {
    void client.invalidateQueries({ queryKey: BONUS_STATE_KEY });
    return;
  }
  // Keeps the countdown's anchor: setQueryData would move `dataUpdatedAt`, and with it the clock.
  client.setQueryData(
    BONUS_STATE_KEY,
    { ...current, bank: payload.bank },
    {
      updatedAt: client.getQueryState(BONUS_STATE_KEY)?.dataUpdatedAt,
    },
  );
}

/** `tournamentUpdate`: points changed, the table (not the conditions) is read again. */
export function applyTournamentUpdate(client: QueryClient): void {
  void client.invalidateQueries({ queryKey: [...QUERY_KEYS.tournament, 'board'] });
}

/** Subscribes the cache to the four pushes; `userId` tells who is signed in now. Returns the unsubscribe. */
export function subscribeEngagement(client: QueryClient, userId: () => number | undefined): () => void {
  const stops = [
    onServerEvent('setRaffle', (payload) => applyRaffle(client, payload, userId())),
    onServerEvent('jackpot-bonus.init', (payload) => applyBonusInit(client, payload)),
    onServerEvent('jackpot-bonus.update-bank', (payload) => applyBonusBank(client, payload)),
    onServerEvent('tournamentUpdate', () => applyTournamentUpdate(client)),
  ];
  return () => stops.forEach((stop) => stop());
}
