import type { BattleDto } from '@skinbet/shared/games/battles/battles.schemas';
import { caseTableHash } from '@skinbet/shared/games/cases.odds';
import { verifyBattle, type BattleClaim, type BattleTableRow } from './verify-battle';

/** Row 1 of the reference vectors (docs/fairness/formulas.md "Reference vectors"). */
export const SECRET = '0a0a3725fb8ea7ed4c621afb9bb4ea2f31039659d79c6e91556410ff38f36a80';
export const PUBLIC = 'a6f57d69f66f23e06f459bcc5b55bd7ee4a46d05f6d13b47cbf810b12d2c2c8a';

// Split at ticket 50,000: the vectors' tickets below it drop the $1 item, the others the $5 one.
export const SPLIT: BattleTableRow[] = [
  { itemId: 1, name: 'Low', from: 0, to: 49_999, priceCents: 100 },
  { itemId: 2, name: 'High', from: 50_000, to: 99_999, priceCents: 500 },
];
// Every ticket drops the same item: every seat ties.
export const SINGLE: BattleTableRow[] = [{ itemId: 3, name: 'Same', from: 0, to: 99_999, priceCents: 7 }];

export function claimOf(overrides: Partial<BattleClaim>): BattleClaim {
  return {
    roundId: 12,
    secretHash: SECRET,
    publicHash: PUBLIC,
    chain: null,
    seeds: 'alice,bot',
    mode: '1v1',
    crazy: false,
    tables: [SPLIT, SINGLE],
    seatSeeds: null,
    recorded: null,
    ...overrides,
  };
}

/** A finished battle as `POST /api/battles/get` answers it, from the recomputation itself. */
export function finishedBattle(): BattleDto {
  const table = (caseId: number, rows: BattleTableRow[]) => ({
    case_id: caseId,
    table_version: 1,
    slug: `crate-${caseId}`,
    price: 1,
    rtp: 90,
    // The hash the table commits to, as the site publishes it (docs/fairness/formulas.md "Cases").
    hash: caseTableHash({
      slug: `crate-${caseId}`,
      priceCents: 100,
      rtpBasisPoints: 9000,
      entries: rows.map((row) => ({ itemId: row.itemId!, from: row.from, to: row.to, price: row.priceCents })),
    }),
    items: rows.map((row) => ({
      id: row.itemId!,
      market_hash_name: row.name,
      price: row.priceCents / 100,
      from: row.from,
      to: row.to,
    })),
  });
  const item = (row: BattleTableRow) => ({
    id: row.itemId!,
    name: row.name,
    market_hash_name: row.name,
    image: '',
    rarity_color: '',
    price: row.priceCents / 100,
  });
  const cells = verifyBattle(claimOf({}), undefined).cells;
  const seat = (index: number, seed: string) => ({
    seat: index,
    team: index,
    bot: seed === 'bot',
    user: null,
    client_seed: seed,
  });
  const round = (index: number, id: number) => ({
    round: index,
    id,
    name: 'Case',
    image: '',
    price: 3,
    table_version: 1,
  });
  return {
    id: 12,
    status: 'finished',
    mode: '1v1',
    crazy: false,
    creator_id: 1,
    cost: 6,
    total: 12,
    cases: [round(0, 5), round(1, 6)],
    seats: [seat(1, 'bot'), seat(0, 'alice')],
    public_hash: PUBLIC,
    chain: { id: 9, round: 3 },
    secret_hash: SECRET,
    seeds: 'alice,bot',
    created_at: 0,
    starts_at: 0,
    revealed_rounds: 2,
    expires_at: 0,
    winners: [1],
    tie: null,
    rolls: cells.map((cell) => ({ round: cell.round, seat: cell.seat, ticket: cell.ticket, item: item(cell.item!) })),
    seat_totals: [1.07, 5.07],
    team_totals: [1.07, 5.07],
    payouts: [0, 6.14],
    dealt: cells.map((cell) => ({ round: cell.round, seat: cell.seat, to_seat: 1 })),
    server_time: 0,
    round_ms: 3500,
    tables: [table(6, SINGLE), table(5, SPLIT)],
  };
}
