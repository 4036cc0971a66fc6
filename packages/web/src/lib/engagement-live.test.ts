import { describe, expect, it } from 'vitest';
import type { BonusInitPayload } from '@skinbet/shared/schemas/bonus.schemas';
import type { SetRafflePayload } from '@skinbet/shared/schemas/giveaways.schemas';
import { applyBonusBank, applyBonusInit, applyRaffle, applyTournamentUpdate } from './engagement-live';
import { BONUS_STATE_KEY } from './engagement-queries';
import { createQueryClient } from './query-client';
import { QUERY_KEYS } from './query-keys';

const user = (id: number) => ({ id, username: `p${id}`, avatar: '', is_demo: true });
const item = { id: 1, name: 'AK-47 | Redline', market_hash_name: 'x', image: '', price: 4.5, rarity_color: '#fff' };
const raffle = (winnerId: number | null): SetRafflePayload => ({
  giveaway_id: 3,
  winner: winnerId === null ? null : user(winnerId),
  item,
  secret_hash: 'a'.repeat(64),
  public_hash: 'b'.repeat(64),
  index: winnerId === null ? null : 0,
  participants: winnerId === null ? 0 : 1,
});
const bonus = (periodId: number, bank: number): BonusInitPayload => ({
  period_id: periodId,
  bank,
  public_hash: 'c'.repeat(64),
  end_time: '2026-01-01T00:00:00.000Z',
  server_time: 0,
  last_winners: null,
  rules: { percent_of_crash_bank: 1, shares: [50, 25, 25], min_chat_messages: 5, min_total_bet_sum: 5 },
});

/** A cache holding `keys`, each with some data; answers which of them are stale afterwards. */
function seeded(keys: readonly (readonly unknown[])[]) {
  const client = createQueryClient();
  for (const key of keys) client.setQueryData(key, { seeded: true });
  const stale = () => keys.filter((key) => client.getQueryState(key)?.isInvalidated).map((key) => key.join('/'));
  return { client, stale };
}

describe('engagement pushes into the cache', () => {
  const keys = [
    [...QUERY_KEYS.giveaway, 'active', 7],
    [...QUERY_KEYS.giveaway, 'conditions', 7],
    QUERY_KEYS.inventory,
    QUERY_KEYS.user,
    [...QUERY_KEYS.tournament, 'board', 7],
    [...QUERY_KEYS.tournament, 'conditions', 7],
  ] as const;

  it('setRaffle reloads the giveaway for everyone, the inventory and user for the winner only', () => {
    const someone = seeded(keys);
    applyRaffle(someone.client, raffle(8), 7);
    expect(someone.stale()).toEqual(['giveaway/active/7', 'giveaway/conditions/7']);

    const winner = seeded(keys);
    applyRaffle(winner.client, raffle(7), 7);
    expect(winner.stale()).toEqual(['giveaway/active/7', 'giveaway/conditions/7', 'inventory', 'user']);

    const guest = seeded(keys);
    applyRaffle(guest.client, raffle(null), undefined);
    expect(guest.stale()).toEqual(['giveaway/active/7', 'giveaway/conditions/7']);
  });

  it('tournamentUpdate reloads the table, not the conditions', () => {
    const { client, stale } = seeded(keys);
    applyTournamentUpdate(client);
    expect(stale()).toEqual(['tournament/board/7']);
  });

  it('jackpot-bonus.init replaces the state; a new period reloads the conditions', () => {
    const conditionsKey = [...QUERY_KEYS.bonus, 'conditions', 7] as const;
    const { client, stale } = seeded([conditionsKey]);
    applyBonusInit(client, bonus(4, 10));
    expect(client.getQueryData(BONUS_STATE_KEY)).toEqual(bonus(4, 10));
    expect(stale()).toEqual([]);
    applyBonusInit(client, bonus(5, 0));
    expect(client.getQueryData<BonusInitPayload>(BONUS_STATE_KEY)?.period_id).toBe(5);
    expect(stale()).toEqual(['bonus/conditions/7']);
  });

  it('jackpot-bonus.update-bank changes the pot of the same period and keeps the countdown anchor', () => {
    const client = createQueryClient();
    applyBonusBank(client, { period_id: 4, bank: 3 });
    expect(client.getQueryData(BONUS_STATE_KEY)).toBeUndefined();

    client.setQueryData(BONUS_STATE_KEY, bonus(4, 10), { updatedAt: 1000 });
    applyBonusBank(client, { period_id: 4, bank: 12.34 });
    expect(client.getQueryData<BonusInitPayload>(BONUS_STATE_KEY)?.bank).toBe(12.34);
    expect(client.getQueryState(BONUS_STATE_KEY)?.dataUpdatedAt).toBe(1000);

    // Another period's pot: a draw happened in between, the whole state is read again.
    applyBonusBank(client, { period_id: 5, bank: 0.5 });
    expect(client.getQueryData<BonusInitPayload>(BONUS_STATE_KEY)?.bank).toBe(12.34);
    expect(client.getQueryState(BONUS_STATE_KEY)?.isInvalidated).toBe(true);
  });
});
