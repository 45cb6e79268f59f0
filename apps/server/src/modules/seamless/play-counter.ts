import type { AppContext } from '../../app-context';
import { addPlays } from './seamless.repository';

/**
 * A game's play count (the lobby's "popular" order) is not money: on PostgreSQL it is added after
 * the bet's commit, the plays of a game whose bets commit meanwhile going together in one statement.
 * Counted inside the bet's transaction, every bet on a game would hold that game's row lock until
 * its commit and bets on one game would wait for each other in turn (docs/performance.md, Games).
 * A count in memory when the process dies is lost; the money never is.
 */
class PlayCounter {
  private pending = new Map<number, number>();
  private flushing = false;

  constructor(private readonly ctx: AppContext) {}

  add(gameId: number): void {
    this.pending.set(gameId, (this.pending.get(gameId) ?? 0) + 1);
    if (!this.flushing) {
      this.flushing = true;
      setImmediate(() => void this.flush());
    }
  }

  private async flush(): Promise<void> {
    try {
      while (this.pending.size > 0) {
        const counts = [...this.pending];
        this.pending = new Map();
        // A closing database: the counts are lost, nothing else.
        for (const [gameId, plays] of counts) await addPlays(this.ctx.db, gameId, plays).catch(() => undefined);
      }
    } finally {
      this.flushing = false;
    }
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
