import type { AppContext } from '../../app-context';
import { addPlays } from './seamless.repository';

/** How long a process gathers plays before adding them: one statement per game per second, not per bet. */
const FLUSH_EVERY_MS = 1_000;

/**
 * A game's play count (the lobby's "popular" order) is not money: on PostgreSQL it is added after
 * the bet's commit, the plays of each game gathered for a second and added in one statement.
 * Counted inside the bet's transaction, every bet on a game would hold that game's row lock until
 * its commit and bets on one game would wait for each other in turn (docs/performance.md, Games);
 * counted after each commit, it would still be a round trip per bet. The order a lobby shows may
 * lag its bets by a second. A count in memory when the process dies is lost; the money never is.
 */
class PlayCounter {
  private pending = new Map<number, number>();
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> = Promise.resolve();

  constructor(private readonly ctx: AppContext) {}

  add(gameId: number): void {
    this.pending.set(gameId, (this.pending.get(gameId) ?? 0) + 1);
    // Unref'd: a pending count never keeps a stopping process alive; `flush` on close writes it.
    this.timer ??= setTimeout(() => void this.flush(), FLUSH_EVERY_MS).unref();
  }

  /** Adds what is gathered; the flushes run one after another, so a game's row is updated by one at a time. */
  flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    const counts = [...this.pending];
    this.pending = new Map();
    this.flushing = this.flushing.then(async () => {
      // A closing database: the counts are lost, nothing else.
      for (const [gameId, plays] of counts) await addPlays(this.ctx.db, gameId, plays).catch(() => undefined);
    });
    return this.flushing;
  }
}

const counters = new WeakMap<AppContext, PlayCounter>();

/** Counts a play of the game once the bet's transaction has committed. */
export function countPlayAfterCommit(ctx: AppContext, gameId: number): void {
  let counter = counters.get(ctx);
  if (!counter) {
    counter = new PlayCounter(ctx);
    counters.set(ctx, counter);
  }
  counter.add(gameId);
}

/** Writes the plays still gathered (a closing server, before its database closes). */
export async function flushPlayCounts(ctx: AppContext): Promise<void> {
  await counters.get(ctx)?.flush();
}
