import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { formatMoney, minorDigits, parseAmount, toDecimalString, toInputText } from './money';

vi.mock('./i18n', () => ({ currentLocale: () => 'en-PH' }));

const MAX_MINOR = 1_000_000_000_000;

describe('money', () => {
  it('reads what a person types as exact minor units', () => {
    expect(parseAmount('0.29', 'PHP')).toEqual({ ok: true, minor: 29 });
    expect(parseAmount('1,250.50', 'PHP')).toEqual({ ok: true, minor: 125_050 });
    expect(parseAmount(' ₱ 250.5 ', 'PHP')).toEqual({ ok: true, minor: 25_050 });
    expect(parseAmount('PHP99.99', 'PHP')).toEqual({ ok: true, minor: 9_999 });
    expect(parseAmount('.5', 'PHP')).toEqual({ ok: true, minor: 50 });
    expect(parseAmount('500', 'JPY')).toEqual({ ok: true, minor: 500 });
  });

  it('says why an amount cannot be read', () => {
    expect(parseAmount('', 'PHP')).toEqual({ ok: false, problem: 'empty' });
    expect(parseAmount('.', 'PHP')).toEqual({ ok: false, problem: 'format' });
    expect(parseAmount('1,5', 'PHP')).toEqual({ ok: false, problem: 'format' });
    expect(parseAmount('12a', 'PHP')).toEqual({ ok: false, problem: 'format' });
    expect(parseAmount('-5', 'PHP')).toEqual({ ok: false, problem: 'format' });
    expect(parseAmount('12.345', 'PHP')).toEqual({ ok: false, problem: 'decimals' });
    expect(parseAmount('1.5', 'JPY')).toEqual({ ok: false, problem: 'decimals' });
    expect(parseAmount('10000000000.01', 'PHP')).toEqual({ ok: false, problem: 'tooLarge' });
    expect(parseAmount('99999999999999999', 'PHP')).toEqual({ ok: false, problem: 'tooLarge' });
  });

  it('writes minor units as decimals without floating-point error', () => {
    expect(toDecimalString(123_456, 2)).toBe('1234.56');
    expect(toDecimalString(-5, 2)).toBe('-0.05');
    expect(toDecimalString(7, 0)).toBe('7');
    expect(toInputText(50_000, 'PHP')).toBe('500');
    expect(toInputText(12_345, 'PHP')).toBe('123.45');
    expect(minorDigits('PHP')).toBe(2);
    expect(minorDigits('JPY')).toBe(0);
    expect(minorDigits('not a currency')).toBe(2);
  });

  it('formats in the user locale, signed on request and short for whole amounts', () => {
    expect(formatMoney(123_456, 'PHP')).toBe('₱1,234.56');
    expect(formatMoney(500, 'PHP', { signed: true })).toBe('+₱5.00');
    expect(formatMoney(50_000, 'PHP', { short: true })).toBe('₱500');
    expect(formatMoney(12_345, 'XQQ')).toContain('123.45');
  });

  it('reads back every amount it writes, for the input box and for display', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_MINOR }), fc.constantFrom('PHP', 'USD', 'JPY'), (minor, currency) => {
        expect(parseAmount(toInputText(minor, currency), currency)).toEqual({ ok: true, minor });
        expect(parseAmount(formatMoney(minor, 'PHP'), 'PHP')).toEqual({ ok: true, minor });
      }),
    );
  });
});
