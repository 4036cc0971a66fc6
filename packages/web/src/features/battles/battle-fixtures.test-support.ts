import type { BattleRollDto, BattleSeatDto, BattleSummaryDto } from '@skinbet/shared/games/battles/battles.schemas';
import type { BattleView } from './battle-view';

/** Test data: battles as the server sends them (docs/games/battles.md "States"). */

export function seat(index: number, team: number, user: number | 'bot' | null): BattleSeatDto {
  return {
    seat: index,
    team,
    bot: user === 'bot',
    user: typeof user === 'number' ? { id: user, username: `player${user}`, avatar: '' } : null,
    client_seed: user === null ? null : user === 'bot' ? 'bot' : `seed${index}`,
  };
}

export function summary(overrides: Partial<BattleSummaryDto> = {}): BattleSummaryDto {
  return {
    id: 1,
    status: 'waiting',
    mode: '1v1',
    crazy: false,
    creator_id: 10,
    cost: 2.5,
    total: 5,
    cases: [
      { round: 0, id: 7, name: 'Case A', image: '', price: 1, table_version: 1 },
      { round: 1, id: 8, name: 'Case B', image: '', price: 1.5, table_version: 1 },
    ],
    seats: [seat(0, 0, 10), seat(1, 1, null)],
    public_hash: 'ab'.repeat(32),
    chain: { id: 3, round: 12 },
    secret_hash: null,
    seeds: null,
    created_at: 1_000,
    starts_at: null,
    revealed_rounds: 0,
    expires_at: 601_000,
    winners: null,
    tie: null,
    ...overrides,
  };
}

export function roll(round: number, seatIndex: number, price: number, id = round * 10 + seatIndex): BattleRollDto {
  return {
    round,
    seat: seatIndex,
    ticket: 1234,
    item: { id, name: `Item ${id}`, market_hash_name: `Item ${id}`, image: '', rarity_color: '#4b69ff', price },
  };
}

export function battle(overrides: Partial<BattleView> = {}): BattleView {
  return {
    ...summary(),
    rolls: [],
    seat_totals: [0, 0],
    team_totals: [0, 0],
    payouts: [0, 0],
    dealt: [],
    server_time: 10_000,
    round_ms: 3_500,
    tables: null,
    received_at: 50_000,
    ...overrides,
  };
}
