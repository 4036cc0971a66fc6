import { describe, expect, it } from 'vitest';
import type { TournamentConditionsResponse, TournamentDto } from '@skinbet/shared/schemas/tournaments.schemas';
import en from '../../locales/en/tournament.json';
import ru from '../../locales/ru/tournament.json';
import { formatPoints, isShown, joinBlocker, prizeList, tournamentTexts } from './tournament-view';

const tournament: TournamentDto = {
  id: 2,
  name: 'Weekly',
  description: '',
  text_key: null,
  status: 0,
  end_time: '2026-01-08T00:00:00Z',
  created_at: '2026-01-01T00:00:00Z',
  prize_1: 50,
  prize_2: 25,
  prize_3: 10,
  prize_4: 5,
  prize_5: 5,
  users: [],
  members: 0,
};
const conditions = (is_member: boolean, paid: boolean, active = true): TournamentConditionsResponse => ({
  tournament_id: 2,
  is_member,
  min_payment: { is_active: active, is_completed: paid, required: 10, total: paid ? 10 : 3 },
});
const ready = {
  signedIn: true,
  tournamentId: 2,
  secondsLeft: 100,
  pending: false,
  conditions: conditions(false, true),
};

describe('tournament view', () => {
  it('lists five prizes in place order', () => {
    expect(prizeList(tournament)).toEqual([
      { place: 1, prize: 50 },
      { place: 2, prize: 25 },
      { place: 3, prize: 10 },
      { place: 4, prize: 5 },
      { place: 5, prize: 5 },
    ]);
  });

  it('shows only a running tournament (status 0)', () => {
    expect(isShown(tournament)).toBe(true);
    expect(isShown({ ...tournament, status: 1 })).toBe(false);
    expect(isShown(null)).toBe(false);
  });

  it('lets a player join once the minimum payment is made', () => {
    expect(joinBlocker(ready)).toBeNull();
    expect(joinBlocker({ ...ready, conditions: conditions(false, false, false) })).toBeNull();
    expect(joinBlocker({ ...ready, conditions: conditions(false, false) })).toBe('min_payment');
    expect(joinBlocker({ ...ready, conditions: conditions(true, true) })).toBe('member');
    expect(joinBlocker({ ...ready, tournamentId: null })).toBe('none_running');
    expect(joinBlocker({ ...ready, secondsLeft: 0 })).toBe('ended');
    expect(joinBlocker({ ...ready, signedIn: false })).toBe('sign_in');
    expect(joinBlocker({ ...ready, pending: true })).toBe('pending');
    expect(joinBlocker({ ...ready, conditions: undefined })).toBe('loading');
    expect(joinBlocker({ ...ready, conditions: { ...conditions(false, true), tournament_id: 1 } })).toBe('loading');
  });

  it('groups points as the language writes numbers', () => {
    expect(formatPoints(1234567, 'en')).toBe('1,234,567');
    expect(formatPoints(1234567, 'ru').replace(/\s/g, ' ')).toBe('1 234 567');
  });
});

describe("the tournament's title and text in the player's language", () => {
  /** A `t` over one language's real tournament texts. */
  const tOf = (texts: object) => (key: string) =>
    key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], texts) as string;
  const demo: TournamentDto = { ...tournament, name: 'Турнир недели', description: '1 очко…', text_key: 'weekly' };

  it("shows the site's own tournament in Russian in Russian and in English in English", () => {
    expect(tournamentTexts(demo, tOf(ru)).name).toBe('Турнир недели');
    expect(tournamentTexts(demo, tOf(en)).name).toBe('Weekly tournament');
    expect(tournamentTexts(demo, tOf(en)).description).toMatch(/^1 point per cent staked/);
    expect(tournamentTexts(demo, tOf(ru)).description).not.toMatch(/[A-Za-z]{3}/);
  });

  it("shows an operator's tournament as typed", () => {
    const typed = { ...tournament, name: 'Весенний кубок', description: 'Призы до $50' };
    expect(tournamentTexts(typed, tOf(en))).toEqual({ name: 'Весенний кубок', description: 'Призы до $50' });
  });
});
