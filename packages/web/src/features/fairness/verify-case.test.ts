import { describe, expect, it } from 'vitest';
import { sha256Hex } from '@skinbet/shared/fairness/hash';
import { buildCaseTable, caseTableHash } from '@skinbet/shared/games/cases.odds';
import type { CaseOpeningDto } from '@skinbet/shared/schemas/cases.schemas';
import {
  caseClaimFromInput,
  caseClaimFromOpening,
  parseCaseTable,
  verifyCaseOpening,
  type CaseManualInput,
} from './verify-case';

/**
 * Reference vector (docs/fairness/formulas.md "Reference vectors"): the crash row's secret as
 * server seed, client seed `lucky`, nonce 3.
 */
const SEED = '0a0a3725fb8ea7ed4c621afb9bb4ea2f31039659d79c6e91556410ff38f36a80';
const REFERENCE_TICKET = 23501;

/** A small real-shaped table: 4 Mil-Spec, 2 Restricted, 1 Covert, 1 knife (prices in cents). */
const entries = buildCaseTable([
  { itemId: 11, tier: 'mil_spec', price: 10 },
  { itemId: 12, tier: 'mil_spec', price: 12 },
  { itemId: 13, tier: 'mil_spec', price: 15 },
  { itemId: 14, tier: 'mil_spec', price: 9 },
  { itemId: 21, tier: 'restricted', price: 80 },
  { itemId: 22, tier: 'restricted', price: 95 },
  { itemId: 31, tier: 'covert', price: 2_500 },
  { itemId: 41, tier: 'rare', price: 30_000 },
]);
const holder = entries.find((entry) => entry.from <= REFERENCE_TICKET && REFERENCE_TICKET <= entry.to)!;
const tableHash = caseTableHash({ slug: 'crate-4001', priceCents: 250, rtpBasisPoints: 9_000, entries });

