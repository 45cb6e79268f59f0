import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { pipelinesTransactions } from './pipelined-client';
import type { Database } from './schema';
import type { Db } from './executor';

export type DialectName = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Db;
  dialect: DialectName;
  /** The PostgreSQL schema tables live in, when not the default (tests use one per run). */
  schema?: string;
  /** PostgreSQL: the connection pool's counts, for the metrics; undefined on SQLite (one connection). */
  poolUse?(): { total: number; idle: number; waiting: number };
  close(): Promise<void>;
}

// BIGINT (int8) holds epoch-millisecond timestamps and minor-unit amounts, all well inside 2^53.
pg.types.setTypeParser(20, (value: string) => Number(value));

export function isPostgresUrl(url: string): boolean {
  return url.startsWith('postgres://') || url.startsWith('postgresql://');
}

/** Opens the database named by DATABASE_URL: `sqlite:<file>`, `sqlite::memory:` or `postgres://…`. */
export function openDatabase(url: string, options: { poolSize?: number; searchPath?: string; sqliteImage?: Buffer } = {}): DatabaseHandle {
  if (isPostgresUrl(url)) {
    const pool = new pg.Pool({
      connectionString: url,
      max: options.poolSize ?? 10,
      // Several messages written before their answers are read (pipelined-client.ts).
      pipeline: true,
      ...(options.searchPath ? { options: `-c search_path=${options.searchPath}` } : {}),
    });
    pool.on('connect', pipelinesTransactions);
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return {
      db,
      dialect: 'postgres',
      schema: options.searchPath,
      poolUse: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      close: () => db.destroy(),
    };
  }
  const file = url.replace(/^sqlite:(\/\/)?/, '') || ':memory:';
  if (file !== ':memory:') mkdirSync(dirname(resolve(file)), { recursive: true });
  // An in-memory database may start from a serialised one (tests copy a migrated template).
  const sqlite = new SQLite(file === ':memory:' && options.sqliteImage ? options.sqliteImage : file);
  // Durable and concurrent enough for one process: write-ahead log, full fsync, real foreign keys.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
  return { db, dialect: 'sqlite', close: () => db.destroy() };
}

/**
 * Kysely prepares every statement anew; preparing costs more than running a small query. The
 * same SQL text gets the same prepared statement (Kysely runs one query at a time on SQLite).
 */
function withStatementCache(sqlite: SQLite.Database) {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql: string) {
      let statement = statements.get(sql);
      if (!statement) {
        if (statements.size >= 1000) statements.clear();
        statement = sqlite.prepare(sql);
        statements.set(sql, statement);
      }
      return statement;
    },
  };
}
