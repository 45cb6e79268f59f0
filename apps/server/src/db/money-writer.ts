import type { DialectName } from './database';
import type { Db, Executor, Tx } from './executor';
import { asMoneyOperation } from './money-scope';
import { prepared, THEN_COMMIT, type PreparedStatement } from './prepared';
import { StatementBatcher, type BatchedStatement } from './statement-batcher';

/** One money operation's view of its transaction, and what to do once it is durable. */
export interface Work<E extends Executor = Tx> {
  /** The transaction; for `statement`, the database itself (the one statement is its own transaction). */
  tx: E;
  /** Runs after the commit (realtime pushes, cache drops); never inside the transaction. */
  afterCommit(hook: () => void): void;
  /** Notes that a member's balance moved; the listener hears it once, after the commit. */
  balanceMoved(merchantId: number, memberId: number): void;
  /** Notes a ledger posting of this event; the listener hears it after the commit (metrics count it). */
  posted(event: string): void;
  /**
   * Hands a ledger posting to the listeners that keep derived tables (the report rollups) in
   * step with the ledger: they write in this transaction, so the rollup commits, or rolls back,
   * with the posting.
   */
  recordPosting(posting: PostedMoney): Promise<void>;
  /**
   * PostgreSQL transactions only (absent on SQLite and in `statement` operations): runs a write as
   * the transaction's last statement, just before COMMIT, in `order` (ties keep their order). The
   * ledger writes a shared system account's side of a posting here (the house's, every bet's and
   * win's other side), so that its row lock is held for that statement and the commit only, not
   * for the rest of the operation; see docs/performance.md, Games.
   */
  beforeCommit?(order: string, write: () => Promise<void>): void;
  /**
   * Where `beforeCommit` is: the same for a write that is SQL only and whose result nobody reads.
   * The kept writes of this kind that follow each other in order run as ONE statement (one round
   * trip for the house's side of a bet and the report rollups of it).
   */
  joinLast?(write: JoinableWrite): void;
}

/**
 * A last write made of data-modifying CTEs only: PostgreSQL runs several as one statement,
 * `WITH a AS (…), b AS (…) SELECT 1`, each of its sub-statements to completion whether or not
 * anything reads it. Two with the same order never share a statement: they may change the same
 * row, which one statement cannot do twice.
 */
export interface JoinableWrite {
  order: string;
  /** Its CTE definitions (`name AS (…)`, comma-separated), names starting with `prefix`, parameters numbered from `$first`. */
  ctes(prefix: string, first: number): string;
  parameters: readonly unknown[];
}

/** A write kept for the end of a transaction, with the order it runs in. */
export type LastWrite = { order: string; write: () => Promise<void> } | JoinableWrite;

const joined = new Map<string, PreparedStatement<Record<string, never>>>();

/**
 * One statement for a run of joinable writes, in their order; its text is prepared once per
 * combination. PostgreSQL runs the sub-statements that the main query does not read last first (as
 * found on PostgreSQL 15), so they are listed in reverse for the row locks to be taken in order.
 * Locks taken in another order than the other transactions' only risk a deadlock, which
 * PostgreSQL detects and the money writer retries.
 */
async function runJoined(tx: Executor, writes: JoinableWrite[], last: boolean): Promise<void> {
  const listed = [...writes].reverse();
  let first = 1;
  const parts = listed.map((write, index) => {
    const part = write.ctes(`w${index}_`, first);
    first += write.parameters.length;
    return part;
  });
  const text = `WITH ${parts.join(',\n')}\nSELECT 1${last ? THEN_COMMIT : ''}`;
  let statement = joined.get(text);
  if (!statement) joined.set(text, (statement = prepared(text)));
  await statement.execute(
    tx,
    listed.flatMap((write) => write.parameters),
  );
}

/**
 * Runs the kept writes, sorted by their order (so that transactions lock shared rows in one order);
 * joinable writes next to each other, of different orders, go as one statement. The transaction
 * commits right after: when that statement is the last, the COMMIT goes with it (`THEN_COMMIT`).
 */
export async function runLastWrites(tx: Executor, writes: LastWrite[]): Promise<void> {
  const sorted = writes.map((last, index) => ({ last, index }));
  sorted.sort((a, b) => (a.last.order < b.last.order ? -1 : a.last.order > b.last.order ? 1 : a.index - b.index));
  let run: JoinableWrite[] = [];
  const flush = async (last = false) => {
    if (run.length > 0) await runJoined(tx, run, last);
    run = [];
  };
  for (const { last } of sorted) {
    if (!('ctes' in last)) {
      await flush();
      await last.write();
      continue;
    }
    if (run.some((write) => write.order === last.order)) await flush();
    run.push(last);
  }
  await flush(true);
}

