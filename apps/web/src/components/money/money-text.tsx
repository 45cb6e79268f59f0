import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../lib/money';

interface MoneyTextProps {
  minor: number;
  currency: string;
  /** Show + on credits and colour the amount by its sign (history lists). */
  signed?: boolean;
  className?: string;
  testId?: string;
}

/** An amount in the user's locale. Re-renders on a language change (the hook), so the format follows. */
export function MoneyText({ minor, currency, signed = false, className, testId }: MoneyTextProps) {
  useTranslation();
  const tone = signed ? (minor > 0 ? ' money--in' : minor < 0 ? ' money--out' : '') : '';
  return (
    <span className={`money${tone}${className ? ` ${className}` : ''}`} data-testid={testId}>
      {formatMoney(minor, currency, { signed })}
    </span>
  );
}
