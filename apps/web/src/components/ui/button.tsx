import type { ComponentProps } from 'react';
import { Spinner } from './spinner';
import './ui.css';

type Variant = 'primary' | 'secondary' | 'ghost' | 'danger';

interface ButtonProps extends ComponentProps<'button'> {
  variant?: Variant;
  size?: 'sm' | 'md' | 'lg';
  /** Shows a spinner and blocks repeat clicks while a call runs. */
  loading?: boolean;
  block?: boolean;
}

export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  block = false,
  className,
  disabled,
  children,
  type,
  ...rest
}: ButtonProps) {
  const classes = ['ui-button', `ui-button--${variant}`, `ui-button--${size}`, block ? 'ui-button--block' : '', className ?? '']
    .filter(Boolean)
    .join(' ');
  return (
    <button type={type ?? 'button'} className={classes} disabled={disabled || loading} aria-busy={loading || undefined} {...rest}>
      {loading ? <Spinner size={16} /> : null}
      {children}
    </button>
  );
}

interface IconButtonProps extends ComponentProps<'button'> {
  /** Icon-only buttons need a name for screen readers. */
  label: string;
}

export function IconButton({ label, className, children, type, ...rest }: IconButtonProps) {
  return (
    <button type={type ?? 'button'} className={`ui-icon-button ${className ?? ''}`} aria-label={label} title={label} {...rest}>
      {children}
    </button>
  );
}
