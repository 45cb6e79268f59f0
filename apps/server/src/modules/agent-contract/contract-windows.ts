import type { ContractKind, DividendPeriod } from '@panalo/contract/agent-contract';
import { DAY, HOUR, MINUTE } from '../../lib/clock';
import { brandDay } from '../../kernel/posting-facts';
import { dayLabel, dayStart } from '../agent/team-periods';

/**
 * The settlement windows of each kind: real-time salary per 5-minute UTC window, hourly salary per
 * UTC hour, daily salary per brand day, dividends per period (D day, W week from Monday, H half
 * month, M month). A window is [from, to) in epoch ms; its sums are what the claimed 5-minute
 * windows from `from` up to `to` counted (settlement-sums.ts).
 */
export interface Window {
  key: string;
  from: number;
  to: number;
}

/** How often the settlement runs, and the real-time salary's window: 5 minutes (spec 001 section 9). */
export const SETTLEMENT_EVERY_MS = 5 * MINUTE;

const hourWindow = (at: number): Window => {
  const from = Math.floor(at / HOUR) * HOUR;
  return { key: new Date(from).toISOString().slice(0, 13), from, to: from + HOUR };
};

/** The 5-minute window holding `at`, keyed by its start to the minute (2026-11-21T10:05). */
export const realtimeWindow = (at: number): Window => {
  const from = Math.floor(at / SETTLEMENT_EVERY_MS) * SETTLEMENT_EVERY_MS;
  return { key: new Date(from).toISOString().slice(0, 16), from, to: from + SETTLEMENT_EVERY_MS };
};

/** The brand-local days [first, last] of the dividend period holding `day`. */
function periodDays(day: number, period: DividendPeriod): { first: number; last: number; label: string } {
  if (period === 'D') return { first: day, last: day, label: dayLabel(day) };
  if (period === 'W') {
    // 1970-01-01 was a Thursday: (day + 3) % 7 counts from Monday.
    const first = day - ((day + 3) % 7);
    return { first, last: first + 6, label: dayLabel(first) };
  }
  const date = new Date(day * DAY);
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth();
  const monthFirst = Date.UTC(year, month, 1) / DAY;
  const nextMonth = Date.UTC(year, month + 1, 1) / DAY;
  if (period === 'M') return { first: monthFirst, last: nextMonth - 1, label: dayLabel(monthFirst).slice(0, 7) };
  const secondHalf = monthFirst + 15;
  return day < secondHalf
    ? { first: monthFirst, last: secondHalf - 1, label: dayLabel(monthFirst) }
    : { first: secondHalf, last: nextMonth - 1, label: dayLabel(secondHalf) };
}

/** The window of a kind that holds the instant `at`. */
export function windowAt(kind: ContractKind, at: number, offsetMinutes: number, period: DividendPeriod = 'D'): Window {
  if (kind === 'REALTIME') return realtimeWindow(at);
  if (kind === 'HOURLY') return hourWindow(at);
  const day = brandDay(at, offsetMinutes);
  const span = kind === 'DAILY' ? { first: day, last: day, label: dayLabel(day) } : periodDays(day, period);
  return {
    key: kind === 'DAILY' ? span.label : `${period}:${span.label}`,
    from: dayStart(span.first, offsetMinutes),
    to: dayStart(span.last + 1, offsetMinutes),
  };
}

/**
 * The closed windows from the one holding `since` up to `until` (a window closes at its end),
 * at most `limit` of them, oldest first.
 */
export function closedWindows(
  kind: ContractKind,
  since: number,
  until: number,
  offsetMinutes: number,
  period: DividendPeriod | undefined,
  limit: number,
): Window[] {
  const windows: Window[] = [];
  let at = since;
  while (windows.length < limit) {
    const window = windowAt(kind, at, offsetMinutes, period);
    if (window.to > until) break;
    windows.push(window);
    at = window.to;
  }
  return windows;
}
