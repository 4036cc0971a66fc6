import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oneTripClient, toDriverValue } from './pglite-one-trip';

// Starts PGlite itself (seconds each), so it runs with the integration files, in the PGlite
// project only (vitest.config.ts).

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

describe('oneTripClient prepared statements', () => {
  const preparedCount = async () =>
    (
      await pglite.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM pg_prepared_statements WHERE name LIKE 'one_trip_%'",
      )
    ).rows[0]!.n;

  it('parses each text once, keeps at most maxPrepared, and closes the least recently used', async () => {
    const own = await PGlite.create();
    const small = oneTripClient(own, { maxPrepared: 2 });
    const count = async () =>
      (await own.query<{ n: number }>('SELECT count(*)::int AS n FROM pg_prepared_statements')).rows[0]!.n;
    for (let i = 0; i < 3; i += 1)
      expect((await small.query<{ v: number }>('SELECT $1::int AS v', [i])).rows).toEqual([{ v: i }]);
    expect(await count()).toBe(1);
    await small.query('SELECT 2 AS two');
    await small.query('SELECT 3 AS three');
    // The third text evicted the first; its Close goes out with the next statement.
    await small.query('SELECT 3 AS three');
    expect(await count()).toBe(2);
    expect((await small.query<{ v: number }>('SELECT $1::int AS v', [7])).rows).toEqual([{ v: 7 }]);
    await own.close();
  });

  it('keeps a statement that failed on its data, and drops one that no longer fits its table', async () => {
    const before = await preparedCount();
    const insert = 'INSERT INTO sample (amount, label) VALUES ($1, $2)';
    await client.query(insert, [1, 'kept']);
    await expect(client.query(insert, [null, 'refused'])).rejects.toMatchObject({
      code: '23502',
    });
    expect(await preparedCount()).toBe(before + 1);

    await pglite.exec('CREATE TABLE shifting (a int); INSERT INTO shifting VALUES (1)');
    expect((await client.query('SELECT * FROM shifting')).rows).toEqual([{ a: 1 }]);
    await pglite.exec('ALTER TABLE shifting ADD COLUMN b int');
    await expect(client.query('SELECT * FROM shifting')).rejects.toMatchObject({ code: '0A000' });
    expect((await client.query('SELECT * FROM shifting')).rows).toEqual([{ a: 1, b: null }]);
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
