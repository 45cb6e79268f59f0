import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../ui/text-field';
import { formatMoney, toInputText } from '../../lib/money';

interface AmountFieldProps {
  value: string;
  onChange: (text: string) => void;
  currency: string;
  error?: string;
  /** Shown as the range hint. */
  min?: number;
  max?: number;
  /** Amounts offered as one-tap chips (minor units). */
  quickAmounts?: number[];
  /** Adds an "All" chip that fills in this amount. */
  allAmount?: number;
  label?: string;
  testId?: string;
  disabled?: boolean;
}

/** A money input: typed as text (parsed exactly by parseAmount), with the range hint and quick amounts. */
export function AmountField({
  value,
  onChange,
  currency,
  error,
  min,
  max,
  quickAmounts,
  allAmount,
  label,
  testId,
  disabled,
}: AmountFieldProps) {
  const { t } = useTranslation();
  const quickId = useId();
  const hint =
    min !== undefined && max !== undefined
      ? t('money.range', { min: formatMoney(min, currency), max: formatMoney(max, currency) })
      : undefined;
  const chips = [...(quickAmounts ?? []).map((minor) => ({ minor, label: formatMoney(minor, currency, { short: true }) }))];
  if (allAmount !== undefined && allAmount > 0) chips.push({ minor: allAmount, label: t('money.all') });
  return (
    <div className="amount-field">
      <TextField
        label={label ?? t('money.amount')}
        inputMode="decimal"
        autoComplete="off"
        placeholder={t('money.amountPlaceholder')}
        prefix={currency}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        error={error}
        hint={hint}
        required
        disabled={disabled}
        data-testid={testId}
      />
      {chips.length > 0 ? (
        <div className="quick-amounts" role="group" aria-labelledby={quickId}>
          <span id={quickId} className="sr-only">
            {t('money.quickAmounts')}
          </span>
          {chips.map((chip) => {
            const text = toInputText(chip.minor, currency);
            return (
              <button
                key={chip.label}
                type="button"
                className={`chip${value === text ? ' chip--active' : ''}`}
                aria-pressed={value === text}
                onClick={() => onChange(text)}
                disabled={disabled}
              >
                {chip.label}
              </button>
            );
          })}
        </div>
      ) : null}
    </div>
  );
}
