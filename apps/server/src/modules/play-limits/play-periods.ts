import type { LimitPeriod } from '@panalo/contract/play-limits';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/**
 * The limits' periods are calendar periods in the brand's time zone (its GMT offset): the day
 * from midnight, the week from Monday, the month from the 1st. A calendar period resets for
 * everyone at a time the player can read ("resets at 00:00"), where a rolling one would release
 * a little at every moment. Days are numbered from 1970-01-01 in the brand's zone (`brandDay` of
 * kernel/posting-facts).
 */

/** The first day of the period holding `day`, and the first day after it. */
export function periodDays(period: LimitPeriod, day: number): { first: number; next: number } {
  if (period === 'DAILY') return { first: day, next: day + 1 };
  if (period === 'WEEKLY') {
    // 1970-01-01 was a Thursday: day + 3 counts from a Monday.
    const first = day - ((((day + 3) % 7) + 7) % 7);
    return { first, next: first + 7 };
  }
  const date = new Date(day * DAY);
  const first = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1) / DAY;
  const next = Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1) / DAY;
  return { first, next };
}

/** The instant a brand-local day begins. */
export const dayStart = (day: number, offsetMinutes: number): number => day * DAY - offsetMinutes * MINUTE;

/** "2026-11-25 00:00 (GMT+8)": a reset time as the brand's players read it. */
export function brandTimeText(at: number, offsetMinutes: number): string {
  const local = new Date(at + offsetMinutes * MINUTE).toISOString();
  const hours = Math.trunc(Math.abs(offsetMinutes) / 60);
  const minutes = Math.abs(offsetMinutes) % 60;
  const zone = `GMT${offsetMinutes < 0 ? '-' : '+'}${hours}${minutes ? `:${String(minutes).padStart(2, '0')}` : ''}`;
  return `${local.slice(0, 10)} ${local.slice(11, 16)} (${zone})`;
}
