import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { patternMessage } from '@panalo/contract/patterns';
import type { RegistrationValidationConfig } from '@panalo/contract/registration';
import type { RegisterSettingsValue } from '@panalo/contract/system';
import { FormAlert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { CheckboxField, SelectField } from '../../../components/ui/choice-fields';
import { PasswordField, TextField } from '../../../components/ui/text-field';
import { currentLanguage } from '../../../i18n/i18n';
import { isApiError } from '../../../lib/api-error';
import { CaptchaField } from '../../captcha/components/captcha-field';
import { useCaptcha } from '../../captcha/hooks/use-captcha';
import { useStartSession, type SessionOutcome } from '../../session/hooks/use-start-session';
import { useCheckAffiliate } from '../api/check-affiliate';
import { useRegister } from '../api/register';
import { applyRegisterError } from '../apply-register-error';
import { buildRegisterRequest } from '../build-register-request';
import { EMPTY_REGISTER_VALUES, type OptionalField, type RegisterFormValues } from '../register-fields';
import { registerResolver } from '../register-resolver';
import { OptionalFields, useShownFields } from './optional-fields';

const ALWAYS_SHOWN: ReadonlySet<string> = new Set(['username', 'password', 'confirmPassword', 'termsAccepted', 'ageConfirmed']);

interface RegisterFormProps {
  config: RegistrationValidationConfig;
  settings: RegisterSettingsValue;
  referralCode: string | undefined;
  onSuccess: (outcome: SessionOutcome) => void;
}

export function RegisterForm({ config, settings, referralCode, onSuccess }: RegisterFormProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const [formError, setFormError] = useState<string>();
  const { shown, clientConfig } = useShownFields(config, settings, referralCode);
  const captchaShown = config.captcha.enabled;
  const captcha = useCaptcha('register', captchaShown);
  const venueShown = settings.gamingVenues.length > 0;
  const checkAffiliate = useCheckAffiliate();
  const register = useRegister();
  const startSession = useStartSession();

  const resolver = useMemo(
    () =>
      registerResolver({
        config: clientConfig,
        language,
        invitationCodeRequired: settings.invitationCodeRequired,
        venueRequired: venueShown,
        captchaShown,
        captchaRequiredMessage: t('captcha.required'),
      }),
    // `language` and `t` change with a language switch, so the messages follow it.
    [clientConfig, language, settings.invitationCodeRequired, venueShown, captchaShown, t],
  );
  const form = useForm<RegisterFormValues>({ resolver, defaultValues: { ...EMPTY_REGISTER_VALUES, affiliateCode: referralCode ?? '' } });
  const { errors, isSubmitting } = form.formState;
  const isShown = (field: keyof RegisterFormValues): boolean => {
    if (field === 'captcha') return captchaShown;
    if (field === 'gamingVenue') return venueShown;
    return ALWAYS_SHOWN.has(field) || shown.has(field as OptionalField);
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      // The invitation code is checked first (spec 000 section 4, "Register").
      if (values.affiliateCode) await checkAffiliate.mutateAsync(values.affiliateCode);
      const request = buildRegisterRequest(values, {
        shownFields: shown,
        dialingCode: settings.defaultCountryDialingCode,
        captchaId: captchaShown ? captcha.captchaId : undefined,
        venueShown,
        referralCode,
        language,
      });
      onSuccess(startSession(await register.mutateAsync(request)));
    } catch (error) {
      if (!isApiError(error)) return setFormError(t('errors.unknown'));
      setFormError(applyRegisterError(error, form, isShown));
      if (captchaShown) {
        form.setValue('captcha', '');
        captcha.refresh();
      }
    }
  });

  const rule = (field: 'username' | 'password') =>
    patternMessage(config[field].patternId, config[field].minLength, config[field].maxLength, language);

  return (
    <form onSubmit={onSubmit} noValidate aria-busy={isSubmitting || undefined}>
      <FormAlert message={formError} testId="register-error" />
      <TextField
        label={t('register.fields.username')}
        hint={rule('username')}
        autoComplete="username"
        autoCapitalize="off"
        spellCheck={false}
        required
        error={errors.username?.message}
        data-testid="register-username"
        {...form.register('username')}
      />
      <PasswordField
        label={t('register.fields.password')}
        hint={rule('password')}
        autoComplete="new-password"
        required
        error={errors.password?.message}
        data-testid="register-password"
        {...form.register('password')}
      />
      <PasswordField
        label={t('register.fields.confirmPassword')}
        autoComplete="new-password"
        required
        error={errors.confirmPassword?.message}
        data-testid="register-confirm"
        {...form.register('confirmPassword')}
      />
      <OptionalFields form={form} config={clientConfig} shown={shown} settings={settings} />
      {venueShown ? (
        <SelectField
          label={t('register.venue')}
          placeholder={t('register.venuePlaceholder')}
          options={settings.gamingVenues}
          required
          error={errors.gamingVenue?.message}
          {...form.register('gamingVenue')}
        />
      ) : null}
      {captchaShown ? (
        <CaptchaField captcha={captcha} error={errors.captcha?.message} testId="register-captcha" {...form.register('captcha')} />
      ) : null}
      <CheckboxField
        label={<Trans i18nKey="register.terms" components={{ terms: <a href="/help#term" target="_blank" rel="noopener" /> }} />}
        required
        error={errors.termsAccepted?.message}
        data-testid="register-terms"
        {...form.register('termsAccepted')}
      />
      <CheckboxField
        label={t('register.age')}
        required
        error={errors.ageConfirmed?.message}
        data-testid="register-age"
        {...form.register('ageConfirmed')}
      />
      <Button type="submit" size="lg" block loading={isSubmitting} data-testid="register-submit">
        {isSubmitting ? t('register.submitting') : t('register.submit')}
      </Button>
    </form>
  );
}
