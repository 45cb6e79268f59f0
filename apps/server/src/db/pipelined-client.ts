import type pg from 'pg';
import { serverPreparedNames, THEN_COMMIT } from './prepared';

type QueryResult = { command: string; rowCount: number | null; rows: unknown[] };

/** What a `begin`, `commit` or `rollback` answers when nothing had to be sent for it. */
const answered = (command: string): Promise<QueryResult> => Promise.resolve({ command, rowCount: null, rows: [] });

/**
 * Fits a pool client (in pg's pipeline mode) for transactions with fewer round trips, and runs the
 * money path's statements (`prepared`) as named prepared statements: parsed and planned once per
 * connection, then only bound and executed. Kysely passes text and values; the name is added here.
 * (A pooler in transaction mode must support protocol-level prepared statements, as PgBouncer does
 * from 1.21 with max_prepared_statements.)
 *
 * - Kysely's `begin` is held, and sent in one write with the transaction's first statement: one
 *   wait for both. A transaction that sends nothing (it failed before its first statement) sends no
 *   BEGIN, and its `commit` or `rollback` nothing either.
 * - A statement whose text ends with `THEN_COMMIT` (the money writer's last write) goes with the
 *   COMMIT behind it, in one write; Kysely's `commit` that follows is then answered here. Should the
 *   statement fail, PostgreSQL answers that COMMIT by rolling the transaction back, and the
 *   statement's error is what the caller sees; should the COMMIT fail (a serialization failure), its
 *   error is.
 *
 * Every part's answer is awaited before the call returns, so the client is idle when it goes back
 * to the pool, as without pipelining.
 */
export function pipelinesTransactions(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => Promise<QueryResult>;
  let beginHeld = false;
  let committed = false;

  const send = (text: string, values: unknown): Promise<QueryResult> => {
    const name = serverPreparedNames.get(text);
    return name ? query({ name, text, values }) : query(text, values);
  };

  client.query = ((text: unknown, values: unknown, ...rest: unknown[]) => {
    if (typeof text !== 'string' || rest.length > 0 || typeof values === 'function') return query(text, values, ...rest);
    if (text === 'begin') {
      beginHeld = true;
      committed = false;
      return answered('BEGIN');
    }
    if (text === 'commit' || text === 'rollback') {
      if (beginHeld || committed) {
        // Nothing was begun on the server, or the COMMIT already went with the last statement.
        beginHeld = false;
        committed = false;
        return answered(text.toUpperCase());
      }
      return query(text, values);
    }
    if (committed) return Promise.reject(new Error('a statement after its transaction was committed'));
    const commitsBehind = text.endsWith(THEN_COMMIT);
    if (!beginHeld && !commitsBehind) return send(text, values);

    const stream = (client as unknown as { connection: { stream: { cork(): void; uncork(): void } } }).connection.stream;
    const parts: Promise<QueryResult>[] = [];
    let statementAt = 0;
    stream.cork();
    try {
      if (beginHeld) parts.push(query('BEGIN'));
      beginHeld = false;
      statementAt = parts.push(send(text, values)) - 1;
      if (commitsBehind) {
        parts.push(query('COMMIT'));
        committed = true;
      }
    } finally {
      stream.uncork();
    }
    return Promise.allSettled(parts).then((settled) => {
      const failed = settled.find((part): part is PromiseRejectedResult => part.status === 'rejected');
      if (failed) throw failed.reason;
      return (settled[statementAt] as PromiseFulfilledResult<QueryResult>).value;
    });
  }) as typeof client.query;
}
