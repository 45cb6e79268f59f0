import { currentLocale } from './i18n';

const formats = new Map<string, Intl.NumberFormat>();

/**
 * A number format for a locale, made once: building an Intl formatter costs far more than using
 * one, and a lobby or home row formats a number for every tile at each render.
 */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}

/**
 * The locales we serve (lib/i18n.ts) write a number the same way: Latin digits, a comma between
 * groups of three from 1,000 on, a point before the decimals.
 */
const PLAIN_LOCALES = new Set(['en-PH', 'fil-PH']);
/** Up to here every rounded value stays an exact integer in a double (Number.MAX_SAFE_INTEGER). */
const PLAIN_BELOW = 1e9;

/**
 * A count or a percentage (at most `maximumFractionDigits` decimals) as the reader's locale writes
 * it. In our locales the text is made without Intl: a page's first Intl.NumberFormat loads the
 * browser's number data, 40-110 ms on a desktop CPU and four times that on a phone, and a lobby's
 * first screen (its tiles' RTP, its "42 of 3,035") needs nothing more than digits and commas
 * (docs/performance.md, "Web delivery"). Any other locale or value goes to Intl.
 */
export function formatNumber(locale: string, value: number, maximumFractionDigits = 0): string {
  if (!PLAIN_LOCALES.has(locale) || !(value === 0 || (value >= 1e-6 && value < PLAIN_BELOW))) {
    return numberFormat(locale, { maximumFractionDigits }).format(value);
  }
  // Intl rounds the number's shortest decimal text (96.005, not the binary 96.00499…), half away
  // from zero; so does this, on the digits of String(value).
  const [whole = '0', fraction = ''] = String(value).split('.');
  const kept = fraction.slice(0, maximumFractionDigits).padEnd(maximumFractionDigits, '0');
  const roundUp = (fraction[maximumFractionDigits] ?? '0') >= '5';
  const scaled = String(Number(whole + kept) + (roundUp ? 1 : 0)).padStart(maximumFractionDigits + 1, '0');
  const integer = scaled.slice(0, scaled.length - maximumFractionDigits);
  const decimals = scaled.slice(scaled.length - maximumFractionDigits).replace(/0+$/, '');
  const grouped = integer.replace(/\B(?=(\d{3})+$)/g, ',');
  return decimals ? `${grouped}.${decimals}` : grouped;
}

/** A count of things (games, vendors) as the reader's language writes it. */
export const formatCount = (value: number): string => formatNumber(currentLocale(), value);
