import { describe, expect, it } from 'vitest';
import type { GiveawayConditionsResponse, GiveawayHistoryEntryDto } from '@skinbet/shared/schemas/giveaways.schemas';
import { participateBlocker, verifyLink, visibleConditions, type ParticipateState } from './giveaway-rules';

const state = (is_active: boolean, is_completed: boolean, required = 1, total?: number) => ({
  is_active,
  is_completed,
  required,
  ...(total === undefined ? {} : { total }),
});

function conditions(overrides: Partial<GiveawayConditionsResponse['conditions']> = {}): GiveawayConditionsResponse {
  return {
    giveaway_id: 3,
    site_tag: 'SKINBET',
    telegram_channel: '@skinbet',
    conditions: {
      telegram_channel_subscribe: state(false, false),
      username: state(true, true),
      deposit: state(true, true, 5, 7.5),
      games: state(false, false),
      ...overrides,
    },
  };
}

const ready: ParticipateState = {
  signedIn: true,
  giveawayId: 3,
  secondsLeft: 120,
  isParticipant: false,
  pending: false,
  conditions: conditions(),
};

describe('participate button', () => {
  it('is enabled when signed in, running, not a participant, idle and every condition met', () => {
    expect(participateBlocker(ready)).toBeNull();
  });

  it('names why it is disabled, in order', () => {
    expect(participateBlocker({ ...ready, giveawayId: null })).toBe('none_running');
    expect(participateBlocker({ ...ready, secondsLeft: 0 })).toBe('ended');
    expect(participateBlocker({ ...ready, signedIn: false })).toBe('sign_in');
    expect(participateBlocker({ ...ready, isParticipant: true })).toBe('participating');
    expect(participateBlocker({ ...ready, pending: true })).toBe('pending');
    expect(participateBlocker({ ...ready, conditions: undefined })).toBe('loading');
    expect(participateBlocker({ ...ready, conditions: { ...conditions(), giveaway_id: 2 } })).toBe('loading');
    expect(participateBlocker({ ...ready, conditions: conditions({ games: state(true, false, 5, 2) }) })).toBe(
      'conditions',
    );
  });

  it('ignores a condition the giveaway does not ask for', () => {
    expect(
      participateBlocker({ ...ready, conditions: conditions({ telegram_channel_subscribe: state(false, false) }) }),
    ).toBeNull();
  });
});

describe('the conditions listed', () => {
  it('hides those not required and keeps the published order', () => {
    const list = visibleConditions(conditions({ games: state(true, false, 5, 2) }).conditions);
    expect(list.map((condition) => [condition.name, condition.status])).toEqual([
      ['username', 'done'],
      ['deposit', 'done'],
      ['games', 'pending'],
    ]);
    expect(list[2]).toMatchObject({ required: 5, total: 2 });
  });
});

describe('verify link', () => {
  const entry: GiveawayHistoryEntryDto = {
    giveaway_id: 3,
    user: { id: 9, username: 'w', avatar: '', is_demo: false },
    place: 7,
    item: { id: 1, name: 'AWP | Asiimov', market_hash_name: 'x', image: '', price: 50, rarity_color: '#eb4b4b' },
    value: 50,
    participants: 7,
    secret_hash: 'a'.repeat(64),
    public_hash: 'b'.repeat(64),
    created_at: '2026-01-01T00:00:00Z',
    finished_at: '2026-01-01T01:00:00Z',
  };

  it('carries the id, the revealed secret, the public hash, N and the place to /provably-fair', () => {
    const url = new URL(verifyLink(entry), 'http://site');
    expect(url.pathname).toBe('/provably-fair');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      game: 'giveaway',
      manual: '',
      id: '3',
      secret: 'a'.repeat(64),
      public: 'b'.repeat(64),
      n: '7',
      place: '7',
    });
  });

  it('has no place without a winner', () => {
    const url = new URL(verifyLink({ ...entry, user: null, place: null, participants: 0 }), 'http://site');
    expect(url.searchParams.has('place')).toBe(false);
    expect(url.searchParams.get('n')).toBe('0');
  });
});
