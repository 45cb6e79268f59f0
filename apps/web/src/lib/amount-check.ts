import type { TFunction } from 'i18next';
import { formatMoney, minorDigits, parseAmount } from './money';

export interface AmountLimits {
  min?: number;
  max?: number;
  /** What the member can spend; more is refused before asking the server. */
  balance?: number;
}

export type AmountCheck = { minor: number; error?: undefined } | { minor?: undefined; error: string };

/** Reads the typed amount and says what is wrong with it, in the user's language. */
export function checkAmount(text: string, currency: string, limits: AmountLimits, t: TFunction): AmountCheck {
  const parsed = parseAmount(text, currency);
  if (!parsed.ok) {
    return {
      error:
        parsed.problem === 'decimals' ? t('money.errors.decimals', { digits: minorDigits(currency) }) : t(`money.errors.${parsed.problem}`),
    };
  }
  const minor = parsed.minor;
  if (minor <= 0) return { error: t('money.errors.zero') };
  if (limits.min !== undefined && minor < limits.min)
    return { error: t('money.errors.belowMin', { min: formatMoney(limits.min, currency) }) };
  if (limits.max !== undefined && minor > limits.max)
    return { error: t('money.errors.aboveMax', { max: formatMoney(limits.max, currency) }) };
  if (limits.balance !== undefined && minor > limits.balance) {
    return { error: t('money.errors.overBalance', { balance: formatMoney(limits.balance, currency) }) };
  }
  return { minor };
}
