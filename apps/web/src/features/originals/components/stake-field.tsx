import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney, parseAmount, toInputText } from '../../../lib/money';

interface StakeFieldProps {
  value: string;
  onChange: (text: string) => void;
  currency: string;
  error?: string;
  disabled?: boolean;
  testId?: string;
}

const QUICK = [1_000, 5_000, 10_000, 50_000];

/** The stake as typed, in the currency's units, with quick amounts and halve / double. */
export function StakeField({ value, onChange, currency, error, disabled, testId = 'stake' }: StakeFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const parsed = parseAmount(value, currency);
  const scale = (factor: number) => {
    if (!parsed.ok) return;
    onChange(toInputText(Math.max(1, Math.floor(parsed.minor * factor)), currency));
  };
  return (
    <div className="stake-field">
      <label htmlFor={id} className="stake-field__label">
        {t('originals.stake')}
      </label>
      <div className="stake-field__row">
        <input
          id={id}
          className="stake-field__input"
          inputMode="decimal"
          value={value}
          disabled={disabled}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          data-testid={testId}
        />
        <button type="button" className="chip" onClick={() => scale(0.5)} disabled={disabled}>
          ½<span className="sr-only">{t('originals.halve')}</span>
        </button>
        <button type="button" className="chip" onClick={() => scale(2)} disabled={disabled}>
          2×
          <span className="sr-only">{t('originals.double')}</span>
        </button>
      </div>
      <div className="stake-field__quick" role="group" aria-label={t('originals.quickStakes')}>
        {QUICK.map((minor) => (
          <button key={minor} type="button" className="chip" disabled={disabled} onClick={() => onChange(toInputText(minor, currency))}>
            {formatMoney(minor, currency, { short: true })}
          </button>
        ))}
      </div>
      {error ? (
        <p id={`${id}-error`} className="ui-field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The stake in minor units, or null when the text is not an amount. */
export function stakeMinor(text: string, currency: string): number | null {
  const parsed = parseAmount(text, currency);
  return parsed.ok && parsed.minor > 0 ? parsed.minor : null;
}
