import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/text-field';

interface MobileFieldProps extends Omit<ComponentProps<'input'>, 'prefix'> {
  dialingCode: string;
  error?: string;
  hint?: string;
  label?: string;
}

/** A mobile number as the spec types it (national digits starting with 9) after the brand's dialling code. */
export function MobileField({ dialingCode, label, ...props }: MobileFieldProps) {
  const { t } = useTranslation();
  return (
    <TextField
      label={label ?? t('register.fields.mobileNum')}
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      prefix={`+${dialingCode.replace(/^\+/, '')}`}
      {...props}
    />
  );
}
