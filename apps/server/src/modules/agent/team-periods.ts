import type { TeamPeriod } from '@panalo/contract/agent-team';
import { brandDay } from '../../kernel/posting-facts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** A range of brand-local days, both ends included. */
export interface DayRange {
  from: number;
  to: number;
}

/** The instant a brand-local day starts. */
export const dayStart = (day: number, gmtOffsetMinutes: number): number => day * DAY - gmtOffsetMinutes * MINUTE;

/** yyyy-MM-dd of a brand-local day number. */
export const dayLabel = (day: number): string => new Date(day * DAY).toISOString().slice(0, 10);

const monthStart = (day: number, monthsBack: number): number => {
  const date = new Date(day * DAY);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth() - monthsBack, 1) / DAY;
};

/** The overview's periods in the brand's time zone; weeks start on Monday. */
export function teamPeriods(now: number, gmtOffsetMinutes: number): Record<TeamPeriod, DayRange> {
  const today = brandDay(now, gmtOffsetMinutes);
  // 1970-01-01 was a Thursday: (day + 3) % 7 counts from Monday.
  const weekStart = today - ((today + 3) % 7);
  const thisMonth = monthStart(today, 0);
  return {
    today: { from: today, to: today },
    yesterday: { from: today - 1, to: today - 1 },
    thisWeek: { from: weekStart, to: today },
    lastWeek: { from: weekStart - 7, to: weekStart - 1 },
    thisMonth: { from: thisMonth, to: today },
    lastMonth: { from: monthStart(today, 1), to: thisMonth - 1 },
  };
}
