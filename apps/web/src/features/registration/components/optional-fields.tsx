import { Fragment, useMemo, type ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { RegistrationValidationConfig } from '@panalo/contract/registration';
import type { RegisterSettingsValue } from '@panalo/contract/system';
import { PasswordField, TextField } from '../../../components/ui/text-field';
import { CountryCodeSelect } from '../../system/components/country-code-select';
import type { DialingCountry } from '../../system/use-dialing-country';
import { OPTIONAL_FIELDS, type OptionalField, type RegisterFormValues, type RegisterMethod } from '../register-fields';

/**
 * Which optional fields the form shows, and the rule set the form checks with. The invitation
 * code also shows when the link carried one or the brand requires one, even if not configured.
 * The mobile form draws its number itself, first, so it is not among the optional fields there.
 */
export function useShownFields(
  config: RegistrationValidationConfig,
  settings: RegisterSettingsValue,
  referralCode: string | undefined,
  method: RegisterMethod,
) {
  return useMemo(() => {
    const forceInvitation = Boolean(referralCode) || settings.invitationCodeRequired;
    const clientConfig: RegistrationValidationConfig = {
      ...config,
      affiliateCode: { ...config.affiliateCode, enabled: config.affiliateCode.enabled || forceInvitation },
      // The SMS code's rule is the form's own (required when a number must be proven), not the field config.
      verificationCode: { ...config.verificationCode, enabled: false },
    };
    const shown = new Set<OptionalField>(
      OPTIONAL_FIELDS.filter(([field]) => clientConfig[field].enabled && !(method === 'mobile' && field === 'mobileNum')).map(
        ([field]) => field,
      ),
    );
    return { shown, clientConfig };
  }, [config, settings.invitationCodeRequired, referralCode, method]);
}

interface OptionalFieldsProps {
  form: UseFormReturn<RegisterFormValues>;
  config: RegistrationValidationConfig;
  shown: ReadonlySet<OptionalField>;
  settings: RegisterSettingsValue;
  /** The mobile number's country, chosen in its field. */
  dialing: DialingCountry;
  /** Drawn right after a field: the SMS code after the mobile number, the birthday after the name. */
  after?: Partial<Record<OptionalField, ReactNode>>;
}

export function OptionalFields({ form, config, shown, settings, dialing, after = {} }: OptionalFieldsProps) {
  const { t } = useTranslation();
  const { errors } = form.formState;
  return (
    <>
      {OPTIONAL_FIELDS.filter(([field]) => shown.has(field)).map(([field, meta]) => {
        const rule = config[field];
        const required = rule.required || (field === 'affiliateCode' && settings.invitationCodeRequired);
        const common = {
          label: t(`register.fields.${field}`),
          required,
          error: errors[field]?.message,
          autoComplete: meta.autoComplete,
          inputMode: meta.inputMode,
          maxLength: rule.maxLength > 0 ? rule.maxLength : undefined,
          'data-testid': `register-${field}`,
          ...form.register(field),
        };
        if (meta.type === 'password') return <PasswordField key={field} {...common} />;
        return (
          <Fragment key={field}>
            <TextField
              type={meta.type ?? 'text'}
              prefix={meta.dialingPrefix ? <CountryCodeSelect dialing={dialing} testId={`register-${field}-country`} /> : undefined}
              hint={field === 'payeeName' ? t('register.payeeNameHint') : undefined}
              {...common}
            />
            {after[field] ?? null}
          </Fragment>
        );
      })}
    </>
  );
}
