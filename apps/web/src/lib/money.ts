import { currentLocale } from './i18n';

/**
 * Money arrives and leaves as integer minor units (centavos). Text is turned into minor units and
 * back by moving digits in strings, never by multiplying or dividing floats, so ₱0.29 is 29
 * centavos and not 28.999….
 */

const digitsCache = new Map<string, number>();

/** The currency's minor-unit digits (2 for PHP, 0 for JPY); 2 when the code is unknown. */
export function minorDigits(currency: string): number {
  let digits = digitsCache.get(currency);
  if (digits === undefined) {
    try {
      digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
    } catch {
      digits = 2;
    }
    digitsCache.set(currency, digits);
  }
  return digits;
}

/** 123456 with 2 digits → "1234.56"; -5 → "-0.05". Exact for any safe integer. */
export function toDecimalString(minor: number, digits: number): `${number}` {
  const negative = minor < 0;
  const text = String(Math.abs(Math.trunc(minor))).padStart(digits + 1, '0');
  const whole = text.slice(0, text.length - digits);
  const fraction = digits > 0 ? `.${text.slice(text.length - digits)}` : '';
  return `${negative ? '-' : ''}${whole}${fraction}` as `${number}`;
}

/** For filling an input: 50000 → "500", 12345 → "123.45". */
export function toInputText(minor: number, currency: string): string {
  return toDecimalString(minor, minorDigits(currency)).replace(/\.0+$/, '');
}

const formatters = new Map<string, Intl.NumberFormat>();

interface FormatOptions {
  /** Show + on credits (history lists). */
  signed?: boolean;
  /** Drop ".00" from whole amounts (quick-amount chips, ranges), where space is short. */
  short?: boolean;
}

function formatter(currency: string, { signed = false, short = false }: FormatOptions): Intl.NumberFormat {
  const locale = currentLocale();
  const key = `${locale}|${currency}|${signed}|${short}`;
  let found = formatters.get(key);
  if (!found) {
    const common: Intl.NumberFormatOptions = {
      signDisplay: signed ? 'exceptZero' : 'auto',
      trailingZeroDisplay: short ? 'stripIfInteger' : 'auto',
    };
    try {
      found = new Intl.NumberFormat(locale, { ...common, style: 'currency', currency });
    } catch {
      // An unknown currency code still shows its amount.
      found = new Intl.NumberFormat(locale, { ...common, minimumFractionDigits: short ? 0 : 2 });
    }
    formatters.set(key, found);
  }
  return found;
}

/** "₱1,234.56" in the user's locale. */
export function formatMoney(minor: number, currency: string, options: FormatOptions = {}): string {
  return formatter(currency, options).format(toDecimalString(minor, minorDigits(currency)));
}

export type AmountProblem = 'empty' | 'format' | 'decimals' | 'tooLarge';
export type ParsedAmount = { ok: true; minor: number } | { ok: false; problem: AmountProblem };

/** Up to 10^12 minor units, the contract's ceiling. */
const MAX_MINOR_DIGITS = 13;
// Whole part: plain digits, or digits grouped in threes with commas (1,234,567). The decimal point is a dot.
const AMOUNT_PATTERN = /^(\d+|\d{1,3}(?:,\d{3})+)?(?:\.(\d*))?$/;

/**
 * Reads what a person typed ("1,500", "₱250.5", "99.99") as minor units. Grouping commas must be
 * in the right places, so "1,5" is refused rather than read as 15 or 1.5.
 */
export function parseAmount(text: string, currency: string): ParsedAmount {
  const cleaned = text
    .trim()
    .replace(/^(₱|PHP|P)\s*/i, '')
    .replace(/\s+/g, '');
  if (cleaned === '' || cleaned === '.') return { ok: false, problem: cleaned === '' ? 'empty' : 'format' };
  const match = AMOUNT_PATTERN.exec(cleaned);
  if (!match) return { ok: false, problem: 'format' };
  const whole = (match[1] ?? '').replace(/,/g, '');
  const fraction = match[2] ?? '';
  const digits = minorDigits(currency);
  if (fraction.length > digits) return { ok: false, problem: 'decimals' };
  const minorText = `${whole}${fraction.padEnd(digits, '0')}`.replace(/^0+(?=\d)/, '');
  if (minorText.length > MAX_MINOR_DIGITS) return { ok: false, problem: 'tooLarge' };
  const minor = Number(minorText);
  return minor > 1_000_000_000_000 ? { ok: false, problem: 'tooLarge' } : { ok: true, minor };
}
