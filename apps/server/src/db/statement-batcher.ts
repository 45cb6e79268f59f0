import type { Db } from './executor';

/**
 * One kind of money write that PostgreSQL can do for many operations in ONE statement. Per
 * statement PostgreSQL pays a fixed price (a round trip, starting and ending the executor, a
 * commit and its WAL flush) that a batch pays once; see docs/performance.md, Wallet.
 */
export interface BatchedStatement<I, R> {
  /** What no two items of one batch may share (the accounts they write). */
  conflictKeys(item: I): string[];
  /** The items in one statement, all or nothing; one answer per item, in order. */
  many(db: Db, items: I[]): Promise<R[]>;
}

interface Job<I, R> {
  item: I;
  resolve: (value: R) => void;
  reject: (error: unknown) => void;
}

/** The most items one statement carries. */
const MAX_BATCH = 64;

/**
 * Group commit for PostgreSQL: items submitted while the previous statement of the same kind is
 * on its way wait for it and then go together. An idle process sends each item at once, alone,
 * so batching adds no wait when there is no queue. A batch that fails as a whole (one replayed
 * key, a deadlock) is run again item by item, so each item gets exactly the outcome it would
 * have had alone.
 */
export class StatementBatcher<I, R> {
  private queue: Job<I, R>[] = [];
  private draining = false;

  constructor(
    private readonly db: Db,
    private readonly statement: BatchedStatement<I, R>,
  ) {}

  submit(item: I): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      this.queue.push({ item, resolve, reject });
      if (!this.draining) {
        this.draining = true;
        void this.drain();
      }
    });
  }

  private async drain(): Promise<void> {
    try {
      while (this.queue.length > 0) await this.run(this.nextBatch());
    } finally {
      this.draining = false;
    }
  }

  /** Queued items in order, skipping (for the next batch) any that shares a key with one taken. */
  private nextBatch(): Job<I, R>[] {
    const taken: Job<I, R>[] = [];
    const waiting: Job<I, R>[] = [];
    const keys = new Set<string>();
    for (const job of this.queue) {
      const mine = this.statement.conflictKeys(job.item);
      if (taken.length < MAX_BATCH && mine.every((key) => !keys.has(key))) {
        for (const key of mine) keys.add(key);
        taken.push(job);
      } else {
        waiting.push(job);
      }
    }
    this.queue = waiting;
    return taken;
  }

  private async run(batch: Job<I, R>[]): Promise<void> {
    if (batch.length > 1) {
      try {
        const answers = await this.statement.many(
          this.db,
          batch.map((job) => job.item),
        );
        batch.forEach((job, index) => job.resolve(answers[index]!));
        return;
      } catch {
        // Written nothing: each item on its own gets its own answer or error.
      }
    }
    await Promise.all(batch.map((job) => this.alone(job.item).then(job.resolve, job.reject)));
  }

  private async alone(item: I): Promise<R> {
    const [answer] = await this.statement.many(this.db, [item]);
    return answer!;
  }
}
