import type { MissionPeriod } from '@panalo/contract/missions';
import { brandDay } from './posting-facts';

/**
 * A period in the brand's clock (missions, rebate promotions): the brand day (d:<day>) or the brand week starting
 * Monday (w:<week>). Progress is kept per period key, so a new day or week starts from zero
 * without a reset job.
 */

const DAY = 86_400_000;
// Day 0 (1970-01-01) was a Thursday: shifting by 3 makes weeks start on Monday.
const MONDAY_SHIFT = 3;

const weekOf = (day: number): number => Math.floor((day + MONDAY_SHIFT) / 7);

export function periodKeyOf(period: MissionPeriod, at: number, gmtOffsetMinutes: number): string {
  const day = brandDay(at, gmtOffsetMinutes);
  return period === 'DAILY' ? `d:${day}` : `w:${weekOf(day)}`;
}

/** When the period that holds `at` ends, as an instant. */
export function periodEndOf(period: MissionPeriod, at: number, gmtOffsetMinutes: number): number {
  const day = brandDay(at, gmtOffsetMinutes);
  const endDay = period === 'DAILY' ? day + 1 : (weekOf(day) + 1) * 7 - MONDAY_SHIFT;
  return endDay * DAY - gmtOffsetMinutes * 60_000;
}
