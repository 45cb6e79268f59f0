import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../lib/i18n';
import { dayOf, endsToday, resizeRange, shownAt, stepRange, type DateRange, type RangeDays } from '../../lib/date-range';
import { ChevronLeftIcon } from '../ui/wallet-icons';
import { ChevronRightIcon } from '../ui/icons';
import type { DatePeriod } from '../../lib/use-date-range';

interface RangePickerProps {
  /** The page's period (`useDateRange`). */
  period: DatePeriod;
  /** Called after each change, e.g. to go back to the first page of the records. */
  onPicked?: () => void;
}

/** The spec's date presets: a 7- or 30-day window, stepped to the previous or next period. */
export function RangePicker({ period, onPicked }: RangePickerProps) {
  const { t } = useTranslation();
  const { range, days, now, zone } = period;
  const onChange = (next: DateRange, nextDays: RangeDays) => {
    period.setRange(next, nextDays);
    onPicked?.();
  };
  // A brand's day is shown as that day wherever the browser is: its wall time, printed as UTC.
  const format = new Intl.DateTimeFormat(currentLocale(), { dateStyle: 'medium', ...(zone === undefined ? {} : { timeZone: 'UTC' }) });
  const atToday = endsToday(range, now, zone);
  return (
    <fieldset className="range-picker">
      <legend className="range-picker__legend">{t('money.period')}</legend>
      <div className="segmented" role="group" aria-label={t('money.period')}>
        {([7, 30] as const).map((size) => (
          <button
            key={size}
            type="button"
            className={`segmented__option${size === days ? ' segmented__option--active' : ''}`}
            aria-pressed={size === days}
            onClick={() => onChange(resizeRange(range, size, zone), size)}
          >
            {t(size === 7 ? 'money.days7' : 'money.days30')}
          </button>
        ))}
      </div>
      <div className="range-picker__step">
        <button
          type="button"
          className="ui-icon-button"
          onClick={() => onChange(stepRange(range, days, -1, now, zone), days)}
          aria-label={t('money.previousDays', { count: days })}
          title={t('money.previousDays', { count: days })}
          data-testid="range-previous"
        >
          <ChevronLeftIcon size={18} />
        </button>
        <span className="range-picker__dates" aria-live="polite">
          <time dateTime={dayOf(range.from, zone)} data-testid="range-from">
            {format.format(shownAt(range.from, zone))}
          </time>
          {' – '}
          <time dateTime={dayOf(range.to, zone)} data-testid="range-to">
            {format.format(shownAt(range.to, zone))}
          </time>
        </span>
        <button
          type="button"
          className="ui-icon-button"
          onClick={() => onChange(stepRange(range, days, 1, now, zone), days)}
          disabled={atToday}
          aria-label={t('money.nextDays', { count: days })}
          title={t('money.nextDays', { count: days })}
          data-testid="range-next"
        >
          <ChevronRightIcon size={18} />
        </button>
      </div>
    </fieldset>
  );
}
