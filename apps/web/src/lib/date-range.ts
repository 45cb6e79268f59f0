/** A period of whole days, as epoch milliseconds: from midnight to the last millisecond of the end day. */
export interface DateRange {
  from: number;
  to: number;
}

export type RangeDays = 7 | 30;

/**
 * A period as a records page asks the server for it: a period that ends today is sent without its
 * end, so "today" reaches up to the server's own now. A phone whose clock is a few minutes behind
 * would otherwise hide, just after its midnight, what the player did a moment ago.
 */
export interface RangeQuery {
  from: number;
  to?: number;
}

/**
 * Where a day starts: the browser's own zone (undefined), or a fixed offset from UTC in minutes —
 * a brand's day, which the agent centre's reports count in (docs/agents.md, "Reports").
 */
export type DayZone = number | undefined;

const DAY = 24 * 60 * 60_000;

function startOfDay(time: number, zone: DayZone): number {
  if (zone !== undefined) return Math.floor((time + zone * 60_000) / DAY) * DAY - zone * 60_000;
  const date = new Date(time);
  date.setHours(0, 0, 0, 0);
  return date.getTime();
}

/**
 * Days are added on the calendar, not as 24-hour steps, so a daylight-saving change cannot shift a
 * boundary; a fixed offset has no such change.
 */
function addDays(time: number, days: number, zone: DayZone): number {
  if (zone !== undefined) return time + days * DAY;
  const next = new Date(time);
  next.setDate(next.getDate() + days);
  return next.getTime();
}

/** The `days` days that end today. */
export function lastDays(days: RangeDays, now: number, zone?: DayZone): DateRange {
  const today = startOfDay(now, zone);
  return { from: addDays(today, -(days - 1), zone), to: addDays(today, 1, zone) - 1 };
}

/**
 * The spec's presets: step a `days`-long window back ("previous 7 days") or forward ("next 7
 * days"). A window never reaches past today.
 */
export function stepRange(range: DateRange, days: RangeDays, direction: -1 | 1, now: number, zone?: DayZone): DateRange {
  const start = addDays(startOfDay(range.from, zone), direction * days, zone);
  const end = addDays(start, days, zone);
  const limit = addDays(startOfDay(now, zone), 1, zone);
  if (end >= limit) return lastDays(days, now, zone);
  return { from: start, to: end - 1 };
}

/** Re-sizes the window and keeps its last day. */
export function resizeRange(range: DateRange, days: RangeDays, zone?: DayZone): DateRange {
  const endDay = startOfDay(range.to, zone);
  return { from: addDays(endDay, -(days - 1), zone), to: addDays(endDay, 1, zone) - 1 };
}

export const endsToday = (range: DateRange, now: number, zone?: DayZone): boolean =>
  range.to >= addDays(startOfDay(now, zone), 1, zone) - 1;

/** yyyy-MM-dd of the day an instant falls on in the zone. */
export function dayOf(at: number, zone?: DayZone): string {
  if (zone !== undefined) return new Date(at + zone * 60_000).toISOString().slice(0, 10);
  const date = new Date(at);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The first millisecond of a yyyy-MM-dd day in the zone; undefined for an empty or unreadable text. */
export function dayStartOf(text: string, zone?: DayZone): number | undefined {
  if (!text) return undefined;
  const at = zone !== undefined ? Date.parse(`${text}T00:00:00Z`) - zone * 60_000 : new Date(`${text}T00:00:00`).getTime();
  return Number.isNaN(at) ? undefined : at;
}

/** The instant to print as UTC to show an instant's wall time in the zone (the browser's zone: as it is). */
export const shownAt = (at: number, zone?: DayZone): number => (zone === undefined ? at : at + zone * 60_000);

/** A period's query parameters: its end only when it has one (see RangeQuery). */
export const rangeParams = (range: RangeQuery): { from: string; to: string | undefined } => ({
  from: String(range.from),
  to: range.to === undefined ? undefined : String(range.to),
});

/** The period as the server is asked for it (see RangeQuery). */
export const rangeQuery = (range: DateRange, now: number, zone?: DayZone): RangeQuery =>
  endsToday(range, now, zone) ? { from: range.from } : { from: range.from, to: range.to };
