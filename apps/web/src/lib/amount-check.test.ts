import i18next, { type TFunction } from 'i18next';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { enFirst } from '../i18n/en';
import { enAccount } from '../i18n/en-account-part';
import { enLater } from '../i18n/en-later';
import { checkAmount } from './amount-check';

vi.mock('./i18n', () => ({ currentLocale: () => 'en-PH' }));

let t: TFunction;

beforeAll(async () => {
  const i18n = i18next.createInstance();
  t = await i18n.init({
    lng: 'en',
    resources: { en: { translation: { ...enFirst, ...enAccount, ...enLater } } },
    interpolation: { escapeValue: false },
  });
});

describe('checkAmount', () => {
  it('accepts an amount within the limits and the balance', () => {
    expect(checkAmount('150', 'PHP', { min: 10_000, max: 50_000, balance: 20_000 }, t)).toEqual({ minor: 15_000 });
    expect(checkAmount('100', 'PHP', { min: 10_000 }, t)).toEqual({ minor: 10_000 });
    expect(checkAmount('200', 'PHP', { balance: 20_000 }, t)).toEqual({ minor: 20_000 });
  });

  it('refuses, in words, what the server would refuse, before asking it', () => {
    expect(checkAmount('', 'PHP', {}, t)).toEqual({ error: 'Please enter an amount.' });
    expect(checkAmount('1,5', 'PHP', {}, t)).toEqual({ error: 'Enter an amount in numbers, like 1,500 or 250.50.' });
    expect(checkAmount('1.234', 'PHP', {}, t)).toEqual({ error: 'Use at most 2 decimal places.' });
    expect(checkAmount('0', 'PHP', {}, t)).toEqual({ error: 'The amount must be more than zero.' });
    expect(checkAmount('99.99', 'PHP', { min: 10_000 }, t)).toEqual({ error: 'The minimum is ₱100.00.' });
    expect(checkAmount('500.01', 'PHP', { max: 50_000 }, t)).toEqual({ error: 'The maximum is ₱500.00.' });
    expect(checkAmount('200.01', 'PHP', { balance: 20_000 }, t)).toEqual({ error: 'This is more than you have (₱200.00).' });
  });
});
