import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayOf, dayStartOf, endsToday, lastDays, rangeQuery, resizeRange, stepRange } from './date-range';

// A zone with daylight saving, so a 23- or 25-hour day would show if days were counted in hours.
const zone = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'America/New_York';
});
afterAll(() => {
  process.env.TZ = zone;
});

const at = (text: string): number => new Date(text).getTime();
const day = (time: number): string => {
  const date = new Date(time);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}.${String(date.getMilliseconds()).padStart(3, '0')}`;
};
const show = (range: { from: number; to: number }) => [day(range.from), day(range.to)];

describe('date ranges', () => {
  it('runs in a zone that changes its clocks (2026-03-08 in New York)', () => {
    expect(new Date(at('2026-03-07T12:00:00')).getTimezoneOffset()).toBe(300);
    expect(new Date(at('2026-03-09T12:00:00')).getTimezoneOffset()).toBe(240);
  });

  it('the last 7 and 30 days end with the last millisecond of today', () => {
    const now = at('2026-03-12T15:30:00');
    expect(show(lastDays(7, now))).toEqual(['2026-03-06 00:00:00.000', '2026-03-12 23:59:59.999']);
    expect(show(lastDays(30, now))).toEqual(['2026-02-11 00:00:00.000', '2026-03-12 23:59:59.999']);
    expect(endsToday(lastDays(7, now), now)).toBe(true);
  });

  it('steps back and forward by whole calendar days across a daylight-saving change', () => {
    const now = at('2026-03-20T09:00:00');
    const back = stepRange(lastDays(7, now), 7, -1, now);
    expect(show(back)).toEqual(['2026-03-07 00:00:00.000', '2026-03-13 23:59:59.999']);
    expect(endsToday(back, now)).toBe(false);
    expect(show(stepRange(back, 7, -1, now))).toEqual(['2026-02-28 00:00:00.000', '2026-03-06 23:59:59.999']);
    expect(show(stepRange(back, 7, 1, now))).toEqual(show(lastDays(7, now)));
  });

  it('never reaches past today', () => {
    const now = at('2026-03-20T09:00:00');
    expect(stepRange(lastDays(30, now), 30, 1, now)).toEqual(lastDays(30, now));
  });

  it('resizing keeps the last day', () => {
    const now = at('2026-03-20T09:00:00');
    const back = stepRange(lastDays(7, now), 7, -1, now);
    expect(show(resizeRange(back, 30))).toEqual(['2026-02-12 00:00:00.000', '2026-03-13 23:59:59.999']);
  });
});

describe("date ranges in a brand's day (a fixed offset), whatever the browser's zone", () => {
  const manila = 480;
  // 2026-03-12 20:30 in New York is already 2026-03-13 08:30 in Manila.
  const now = at('2026-03-12T20:30:00');
  const days = (range: { from: number; to: number }) => [dayOf(range.from, manila), dayOf(range.to, manila)];

  it("the last 7 days end with the brand's today, from its midnight", () => {
    const range = lastDays(7, now, manila);
    expect(days(range)).toEqual(['2026-03-07', '2026-03-13']);
    expect(new Date(range.from).toISOString()).toBe('2026-03-06T16:00:00.000Z');
    expect(new Date(range.to).toISOString()).toBe('2026-03-13T15:59:59.999Z');
    expect(endsToday(range, now, manila)).toBe(true);
    expect(days(lastDays(7, now))).not.toEqual(days(range));
  });

  it("steps and resizes by the brand's days and never past its today", () => {
    const back = stepRange(lastDays(7, now, manila), 7, -1, now, manila);
    expect(days(back)).toEqual(['2026-02-28', '2026-03-06']);
    expect(endsToday(back, now, manila)).toBe(false);
    expect(stepRange(back, 7, 1, now, manila)).toEqual(lastDays(7, now, manila));
    expect(days(resizeRange(back, 30, manila))).toEqual(['2026-02-05', '2026-03-06']);
  });

  it("reads a picked date as the brand's midnight", () => {
    expect(new Date(dayStartOf('2026-03-13', manila)!).toISOString()).toBe('2026-03-12T16:00:00.000Z');
    expect(dayStartOf('', manila)).toBeUndefined();
    expect(dayStartOf('not a day', manila)).toBeUndefined();
  });

  it('asks for a period that ends today without its end, and for an earlier one with it', () => {
    const now = at('2026-03-12T15:30:00');
    const today = lastDays(7, now);
    expect(rangeQuery(today, now)).toEqual({ from: today.from });
    const before = stepRange(today, 7, -1, now);
    expect(rangeQuery(before, now)).toEqual({ from: before.from, to: before.to });
  });
});
