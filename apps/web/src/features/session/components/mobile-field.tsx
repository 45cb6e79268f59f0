import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/text-field';
import { CountryCodeSelect } from '../../system/components/country-code-select';
import type { DialingCountry } from '../../system/use-dialing-country';

interface MobileFieldProps extends Omit<ComponentProps<'input'>, 'prefix'> {
  dialing: DialingCountry;
  error?: string;
  hint?: string;
  label?: string;
  'data-testid'?: string;
}

/**
 * A mobile number after its country's dialing code, chosen in the field (the brand's own, +63, by
 * default): national digits starting with 9 at home, that country's own plan abroad.
 */
export function MobileField({ dialing, label, 'data-testid': testId, ...props }: MobileFieldProps) {
  const { t } = useTranslation();
  return (
    <TextField
      label={label ?? t('register.fields.mobileNum')}
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      prefix={<CountryCodeSelect dialing={dialing} testId={testId ? `${testId}-country` : undefined} />}
      data-testid={testId}
      {...props}
    />
  );
}
