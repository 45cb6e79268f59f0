import { useState } from 'react';
import { lastDays, rangeQuery, type DateRange, type DayZone, type RangeDays } from './date-range';

/**
 * The period a report shows: the last 7 days at first; "now" is fixed when the page opens. Days
 * are the browser's, or those of a fixed offset (`zone`, minutes from UTC: the brand's day).
 */
export function useDateRange(initialDays: RangeDays = 7, zone?: DayZone) {
  const [now] = useState(() => Date.now());
  const [state, setState] = useState<{ range: DateRange; days: RangeDays }>(() => ({
    range: lastDays(initialDays, now, zone),
    days: initialDays,
  }));
  return {
    now,
    zone,
    range: state.range,
    days: state.days,
    /** What a records page sends: the range, open at its end when it ends today. */
    query: rangeQuery(state.range, now, zone),
    setRange: (range: DateRange, days: RangeDays) => setState({ range, days }),
  };
}

/** A page's period of records, with the way to change it. */
export type DatePeriod = ReturnType<typeof useDateRange>;
