import { CompiledQuery, PostgresAdapter, type QueryResult } from 'kysely';
import type { Executor } from './executor';

/**
 * A hot statement written once as SQL text, for repositories on the money path. Kysely builds and
 * compiles a query anew on every call, which costs more than running a small statement on SQLite;
 * this text is fixed at load time, so a call only binds its parameters. SQLite caches the prepared
 * statement by its text (see `withStatementCache`). Write placeholders as `?`; on PostgreSQL they
 * become `$1`, `$2`, … in order. Parameters are always bound, never spliced into the text.
 */
export interface PreparedStatement<R> {
  execute(db: Executor, parameters: readonly unknown[]): Promise<QueryResult<R>>;
}

/**
 * The PostgreSQL text of every prepared statement, with the name it is prepared under on each
 * connection (see `openDatabase`): PostgreSQL parses and plans it once per connection, not per call,
 * as pgbench's `-M prepared` does.
 */
export const serverPreparedNames = new Map<string, string>();

/**
 * Ends the text of a PostgreSQL statement that is its transaction's last: the connection sends the
 * COMMIT right behind it, one round trip for both (`pipelinesTransactions`, pipelined-client.ts).
 */
export const THEN_COMMIT = '\n/* then commit */';

/**
 * A `?` statement's PostgreSQL text (`$1`, `$2`, …) and its number of parameters: for a repository
 * that embeds a statement in a larger PostgreSQL-only one (a CTE whose own parameters follow).
 */
export function numberedText(text: string): { text: string; count: number } {
  let count = 0;
  return { text: text.replace(/\?/g, () => `$${++count}`), count };
}

/**
 * A fragment's parameter placeholders when its parameters start at `$first` of the statement it
 * goes in (`Work.joinLast`): `at(1)` is `$first`, `at(2)` the next, and so on.
 */
export const parametersFrom =
  (first: number) =>
  (n: number): string =>
    `$${first + n - 1}`;

export function prepared<R = Record<string, never>>(text: string): PreparedStatement<R> {
  const sqlite = text;
  let position = 0;
  const postgres = text.replace(/\?/g, () => `$${++position}`);
  // A PostgreSQL-only text may number its parameters itself.
  if (position === 0) for (const [, n] of text.matchAll(/\$(\d+)/g)) position = Math.max(position, Number(n));
  if (!serverPreparedNames.has(postgres)) serverPreparedNames.set(postgres, `panalo_${serverPreparedNames.size + 1}`);
  return {
    execute(db, parameters) {
      if (parameters.length !== position) throw new Error(`statement takes ${position} parameters, got ${parameters.length}`);
      const text = isPostgres(db) ? postgres : sqlite;
      return db.executeQuery(CompiledQuery.raw(text, [...parameters])) as Promise<QueryResult<R>>;
    },
  };
}

/** Whether the executor (the database or a transaction on it) talks to PostgreSQL. */
export function isPostgres(db: Executor): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}