/** One ledger posting as the rollups see it. */
export interface PostedMoney {
  event: string;
  merchantId: number;
  /** The book's currency. */
  currency: string;
  memberId: number;
  amount: number;
  at: number;
  /** The business record the posting belongs to (deposit, withdrawal, transfer reference…); AML evidence names it. */
  reference?: string;
  /** The game of a bet, win or rollback. */
  gameId?: number;
  /** The transfer-mode vendor whose wallet the posting moves (a round played from it, a transfer's leg). */
  vendorWallet?: string;
  /**
   * A bet's or rollback's: whether the member has a bonus in wagering, when the posting's statement
   * read it (PostgreSQL's member side); undefined when not known, and the listener reads it itself.
   */
  bonusWagering?: boolean;
}

/** Who hears what money operations did, once it is committed. */
export interface MoneyListeners {
  balanceMoved(merchantId: number, memberId: number): void;
  postingCommitted(event: string): void;
  /** Inside the posting's transaction: keeps the derived tables (report rollups) up to date. */
  postingWritten?(tx: Executor, posting: PostedMoney, work: Work<Executor>): Promise<void>;
}

/**
 * Runs money operations in database transactions. Every ledger write goes through here, so the
 * commit policy lives in one place:
 * - PostgreSQL: one transaction per operation; many processes write at once and row locks order them.
 * - SQLite: one writer, and a durable commit (an fsync) costs more than the work itself. Operations
 *   that arrive together share one transaction (group commit), each inside its own savepoint so
 *   that one failing rolls back only itself. Nobody hears "done" before the shared commit.
 */
export interface MoneyWriter {
  run<T>(operation: (work: Work) => Promise<T>): Promise<T>;
  /**
   * PostgreSQL only (undefined on SQLite): runs an operation that is ONE statement, outside any
   * BEGIN/COMMIT. PostgreSQL runs a single statement as its own transaction, all or nothing, so it
   * needs no round trips to open and commit one. The operation must run exactly one statement on
   * `work.tx`; after-commit hooks run once it has returned.
   */
  readonly statement?: <T>(operation: (work: Work<Executor>) => Promise<T>) => Promise<T>;
  /**
   * PostgreSQL only: the one statement of a `statement` operation, sent together with the items
   * of the same kind that other requests submit meanwhile (`StatementBatcher`). Call it inside the
   * operation in place of running the statement on `work.tx`.
   */
  readonly batched?: <I, R>(statement: BatchedStatement<I, R>, item: I) => Promise<R>;
}

export function createMoneyWriter(db: Db, dialect: DialectName, listeners: () => MoneyListeners): MoneyWriter {
  return dialect === 'postgres' ? new TransactionPerOperation(db, listeners) : new GroupCommit(db, listeners);
}

/** A Work over a transaction, collecting its after-commit hooks (and its last writes, when given a list for them). */
function workOn<E extends Executor>(tx: E, hooks: (() => void)[], listeners: () => MoneyListeners, lastWrites?: LastWrite[]): Work<E> {
  const moved = new Set<string>();
  const work: Work<E> = {
    ...(lastWrites
      ? {
          beforeCommit: (order: string, write: () => Promise<void>) => void lastWrites.push({ order, write }),
          joinLast: (write: JoinableWrite) => void lastWrites.push(write),
        }
      : {}),
    tx,
    afterCommit: (hook) => hooks.push(hook),
    balanceMoved(merchantId, memberId) {
      const key = `${merchantId}:${memberId}`;
      if (moved.has(key)) return;
      moved.add(key);
      hooks.push(() => listeners().balanceMoved(merchantId, memberId));
    },
    posted(event) {
      hooks.push(() => listeners().postingCommitted(event));
    },
    // The work itself goes along, so a listener may post in turn (a bonus released by a bet).
    recordPosting: async (posting) => {
      await listeners().postingWritten?.(tx, posting, work as Work<Executor>);
    },
  };
  return work;
}

const savepoint = prepared('SAVEPOINT money_operation');
const release = prepared('RELEASE money_operation');
const rollbackTo = prepared('ROLLBACK TO money_operation');

