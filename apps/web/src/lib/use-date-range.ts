import { useState } from 'react';
import { lastDays, type DateRange, type RangeDays } from './date-range';

/** The period a report shows: the last 7 days at first; "now" is fixed when the page opens. */
export function useDateRange(initialDays: RangeDays = 7) {
  const [now] = useState(() => Date.now());
  const [state, setState] = useState<{ range: DateRange; days: RangeDays }>(() => ({
    range: lastDays(initialDays, now),
    days: initialDays,
  }));
  return {
    now,
    range: state.range,
    days: state.days,
    setRange: (range: DateRange, days: RangeDays) => setState({ range, days }),
  };
}

/** A page's period of records, with the way to change it. */
export type DatePeriod = ReturnType<typeof useDateRange>;
