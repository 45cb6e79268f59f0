import type { FairOutcome } from '@panalo/contract/fair/verify-round';

/** What a replayed round's figures say, for its labels. */
export interface OutcomeStats {
  /** Whether the round won, for games that have a single win or loss (dice, crash, mines). */
  result: 'won' | 'lost' | null;
  /**
   * The multiplier row: `applied` when it multiplied the stake into the payout, `onWin` when the
   * round lost and the figure is only what a win would have paid (dice keeps it), null to leave the
   * row out (a loss whose multiplier is 0, or a game without one).
   */
  multiplier: { label: 'applied' | 'onWin'; value: number } | null;
}

export function outcomeStats(outcome: FairOutcome): OutcomeStats {
  const figures = outcome.outcome as { win?: boolean; multiplier?: number };
  const result = typeof figures.win === 'boolean' ? (figures.win ? 'won' : 'lost') : null;
  if (typeof figures.multiplier !== 'number') return { result, multiplier: null };
  if (result !== 'lost') return { result, multiplier: { label: 'applied', value: figures.multiplier } };
  return { result, multiplier: figures.multiplier > 0 ? { label: 'onWin', value: figures.multiplier } : null };
}