const RETRYABLE_POSTGRES = new Set(['40001', '40P01']); // serialization failure, deadlock

class TransactionPerOperation implements MoneyWriter {
  constructor(
    private readonly db: Db,
    private readonly listeners: () => MoneyListeners,
  ) {}

  run<T>(operation: (work: Work) => Promise<T>): Promise<T> {
    return this.retried((hooks) =>
      this.db.transaction().execute((tx) =>
        asMoneyOperation(async () => {
          const lastWrites: LastWrite[] = [];
          const value = await operation(workOn(tx, hooks, this.listeners, lastWrites));
          await runLastWrites(tx, lastWrites);
          return value;
        }),
      ),
    );
  }

  readonly statement = <T>(operation: (work: Work<Executor>) => Promise<T>): Promise<T> =>
    this.retried((hooks) => asMoneyOperation(() => operation(workOn<Executor>(this.db, hooks, this.listeners))));

  private readonly batchers = new Map<BatchedStatement<never, unknown>, StatementBatcher<never, unknown>>();

  readonly batched = <I, R>(statement: BatchedStatement<I, R>, item: I): Promise<R> => {
    let batcher = this.batchers.get(statement as BatchedStatement<never, unknown>) as StatementBatcher<I, R> | undefined;
    if (!batcher) {
      batcher = new StatementBatcher(this.db, statement);
      this.batchers.set(statement as BatchedStatement<never, unknown>, batcher as unknown as StatementBatcher<never, unknown>);
    }
    return batcher.submit(item);
  };

  private async retried<T>(attemptOnce: (hooks: (() => void)[]) => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      const hooks: (() => void)[] = [];
      try {
        const value = await attemptOnce(hooks);
        runHooks(hooks);
        return value;
      } catch (error) {
        const code = (error as { code?: string }).code;
        if (attempt >= 5 || !code || !RETRYABLE_POSTGRES.has(code)) throw error;
      }
    }
  }
}

interface Job {
  operation: (work: Work) => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/** The most operations one shared commit carries; bounds how long the writer holds the database. */
const MAX_BATCH = 256;

class GroupCommit implements MoneyWriter {
  private queue: Job[] = [];
  private draining = false;

  constructor(
    private readonly db: Db,
    private readonly listeners: () => MoneyListeners,
  ) {}

  run<T>(operation: (work: Work) => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.queue.push({ operation, resolve: resolve as (value: unknown) => void, reject });
      if (!this.draining) {
        this.draining = true;
        // Let the requests that arrived in the same turn of the event loop join this batch.
        setImmediate(() => void this.drain());
      }
    });
  }

  private async drain(): Promise<void> {
    try {
      while (this.queue.length > 0) {
        await this.commitBatch(this.queue.splice(0, MAX_BATCH));
        // Before the next batch, let the event loop read what arrived during this one's commit: the
        // requests that were waiting join the operations this commit's answers set off (the second
        // step of a vendor transfer), and one fsync carries them all.
        await new Promise<void>((resolve) => setImmediate(resolve));
      }
    } finally {
      this.draining = false;
    }
  }

  private async commitBatch(batch: Job[]): Promise<void> {
    type Outcome = { ok: true; value: unknown; hooks: (() => void)[] } | { ok: false; error: unknown };
    const outcomes: Outcome[] = [];
    const trx = await this.db.startTransaction().execute();
    try {
      for (const job of batch) {
        const hooks: (() => void)[] = [];
        await savepoint.execute(trx, []);
        try {
          const value = await asMoneyOperation(() => job.operation(workOn(trx, hooks, this.listeners)));
          await release.execute(trx, []);
          outcomes.push({ ok: true, value, hooks });
        } catch (error) {
          await rollbackTo.execute(trx, []);
          await release.execute(trx, []);
          outcomes.push({ ok: false, error });
        }
      }
      await trx.commit().execute();
    } catch (error) {
      await trx
        .rollback()
        .execute()
        .catch(() => undefined);
      for (const job of batch) job.reject(error);
      return;
    }
    batch.forEach((job, index) => {
      const outcome = outcomes[index]!;
      if (outcome.ok) {
        runHooks(outcome.hooks);
        job.resolve(outcome.value);
      } else {
        job.reject(outcome.error);
      }
    });
  }
}

function runHooks(hooks: (() => void)[]): void {
  for (const hook of hooks) {
    try {
      hook();
    } catch {
      // A failed push or cache drop must not turn a committed operation into an error.
    }
  }
}
