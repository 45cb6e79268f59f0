import { useId, type ComponentProps, type ReactNode } from 'react';
import { FieldError, RequiredMark } from './text-field';
import './ui.css';

interface CheckboxFieldProps extends Omit<ComponentProps<'input'>, 'type'> {
  label: ReactNode;
  error?: string;
}

export function CheckboxField({ label, error, id, required, ...inputProps }: CheckboxFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const errorId = `${inputId}-error`;
  return (
    <div className={`ui-check ${error ? 'ui-check--invalid' : ''}`}>
      <div className="ui-check__row">
        <input
          id={inputId}
          type="checkbox"
          className="ui-check__input"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          aria-required={required || undefined}
          {...inputProps}
        />
        <label htmlFor={inputId} className="ui-check__label">
          {label}
          {required ? <RequiredMark /> : null}
        </label>
      </div>
      <FieldError id={errorId} message={error} />
    </div>
  );
}

interface SelectFieldProps extends ComponentProps<'select'> {
  label: ReactNode;
  error?: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  placeholder?: string;
}

export function SelectField({ label, error, options, placeholder, id, required, ...selectProps }: SelectFieldProps) {
  const generated = useId();
  const selectId = id ?? generated;
  const errorId = `${selectId}-error`;
  return (
    <div className={`ui-field ${error ? 'ui-field--invalid' : ''}`}>
      <label className="ui-field__label" htmlFor={selectId}>
        {label}
        {required ? <RequiredMark /> : null}
      </label>
      <div className="ui-field__control">
        <select
          id={selectId}
          className="ui-field__input ui-field__select"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          aria-required={required || undefined}
          {...selectProps}
        >
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
