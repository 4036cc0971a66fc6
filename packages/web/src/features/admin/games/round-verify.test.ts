import { describe, expect, it } from 'vitest';
import { caseTicket } from '@skinbet/shared/fairness/cases';
import { crashPointHundredths } from '@skinbet/shared/fairness/crash';
import { sha256Hex } from '@skinbet/shared/fairness/hash';
import { caseTableHash } from '@skinbet/shared/games/cases.odds';
import type { AdminRoundDetailResponse } from '@skinbet/shared/schemas/admin-games.schemas';
import type { CaseOpeningDto } from '@skinbet/shared/schemas/cases.schemas';
import { giveawayDrawIndex } from '@skinbet/shared/fairness/giveaway';
import { verifyDraw, verifyOpening, verifyRound } from './round-verify';

const SECRET = 'a'.repeat(64);
const PUBLIC = sha256Hex(SECRET);

function crash(overrides: Partial<Extract<AdminRoundDetailResponse, { game: 'crash' }>['round']>) {
  const point = crashPointHundredths({ secretHash: SECRET, publicHash: PUBLIC, roundId: 7, dayOfMonth: 3 });
  return {
    game: 'crash',
    round: {
      id: 7,
      phase: 'crashed',
      public_hash: PUBLIC,
      secret_hash: SECRET,
      day_of_month: 3,
      multiplier: point / 100,
      ...overrides,
    },
  } as AdminRoundDetailResponse;
}

describe('console round verification', () => {
  it('recomputes a crash point from the revealed secret and flags a different record', () => {
    expect(verifyRound(crash({}))).toMatchObject({ verdict: 'match' });
    expect(verifyRound(crash({ multiplier: 123.45 }))).toMatchObject({ verdict: 'mismatch' });
    expect(verifyRound(crash({ public_hash: 'b'.repeat(64) }))).toMatchObject({ verdict: 'mismatch' });
  });

  it('verifies nothing for a round whose secret is not revealed', () => {
    expect(verifyRound(crash({ secret_hash: null, day_of_month: null, multiplier: null }))).toBe('not_revealed');
  });

  it('checks a case opening against its own table', () => {
    const ticket = caseTicket('seed', 'client', 3);
    const table = [
      { item_id: 1, name: 'A', price: 1, from: 0, to: 49_999 },
      { item_id: 2, name: 'B', price: 2, from: 50_000, to: 99_999 },
    ];
    const item = ticket < 50_000 ? table[0]! : table[1]!;
    const hash = caseTableHash({
      slug: 'crate-1',
      priceCents: 200,
      rtpBasisPoints: 7_500,
      entries: table.map((row) => ({ itemId: row.item_id, from: row.from, to: row.to, price: row.price * 100 })),
    });
    const opening = {
      server_seed: 'seed',
      server_seed_hash: sha256Hex('seed'),
      client_seed: 'client',
      nonce: 3,
      ticket,
      table,
      case_slug: 'crate-1',
      price: 2,
      rtp: 75,
      table_hash: hash,
      table_version: 2,
      item: { id: item.item_id, name: item.name, price: item.price },
    } as unknown as CaseOpeningDto;
    expect(verifyOpening(opening)).toMatchObject({ verdict: 'match' });
    expect(verifyOpening({ ...opening, table_hash: 'f'.repeat(64) })).toMatchObject({ verdict: 'mismatch' });
    expect(verifyOpening({ ...opening, server_seed: null })).toBe('not_revealed');
  });

  it('recomputes a giveaway draw from its revealed secret', () => {
    const index = giveawayDrawIndex(SECRET, PUBLIC, 4, 9);
    const draw = {
      id: 4,
      kind: 'giveaway' as const,
      status: 'finished',
      public_hash: PUBLIC,
      secret: SECRET,
      ends_at: '',
      drawn_at: '',
      participants: 9,
      winner_index: index,
      eligible_user_ids: null,
      winner_user_ids: [1],
    };
    expect(verifyDraw(draw)).toMatchObject({ verdict: 'match' });
    expect(verifyDraw({ ...draw, winner_index: (index + 1) % 9 })).toMatchObject({ verdict: 'mismatch' });
    expect(verifyDraw({ ...draw, secret: null })).toBe('not_revealed');
  });
});
