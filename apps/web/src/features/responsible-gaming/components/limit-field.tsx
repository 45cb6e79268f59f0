import { useTranslation } from 'react-i18next';
import type { PlayLimitView } from '@panalo/contract/play-limits';
import { TextField } from '../../../components/ui/text-field';
import { formatMoney } from '../../../lib/money';
import { formatWhen } from './format-when';

interface LimitFieldProps {
  limit: PlayLimitView;
  label: string;
  currency: string;
  /** Money limits show amounts; the session limit shows minutes. */
  unit: 'money' | 'minutes';
  text: string;
  error?: string;
  onChange: (text: string) => void;
}

/** One limit: its input, what is in force, what this period has left, and a change that waits. */
export function LimitField({ limit, label, currency, unit, text, error, onChange }: LimitFieldProps) {
  const { t } = useTranslation();
  const show = (value: number | null) =>
    value === null ? t('responsible.noLimit') : unit === 'money' ? formatMoney(value, currency) : `${value} ${t('responsible.minutes')}`;
  const hints: string[] = [t('responsible.current', { value: show(limit.value) })];
  if (limit.value !== null && limit.used !== null && limit.resetsAt !== null) {
    hints.push(
      t('responsible.remaining', {
        amount: formatMoney(Math.max(0, limit.value - limit.used), currency),
        time: formatWhen(limit.resetsAt),
      }),
    );
  }
  if (limit.pending) {
    hints.push(
      limit.pending.value === null
        ? t('responsible.pendingRemoval', { time: formatWhen(limit.pending.appliesAt) })
        : t('responsible.pending', { value: show(limit.pending.value), time: formatWhen(limit.pending.appliesAt) }),
    );
  }
  return (
    <TextField
      label={label}
      inputMode={unit === 'money' ? 'decimal' : 'numeric'}
      autoComplete="off"
      data-testid={`limit-input-${limit.key}`}
      value={text}
      error={error}
      placeholder={t('responsible.noLimit')}
      onChange={(event) => onChange(event.target.value)}
      hint={
        <span data-testid={`limit-${limit.key}`} data-pending={limit.pending ? 'yes' : 'no'}>
          {hints.map((hint) => (
            <span key={hint} className="rg-hint">
              {hint}
            </span>
          ))}
        </span>
      }
    />
  );
}
