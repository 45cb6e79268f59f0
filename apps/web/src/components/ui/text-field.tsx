import { useId, useState, type ComponentProps, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EyeIcon, EyeOffIcon } from './icons';
import './ui.css';

interface TextFieldProps extends Omit<ComponentProps<'input'>, 'prefix'> {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  /** Shown before the input, e.g. the +63 dialling code. */
  prefix?: ReactNode;
  /** A control inside the field's right edge, e.g. the show-password button. */
  endAdornment?: ReactNode;
}

/** A labelled input whose error is tied to it (aria-invalid, aria-describedby) and announced. */
export function TextField({ label, error, hint: givenHint, prefix, endAdornment, required, id, className, ...inputProps }: TextFieldProps) {
  // When the error says what the hint says, say it once.
  const hint = error && error === givenHint ? undefined : givenHint;
  const generated = useId();
  const inputId = id ?? generated;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`ui-field ${error ? 'ui-field--invalid' : ''} ${className ?? ''}`}>
      <label className="ui-field__label" htmlFor={inputId}>
        {label}
        {required ? <RequiredMark /> : null}
      </label>
      <div className="ui-field__control">
        {prefix ? <span className="ui-field__prefix">{prefix}</span> : null}
        <input
          id={inputId}
          className="ui-field__input"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          aria-required={required || undefined}
          {...inputProps}
        />
        {endAdornment ? <span className="ui-field__end">{endAdornment}</span> : null}
      </div>
      {hint ? (
        <p id={hintId} className="ui-field__hint">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} message={error} />
    </div>
  );
}

export function RequiredMark() {
  const { t } = useTranslation();
  return (
    <span className="ui-field__required" title={t('common.required')}>
      <span aria-hidden="true"> *</span>
      <span className="sr-only"> ({t('common.required')})</span>
    </span>
  );
}

export function FieldError({ id, message }: { id: string; message?: string }) {
  return message ? (
    <p id={id} className="ui-field__error" role="alert">
      {message}
    </p>
  ) : null;
}

type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'endAdornment'>;

/** A password input with a show/hide toggle; the toggle is a real button with a state. */
export function PasswordField(props: PasswordFieldProps) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      autoCapitalize="off"
      spellCheck={false}
      endAdornment={
        <button
          type="button"
          className="ui-field__toggle"
          onClick={() => setVisible((value) => !value)}
          aria-label={visible ? t('common.hidePassword') : t('common.showPassword')}
          aria-pressed={visible}
          title={visible ? t('common.hidePassword') : t('common.showPassword')}
        >
          {visible ? <EyeOffIcon size={18} /> : <EyeIcon size={18} />}
        </button>
      }
    />
  );
}
