import type { ScheduledLine } from '../scheduled-game';

/** An arena's schedule: a fight every 3 minutes, betting open 2.5 minutes before it, the fight 30 s. */
export const FIGHT_PERIOD_MS = 180_000;
export const FIGHT_BETTING_MS = 150_000;
export const FIGHT_RUN_MS = 30_000;

/** The chips of an arena, in minor units: 10, 50, 100, 500 and 1,000. */
export const FIGHT_CHIPS = [1_000, 5_000, 10_000, 50_000, 100_000];

export interface CockfightLine extends ScheduledLine {
  chips: number[];
}
