import {
  protocol,
  type PGlite,
  type QueryOptions,
  type Results,
  type Transaction,
  type types,
} from '@electric-sql/pglite';

type BackendMessage = Awaited<ReturnType<PGlite['execProtocolStream']>>[number];

/** What drizzle's PGlite driver calls on its client: `query`, and `transaction` giving one with `query`. */
export interface OneTripClient {
  query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  transaction<T>(callback: (tx: Pick<Transaction, 'query' | 'exec' | 'rollback'>) => Promise<T>): Promise<T>;
}

/** Statements kept prepared, least recently used closed first: drizzle builds a bounded set of texts. */
const MAX_PREPARED = 500;

/**
 * PGlite's own `query` talks to the database in six separate protocol exchanges (Parse, Describe
 * statement, Bind, Describe portal, Execute, Sync), the second only to learn the parameters' types
 * so that it can serialise them. Each exchange is a trip through the WebAssembly backend, and on
 * the embedded database these trips — and parsing and planning every statement again — are most of
 * what a statement costs the server thread (bench/README.md, `site-fanout`).
 *
 * This client sends the messages of a statement as one buffer, in one trip, the way node-postgres
 * talks to a PostgreSQL server: parameters go as untyped text (or binary for bytes) and the
 * database infers their types from the statement — exactly what the PostgreSQL driver of this site
 * does, so both databases see the same statements with the same parameters. Each distinct text is
 * parsed once into a named prepared statement (as node-postgres does for a named query) and later
 * only bound and executed; the least recently used are closed beyond MAX_PREPARED. Results are
 * parsed with the caller's row mode and type parsers. An error still reaches Sync in the same
 * buffer, so the session is ready (or its transaction marked failed) before the error is thrown.
 */
export function oneTripClient(pglite: PGlite, options: { maxPrepared?: number } = {}): OneTripClient {
  const maxPrepared = options.maxPrepared ?? MAX_PREPARED;
  /** SQL text → name of its prepared statement, in order of last use. */
  const prepared = new Map<string, string>();
  /** Statements to close with the next trip (Close never fails, not even in a failed transaction). */
  const toClose: string[] = [];
  let nextName = 0;

  async function run<T>(text: string, params: unknown[], options: QueryOptions | undefined): Promise<Results<T>> {
    const parts = toClose.splice(0).map((name) => protocol.serialize.close({ type: 'S', name }));
    let name = prepared.get(text);
    const fresh = name === undefined;
    if (name === undefined) {
      name = `one_trip_${(nextName += 1)}`;
      parts.push(protocol.serialize.parse({ text, name }));
    } else {
      prepared.delete(text);
    }
    parts.push(
      protocol.serialize.bind({ statement: name, values: params.map(toDriverValue) }),
      protocol.serialize.describe({ type: 'P' }),
      protocol.serialize.execute({}),
      protocol.serialize.sync(),
    );
    let replies: BackendMessage[];
    try {
      replies = await pglite.execProtocolStream(Buffer.concat(parts), { syncToFs: false });
    } catch (error) {
      // A new statement may or may not exist now, and a failed old one may no longer fit (a table
      // changed under it): either way it is closed and its text prepared afresh next time.
      if (fresh || (error as { code?: string }).code === '0A000') toClose.push(name);
      else prepared.set(text, name);
      throw error;
    }
    prepared.set(text, name);
    if (prepared.size > maxPrepared) {
      const [oldest] = prepared;
      prepared.delete(oldest![0]);
      toClose.push(oldest![1]);
    }
    return toResults<T>(replies, pglite.parsers, options);
  }

  return {
    async query<T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
      await pglite._checkReady();
      // As PGlite's `query`: wait for any open transaction, then run alone, then persist.
      return pglite._runExclusiveTransaction(async () => {
        const result = await pglite._runExclusiveQuery(() => run<T>(text, params, options));
        await pglite.syncToFs();
        return result;
      });
    },

    transaction<T>(callback: (tx: Pick<Transaction, 'query' | 'exec' | 'rollback'>) => Promise<T>): Promise<T> {
      // PGlite keeps BEGIN, COMMIT / ROLLBACK and its transaction lock; statements inside take the one trip.
      return pglite.transaction((tx) =>
        callback({
          query: <R>(text: string, params: unknown[] = [], options?: QueryOptions) =>
            pglite._runExclusiveQuery(() => run<R>(text, params, options)),
          exec: (text, options) => tx.exec(text, options),
          rollback: () => tx.rollback(),
        }),
      );
    },
  };
}

/**
 * The statement's result from its replies, as PGlite's `parseResults` builds it, but looking each
 * column's parser up in the caller's parsers, then the database's, instead of merging the two
 * maps on every statement (that copy was the largest single cost left in a profile).
 */
export function toResults<T>(
  replies: BackendMessage[],
  databaseParsers: Record<number, types.Parser>,
  options: QueryOptions | undefined,
): Results<T> {
  const own = options?.parsers;
  const asArray = options?.rowMode === 'array';
  let fields: Array<{ name: string; dataTypeID: number }> = [];
  let parsers: Array<types.Parser | undefined> = [];
  const rows: unknown[] = [];
  let affectedRows = 0;
  for (const reply of replies) {
    if (reply.name === 'rowDescription') {
      fields = (reply as unknown as { fields: Array<{ name: string; dataTypeID: number }> }).fields.map((field) => ({
        name: field.name,
        dataTypeID: field.dataTypeID,
      }));
      parsers = fields.map((field) => own?.[field.dataTypeID] ?? databaseParsers[field.dataTypeID]);
    } else if (reply.name === 'dataRow') {
      const values = (reply as unknown as { fields: Array<string | null> }).fields.map((value, index) => {
        const parser = parsers[index];
        return value === null || !parser ? value : parser(value, fields[index]!.dataTypeID);
      });
      rows.push(asArray ? values : Object.fromEntries(values.map((value, index) => [fields[index]!.name, value])));
    } else if (reply.name === 'commandComplete') {
      const words = (reply as unknown as { text: string }).text.split(' ');
      if (['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE'].includes(words[0]!)) {
        affectedRows += Number.parseInt(words[words.length - 1]!, 10);
      }
    }
  }
  return { rows: rows as T[], fields, affectedRows };
}

/**
 * A parameter as node-postgres sends it (`prepareValue`): bytes as binary, everything else as
 * text — dates in ISO form, arrays as array literals, objects as JSON.
 */
export function toDriverValue(value: unknown): string | Uint8Array | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Uint8Array) return value;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return arrayLiteral(value);
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

function arrayLiteral(values: unknown[]): string {
  const elements = values.map((element) => {
    if (element === null || element === undefined) return 'NULL';
    if (Array.isArray(element)) return arrayLiteral(element);
    const text =
      element instanceof Date
        ? element.toISOString()
        : typeof element === 'object'
          ? JSON.stringify(element)
          : String(element);
    return `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
  });
  return `{${elements.join(',')}}`;
}