function opening(overrides: Partial<CaseOpeningDto> = {}): CaseOpeningDto {
  return {
    id: 5,
    case_id: 1,
    case_slug: 'crate-4001',
    case_name: 'CS:GO Weapon Case',
    server_seed_hash: sha256Hex(SEED),
    server_seed: SEED,
    client_seed: 'lucky',
    nonce: 3,
    ticket: REFERENCE_TICKET,
    table_version: 1,
    table_hash: tableHash,
    rtp: 90,
    table: entries.map((entry) => ({
      item_id: entry.itemId,
      name: `item ${entry.itemId}`,
      price: entry.price / 100,
      from: entry.from,
      to: entry.to,
    })),
    item: { id: holder.itemId, name: `item ${holder.itemId}`, price: holder.price / 100 },
    price: 2.5,
    created_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

const check = (dto: CaseOpeningDto) => {
  const claim = caseClaimFromOpening(dto);
  if (typeof claim === 'string') throw new Error(claim);
  return verifyCaseOpening(claim);
};

describe('case opening verifier', () => {
  it('reproduces the reference ticket and every check of a fair opening', () => {
    const result = check(opening());
    expect(result.ticket).toBe(REFERENCE_TICKET);
    expect(result.item?.itemId).toBe(holder.itemId);
    expect(result.checks).toEqual({ seedHash: 'pass', table: 'pass', tableHash: 'pass', ticket: 'pass', item: 'pass' });
    expect(result.verdict).toBe('match');
  });

  it('waits for the seed to be revealed', () => {
    expect(caseClaimFromOpening(opening({ server_seed: null }))).toBe('not_revealed');
  });

  it('catches a seed that is not the committed one', () => {
    const result = check(opening({ server_seed_hash: sha256Hex('another seed') }));
    expect(result.checks.seedHash).toBe('fail');
    expect(result.verdict).toBe('mismatch');
  });

  it('catches a recorded ticket or item that the seeds do not give', () => {
    expect(check(opening({ ticket: REFERENCE_TICKET + 1 })).checks.ticket).toBe('fail');
    const other = entries.find((entry) => entry.itemId !== holder.itemId)!;
    const wrongItem = { id: other.itemId, name: `item ${other.itemId}`, price: other.price / 100 };
    expect(check(opening({ item: wrongItem })).checks.item).toBe('fail');
  });

  it('catches a table changed after it was published (its hash) or one that is not 100 %', () => {
    const cheaper = opening().table.map((row, index) => (index === 0 ? { ...row, price: row.price + 0.01 } : row));
    expect(check(opening({ table: cheaper })).checks.tableHash).toBe('fail');
    const short = opening().table.map((row, index, all) =>
      index === all.length - 1 ? { ...row, to: row.to - 1 } : row,
    );
    const result = check(opening({ table: short }));
    expect(result.checks.table).toBe('fail');
    expect(result.verdict).toBe('mismatch');
  });
});

describe('case verifier by hand', () => {
  const input: CaseManualInput = {
    serverSeed: SEED,
    serverSeedHash: '',
    clientSeed: 'lucky',
    nonce: '3',
    ticket: '',
    table: '',
  };

  it('computes the ticket from the seeds and the nonce alone', () => {
    const claim = caseClaimFromInput(input);
    if (typeof claim === 'string') throw new Error(claim);
    const result = verifyCaseOpening(claim);
    expect(result.ticket).toBe(REFERENCE_TICKET);
    expect(result.item).toBeNull();
    expect(result.checks).toEqual({
      seedHash: 'skipped',
      table: 'skipped',
      tableHash: 'skipped',
      ticket: 'skipped',
      item: 'skipped',
    });
  });

  it('maps the ticket over a pasted table and compares the hash and ticket given', () => {
    const lines = entries.map((entry) => `#${entry.from}-${entry.to} item ${entry.itemId}`).join('\n');
    const claim = caseClaimFromInput({
      ...input,
      serverSeedHash: sha256Hex(SEED).toUpperCase(),
      ticket: '23501',
      table: lines,
    });
    if (typeof claim === 'string') throw new Error(claim);
    const result = verifyCaseOpening(claim);
    expect(result.item?.name).toBe(`item ${holder.itemId}`);
    expect(result.checks).toMatchObject({ seedHash: 'pass', table: 'pass', ticket: 'pass' });
  });

  it('names what is wrong with the input', () => {
    expect(caseClaimFromInput({ ...input, serverSeed: ' ' })).toBe('bad_server_seed');
    expect(caseClaimFromInput({ ...input, serverSeedHash: 'abc' })).toBe('bad_seed_hash');
    expect(caseClaimFromInput({ ...input, clientSeed: '' })).toBe('bad_client_seed');
    expect(caseClaimFromInput({ ...input, nonce: '-1' })).toBe('bad_nonce');
    expect(caseClaimFromInput({ ...input, ticket: '100000' })).toBe('bad_case_ticket');
    expect(caseClaimFromInput({ ...input, table: 'not a table' })).toBe('bad_table');
  });
});

describe('parseCaseTable', () => {
  it('reads an opening, a case and lines alike', () => {
    const dto = opening();
    const fromOpening = parseCaseTable(JSON.stringify(dto));
    expect(fromOpening?.map((row) => [row.itemId, row.from, row.to])).toEqual(
      entries.map((entry) => [entry.itemId, entry.from, entry.to]),
    );
    const box = {
      box: {
        items: dto.table.map((row) => ({ id: row.item_id, name: row.name, tickets: { from: row.from, to: row.to } })),
      },
    };
    expect(parseCaseTable(JSON.stringify(box))).toHaveLength(entries.length);
    expect(parseCaseTable('0-49999 A\n50000 – 99999 B')).toEqual([
      { itemId: null, name: 'A', from: 0, to: 49_999, price: null },
      { itemId: null, name: 'B', from: 50_000, to: 99_999, price: null },
    ]);
    expect(parseCaseTable('{"table": []}')).toBeNull();
    expect(parseCaseTable('[{"from": "0"}]')).toBeNull();
  });
});
