import { useTranslation } from 'react-i18next';
import type { BreakPeriod } from '@panalo/contract/self-exclusion';
import { currentLocale } from '../../lib/i18n';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const FIXED: Partial<Record<BreakPeriod, number>> = { '24h': 24 * HOUR, '7d': 7 * DAY, '30d': 30 * DAY, '6w': 42 * DAY };
const MONTHS: Partial<Record<BreakPeriod, number>> = { '6m': 6, '1y': 12, '5y': 60 };

/** Dates of a break in the reader's language: "Until 24 Nov 2026, 3:00 PM", or "Permanently". */
export function useBreakText() {
  const { t } = useTranslation();
  const date = (at: number) => new Intl.DateTimeFormat(currentLocale(), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(at));
  return {
    date,
    until: (endsAt: number | null) => (endsAt === null ? t('selfExclusion.permanent') : t('selfExclusion.until', { date: date(endsAt) })),
    /** When a break chosen now would end, as the server will count it (calendar months for exclusions). */
    previewEnd(period: BreakPeriod, now = Date.now()): number | null {
      const fixed = FIXED[period];
      if (fixed !== undefined) return now + fixed;
      const months = MONTHS[period];
      if (months === undefined) return null;
      const at = new Date(now);
      at.setUTCMonth(at.getUTCMonth() + months);
      return at.getTime();
    },
  };
}
