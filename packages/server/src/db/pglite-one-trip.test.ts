import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oneTripClient, toDriverValue } from './pglite-one-trip';

const INT8_OID = 20;
let pglite: PGlite;
let client: ReturnType<typeof oneTripClient>;

beforeAll(async () => {
  pglite = await PGlite.create({ parsers: { [INT8_OID]: (value) => Number(value) } });
  client = oneTripClient(pglite);
  await pglite.exec(`
    CREATE TABLE sample (
      id serial PRIMARY KEY, amount bigint NOT NULL, label text, flag boolean, doc jsonb,
      at timestamptz, picture bytea, tags text[]
    )`);
});
afterAll(() => pglite.close());

describe('oneTripClient', () => {
  it('answers what PGlite’s own query answers, for every kind of column and parameter', async () => {
    const picture = new Uint8Array([0, 1, 2, 250, 255]);
    const insert = `INSERT INTO sample (amount, label, flag, doc, at, picture, tags)
      VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`;
    const values = [9_007_199_254_740_991, 'a "quoted", \\ back', true, { x: [1, 'y'] }, '2026-11-26T10:00:00.000Z'];
    const inserted = await client.query<{ id: number }>(insert, [...values, picture, ['one', 'two "2"', null]]);
    expect(inserted.rows).toEqual([{ id: 1 }]);
    expect(inserted.affectedRows).toBe(1);

    const select = 'SELECT id, amount, label, flag, doc, at, picture, tags FROM sample WHERE id = $1 AND flag = $2';
    for (const rowMode of ['object', 'array'] as const) {
      const ours = await client.query(select, [1, true], { rowMode });
      const theirs = await pglite.query(select, [1, true], { rowMode });
      expect(ours.rows).toEqual(theirs.rows);
      expect(ours.fields).toEqual(theirs.fields);
    }
    const [row] = (await client.query<Record<string, unknown>>(select, [1, true])).rows;
    expect(row).toMatchObject({ amount: 9_007_199_254_740_991, doc: { x: [1, 'y'] }, tags: ['one', 'two "2"', null] });
    expect(row!.picture).toEqual(picture);
  });

  it('uses the caller’s parsers before the database’s', async () => {
    const { rows } = await client.query<[string]>('SELECT $1::bigint', [42], {
      rowMode: 'array',
      parsers: { [INT8_OID]: (value) => `parsed ${value}` },
    });
    expect(rows).toEqual([['parsed 42']]);
  });

  it('throws the database’s error, and the next statement runs normally', async () => {
    await expect(client.query('SELECT $1::int', ['not a number'])).rejects.toMatchObject({ code: '22P02' });
    expect((await client.query('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
  });

  it('keeps a transaction whole: a failed statement rolls everything back', async () => {
    const before = (await client.query<{ n: number }>('SELECT count(*)::int AS n FROM sample')).rows[0]!.n;
    await expect(
      client.transaction(async (tx) => {
        await tx.query('INSERT INTO sample (amount) VALUES ($1)', [5]);
        await tx.query('INSERT INTO sample (amount) VALUES ($1)', [null]);
      }),
    ).rejects.toMatchObject({ code: '23502' });
    const after = (await client.query<{ n: number }>('SELECT count(*)::int AS n FROM sample')).rows[0]!.n;
    expect(after).toBe(before);
    await client.transaction(async (tx) => {
      await tx.query('INSERT INTO sample (amount) VALUES ($1)', [6]);
    });
    expect((await client.query<{ n: number }>('SELECT count(*)::int AS n FROM sample')).rows[0]!.n).toBe(before + 1);
  });

  it('runs statements from outside a transaction only after it ends', async () => {
    const order: string[] = [];
    const transaction = client.transaction(async (tx) => {
      await tx.query('INSERT INTO sample (amount) VALUES ($1)', [7]);
      await new Promise((resolve) => setTimeout(resolve, 30));
      order.push('transaction');
    });
    const outside = client.query('SELECT 1').then(() => order.push('outside'));
    await Promise.all([transaction, outside]);
    expect(order).toEqual(['transaction', 'outside']);
  });
});

describe('toDriverValue', () => {
  it('sends values as node-postgres does', () => {
    expect(toDriverValue(null)).toBeNull();
    expect(toDriverValue(undefined)).toBeNull();
    expect(toDriverValue(12)).toBe('12');
    expect(toDriverValue(false)).toBe('false');
    expect(toDriverValue(new Date('2026-01-02T03:04:05.006Z'))).toBe('2026-01-02T03:04:05.006Z');
    expect(toDriverValue({ a: 1 })).toBe('{"a":1}');
    expect(toDriverValue([1, [2, null], 'x"y'])).toBe('{"1",{"2",NULL},"x\\"y"}');
  });
});
