import { describe, expect, it, vi } from 'vitest';
import { formatNumber } from './number-format';

// The locale is passed in; the page's language store (window) is not needed here.
vi.mock('./i18n', () => ({ currentLocale: () => 'en-PH' }));

describe('formatNumber', () => {
  it('writes what Intl writes, for counts and for percentages with two decimals', { timeout: 30_000 }, () => {
    for (const locale of ['en-PH', 'fil-PH']) {
      const counts = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
      const percent = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
      for (let value = 0; value < 1_200; value += 1) expect(formatNumber(locale, value)).toBe(counts.format(value));
      for (let value = 999; value < 2e9; value = Math.floor(value * 1.37) + 1) {
        expect(formatNumber(locale, value)).toBe(counts.format(value));
        expect(formatNumber(locale, value + 0.5)).toBe(counts.format(value + 0.5));
      }
      for (let hundredths = 0; hundredths < 110_000; hundredths += 7) {
        const value = hundredths / 100;
        expect(formatNumber(locale, value, 2)).toBe(percent.format(value));
      }
      for (const value of [96.005, 96.125, 0.005, 99.995, 999.999, 999_999.995, 12.3456, 1_234.5, 1_000_000, 1e-7, 0.0000015]) {
        expect(formatNumber(locale, value, 2)).toBe(percent.format(value));
      }
    }
  });
});
