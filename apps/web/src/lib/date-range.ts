/** A period of whole local days, as epoch milliseconds: from midnight to the last millisecond of the end day. */
export interface DateRange {
  from: number;
  to: number;
}

export type RangeDays = 7 | 30;

function startOfDay(time: number): Date {
  const date = new Date(time);
  date.setHours(0, 0, 0, 0);
  return date;
}

/** Days are added on the calendar, not as 24-hour steps, so a daylight-saving change cannot shift a boundary. */
function addDays(date: Date, days: number): Date {
  const next = new Date(date);
  next.setDate(next.getDate() + days);
  return next;
}

/** The `days` days that end today. */
export function lastDays(days: RangeDays, now: number): DateRange {
  const today = startOfDay(now);
  return { from: addDays(today, -(days - 1)).getTime(), to: addDays(today, 1).getTime() - 1 };
}

/**
 * The spec's presets: step a `days`-long window back ("previous 7 days") or forward ("next 7
 * days"). A window never reaches past today.
 */
export function stepRange(range: DateRange, days: RangeDays, direction: -1 | 1, now: number): DateRange {
  const start = addDays(startOfDay(range.from), direction * days);
  const end = addDays(start, days);
  const limit = addDays(startOfDay(now), 1);
  if (end.getTime() >= limit.getTime()) return lastDays(days, now);
  return { from: start.getTime(), to: end.getTime() - 1 };
}

/** Re-sizes the window and keeps its last day. */
export function resizeRange(range: DateRange, days: RangeDays): DateRange {
  const endDay = startOfDay(range.to);
  return { from: addDays(endDay, -(days - 1)).getTime(), to: addDays(endDay, 1).getTime() - 1 };
}

export const endsToday = (range: DateRange, now: number): boolean => range.to >= addDays(startOfDay(now), 1).getTime() - 1;
