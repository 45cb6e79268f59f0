import { closeSync, fsync, openSync } from 'node:fs';
import { promisify } from 'node:util';
import type SQLite from 'better-sqlite3';
import {
  SqliteDialect,
  type CompiledQuery,
  type DatabaseConnection,
  type Driver,
  type QueryCompiler,
  type QueryResult,
  type SqliteDialectConfig,
  type TransactionSettings,
} from 'kysely';

const fsyncAsync = promisify(fsync);

/** `PRAGMA synchronous` values (https://sqlite.org/pragma.html#pragma_synchronous). */
const SYNCHRONOUS_NORMAL = 1;

/** What the statement cache tells about the statement it handed out last. */
export interface LastStatement {
  /** Whether the last statement prepared (the one just run) writes nothing. */
  readonly lastReadonly: boolean;
}

/**
 * A commit as durable as `synchronous=FULL`, with its fsync off the event loop.
 *
 * better-sqlite3 is synchronous: with FULL, each commit's fsync of the write-ahead log held the
 * whole server for 1.5–2 ms, about a sixth of the spin path's time (docs/performance.md, "Where a
 * SQLite round's time goes"). The connection runs with `synchronous=NORMAL` instead, which writes
 * the log without syncing it, and every statement that commits (a COMMIT, the outer RELEASE, a
 * write outside a transaction) then waits for an fsync of the log on libuv's thread pool before
 * its caller hears of it. Nobody hears "done" before the commit is on disk, as with FULL; the
 * event loop meanwhile serves other requests (HTTP, JSON, signatures), and the connection stays
 * held, so no one reads what is not yet durable. `synchronous=OFF` (start-up bulk work,
 * lazy-commits.ts) skips the fsync, as SQLite itself would.
 */
export class DurableCommitsDialect extends SqliteDialect {
  private readonly commits: CommitWatch;

  constructor(config: SqliteDialectConfig, sqlite: SQLite.Database, statements: LastStatement, walFile: string) {
    super(config);
    this.commits = new CommitWatch(sqlite, statements, new WriteAheadLog(walFile));
  }

  override createDriver(): Driver {
    return new DurableCommitsDriver(super.createDriver(), this.commits);
  }
}

/** Tells whether a statement just committed, and then waits until its commit is on disk. */
class CommitWatch {
  constructor(
    private readonly sqlite: SQLite.Database,
    private readonly statements: LastStatement,
    private readonly log: WriteAheadLog,
  ) {}

  inTransaction(): boolean {
    return this.sqlite.inTransaction;
  }

  async afterStatement(inTransactionBefore: boolean, query: CompiledQuery): Promise<void> {
    if (this.sqlite.inTransaction) return;
    // A transaction that ended other than by rolling back committed; outside one, a write commits
    // itself. Pragmas write no rows (a checkpoint syncs the log and the file itself).
    const committed = inTransactionBefore
      ? !/^\s*rollback\b/i.test(query.sql)
      : !this.statements.lastReadonly && !/^\s*pragma\b/i.test(query.sql);
    if (!committed) return;
    // OFF is start-up bulk work that syncs once at its end; FULL or EXTRA, SQLite synced the log itself.
    if (this.sqlite.pragma('synchronous', { simple: true }) === SYNCHRONOUS_NORMAL) await this.log.sync();
  }

  close(): void {
    this.log.close();
  }
}

/** The database file's write-ahead log, opened once for syncing it (it lives as long as the connection). */
class WriteAheadLog {
  private fd: number | undefined;

  constructor(private readonly file: string) {}

  async sync(): Promise<void> {
    // The log exists from the first write on, and a commit always follows one. Opened for writing
    // too, as Windows syncs only a handle that may write (this one never does).
    this.fd ??= openSync(this.file, 'r+');
    await fsyncAsync(this.fd);
  }

  /** Before the connection closes, which deletes the log (Windows cannot while a handle is open). */
  close(): void {
    if (this.fd !== undefined) closeSync(this.fd);
    this.fd = undefined;
  }
}

/** Kysely's SQLite driver, whose one connection waits for each commit's fsync before answering. */
class DurableCommitsDriver implements Driver {
  private connection: DurableConnection | undefined;

  constructor(
    private readonly inner: Driver,
    private readonly commits: CommitWatch,
  ) {}

  init(): Promise<void> {
    return this.inner.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const connection = await this.inner.acquireConnection();
    if (this.connection?.inner !== connection) this.connection = new DurableConnection(connection, this.commits);
    return this.connection;
  }

  // Kysely runs transactions and savepoints as statements on the connection it acquired (this
  // driver's), so commits made through them pass through DurableConnection too.
  beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    return this.inner.beginTransaction(connection, settings);
  }

  commitTransaction(connection: DatabaseConnection): Promise<void> {
    return this.inner.commitTransaction(connection);
  }

  rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    return this.inner.rollbackTransaction(connection);
  }

  savepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']): Promise<void> {
    return this.inner.savepoint!(connection, name, compile);
  }

  rollbackToSavepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']): Promise<void> {
    return this.inner.rollbackToSavepoint!(connection, name, compile);
  }

  releaseSavepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']): Promise<void> {
    return this.inner.releaseSavepoint!(connection, name, compile);
  }

  releaseConnection(connection: DatabaseConnection): Promise<void> {
    return this.inner.releaseConnection((connection as DurableConnection).inner ?? connection);
  }

  destroy(): Promise<void> {
    this.commits.close();
    return this.inner.destroy();
  }
}

class DurableConnection implements DatabaseConnection {
  constructor(
    readonly inner: DatabaseConnection,
    private readonly commits: CommitWatch,
  ) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const inTransactionBefore = this.commits.inTransaction();
    const result = await this.inner.executeQuery<R>(query);
    await this.commits.afterStatement(inTransactionBefore, query);
    return result;
  }

  // Streams are reads (Kysely streams only selects on SQLite): nothing to sync.
  streamQuery<R>(query: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    return this.inner.streamQuery<R>(query, chunkSize);
  }
}
