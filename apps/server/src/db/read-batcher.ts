import type { Db, Executor } from './executor';
import { isPostgres } from './prepared';

/**
 * Reads of one kind by a unique key (a session by its token hash), many keys in one statement on
 * PostgreSQL. Every request of a busy server runs such a read; alone, each costs a round trip and
 * a statement's fixed price on the database, and 50 requests at once wait for the pool's
 * connections one behind the other. Here a read that arrives while `parallel` statements of its
 * kind are on their way waits for one of them to end and then goes with every read that queued
 * meanwhile, as one `= ANY(…)` statement. An idle process sends each read at once, alone, so
 * batching adds no wait when there is no queue.
 *
 * A read is never answered from a statement that started before it was asked: a session revoked
 * (committed) before a request arrives is seen as revoked by that request, as with a read of its
 * own. Reads inside a transaction, and every read on SQLite (one in-process connection, no round
 * trip), run alone on the executor they were given.
 */
export interface BatchedRead<R> {
  /** The rows of these keys (each row names its key); a key without a row is simply absent. */
  many(db: Db, keys: string[]): Promise<R[]>;
  /** The key a row answers. */
  keyOf(row: R): string;
  /** The read alone, on any executor. */
  one(db: Executor, key: string): Promise<R | undefined>;
}

interface Waiting<R> {
  key: string;
  resolve: (row: R | undefined) => void;
  reject: (error: unknown) => void;
}

/** The most keys one statement carries. */
const MAX_KEYS = 128;

export class ReadBatcher<R> {
  private queue: Waiting<R>[] = [];
  private inFlight = 0;

  constructor(
    private readonly db: Db,
    private readonly read: BatchedRead<R>,
    /** Statements of this kind at once: more than one lets PostgreSQL use more than one core for them. */
    private readonly parallel = 2,
  ) {}

  get(key: string): Promise<R | undefined> {
    return new Promise<R | undefined>((resolve, reject) => {
      this.queue.push({ key, resolve, reject });
      if (this.inFlight < this.parallel) void this.send();
    });
  }

  private async send(): Promise<void> {
    const batch = this.queue.splice(0, MAX_KEYS);
    if (batch.length === 0) return;
    this.inFlight++;
    try {
      const keys = [...new Set(batch.map((waiting) => waiting.key))];
      if (keys.length === 1) {
        const row = await this.read.one(this.db, keys[0]!);
        for (const waiting of batch) waiting.resolve(row);
      } else {
        const rows = await this.read.many(this.db, keys);
        const byKey = new Map(rows.map((row) => [this.read.keyOf(row), row]));
        for (const waiting of batch) waiting.resolve(byKey.get(waiting.key));
      }
    } catch (error) {
      for (const waiting of batch) waiting.reject(error);
    } finally {
      this.inFlight--;
      if (this.queue.length > 0 && this.inFlight < this.parallel) void this.send();
    }
  }
}

/**
 * The read of `key` on `db`: batched with its kind's concurrent reads when `db` is the PostgreSQL
 * database itself, alone otherwise. One batcher per database and kind.
 */
export function batchedRead<R>(read: BatchedRead<R>): (db: Executor, key: string) => Promise<R | undefined> {
  const batchers = new WeakMap<Db, ReadBatcher<R>>();
  return (db, key) => {
    if (db.isTransaction || !isPostgres(db)) return read.one(db, key);
    let batcher = batchers.get(db as Db);
    if (!batcher) {
      batcher = new ReadBatcher(db as Db, read);
      batchers.set(db as Db, batcher);
    }
    return batcher.get(key);
  };
}
