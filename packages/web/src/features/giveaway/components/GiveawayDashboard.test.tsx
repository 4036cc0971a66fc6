import { QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import type { GiveawayActiveResponse, GiveawayConditionsResponse } from '@skinbet/shared/schemas/giveaways.schemas';
import type { UserDto } from '@skinbet/shared/schemas/user.schemas';
import '../../../lib/i18n';
import { createQueryClient } from '../../../lib/query-client';
import { QUERY_KEYS } from '../../../lib/query-keys';
import { GiveawayDashboard } from './GiveawayDashboard';

const item = { id: 5, name: 'AK-47 | Redline', market_hash_name: 'x', image: '', price: 4.5, rarity_color: '#d32ce6' };
const player = (id: number) => ({ id, username: `player${id}`, avatar: '', is_demo: true });

function active(isParticipant = false): GiveawayActiveResponse {
  const now = Date.now();
  return {
    giveaway: {
      id: 3,
      item,
      public_hash: 'b'.repeat(64),
      end_time: new Date(now + 3_725_000).toISOString(),
      created_at: new Date(now - 60_000).toISOString(),
      members: 2,
      participants: [{ user: player(1), place_id: 1 }],
      required: { telegram: false, username: true, deposit: 0, games: 5 },
    },
    timer: 3725,
    server_time: now,
    isParticipant,
    history: [
      {
        giveaway_id: 2,
        user: player(9),
        place: 4,
        item,
        value: 4.5,
        participants: 6,
        secret_hash: 'a'.repeat(64),
        public_hash: 'c'.repeat(64),
        created_at: new Date(now - 7_200_000).toISOString(),
        finished_at: new Date(now - 3_600_000).toISOString(),
      },
    ],
  };
}

const condition = (is_active: boolean, is_completed: boolean, required = 1, total?: number) => ({
  is_active,
  is_completed,
  required,
  ...(total === undefined ? {} : { total }),
});
const conditions = (gamesDone: boolean): GiveawayConditionsResponse => ({
  giveaway_id: 3,
  site_tag: 'SKINBET',
  telegram_channel: '@skinbet',
  conditions: {
    telegram_channel_subscribe: condition(false, false),
    username: condition(true, true),
    deposit: condition(false, false, 0, 0),
    games: condition(true, gamesDone, 5, gamesDone ? 5 : 2),
  },
});

/** The dashboard as the page shows it, with the cache holding `userId`'s view (undefined: a guest). */
function render(userId: number | undefined, data: GiveawayActiveResponse, gamesDone = true): string {
  const client = createQueryClient();
  client.setQueryData(QUERY_KEYS.user, userId === undefined ? null : ({ id: userId, balance: 1 } as UserDto));
  client.setQueryData([...QUERY_KEYS.giveaway, 'active', userId ?? 0], data);
  client.setQueryData([...QUERY_KEYS.giveaway, 'conditions', userId ?? 0], conditions(gamesDone));
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <GiveawayDashboard />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const tag = (html: string, testId: string) => new RegExp(`<[^>]*data-testid="${testId}"[^>]*>`).exec(html)?.[0] ?? '';

describe('GiveawayDashboard', () => {
  beforeAll(() => i18next.loadNamespaces('giveaway'));

  it('shows the countdown with hours, the prize, the required conditions and an enabled button', () => {
    const html = render(7, active());
    expect(tag(html, 'giveaway-dashboard')).toContain('data-giveaway-id="3"');
    expect(html).toMatch(/data-testid="giveaway-timer"[^>]*>1:02:0[45]</);
    expect(tag(html, 'giveaway-prize')).toContain('data-price="4.5"');
    const listed = [...html.matchAll(/data-condition="(\w+)" data-status="(\w+)"/g)].map((match) => match.slice(1));
    expect(listed).toEqual([
      ['username', 'done'],
      ['games', 'done'],
    ]);
    expect(tag(html, 'giveaway-participate')).not.toContain('disabled');
  });

  it('disables the button while a condition is pending, and once the player takes part', () => {
    expect(tag(render(7, active(), false), 'giveaway-participate')).toContain('data-blocker="conditions"');
    expect(tag(render(7, active(true)), 'giveaway-participate')).toContain('data-blocker="participating"');
  });

  it('offers a guest the sign-in', () => {
    const html = render(undefined, active());
    expect(tag(html, 'giveaway-participate')).toBe('');
    expect(html).toContain('data-testid="giveaway-login"');
  });

  it('lists the last draws with a link that re-runs each one', () => {
    const html = render(7, active());
    expect(tag(html, 'giveaway-history-row')).toContain('data-winner-id="9"');
    const link = /href="([^"]*)"/.exec(tag(html, 'giveaway-verify'))?.[1] ?? '';
    expect(link.replace(/&amp;/g, '&')).toContain('/provably-fair?game=giveaway&manual=&id=2&secret=');
  });

  it('says so when no giveaway runs', () => {
    const html = render(7, { ...active(), giveaway: null, timer: 0 });
    expect(html).toContain('data-testid="giveaway-none"');
    expect(tag(html, 'giveaway-participate')).toBe('');
  });
});
