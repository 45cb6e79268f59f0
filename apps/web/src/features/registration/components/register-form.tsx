import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { MINIMUM_AGE } from '@panalo/contract/constants';
import { patternMessage } from '@panalo/contract/patterns';
import type { RegistrationValidationConfig } from '@panalo/contract/registration';
import type { RegisterSettingsValue } from '@panalo/contract/system';
import { FormAlert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { CheckboxField, SelectField } from '../../../components/ui/choice-fields';
import { PasswordField, TextField } from '../../../components/ui/text-field';
import { currentLanguage } from '../../../lib/i18n';
import { brandToday, latestBirthday } from '../../../lib/brand-today';
import { usePermission } from '../../system/api/get-permission';
import { useDialingCountry } from '../../system/use-dialing-country';
import { CaptchaField } from '../../captcha/components/captcha-field';
import { DeferredHumanCheck } from '../../human-check/components/deferred-human-check';
import { MobileField } from '../../session/components/mobile-field';
import { SmsCodeField } from '../../session/components/sms-code-field';
import type { SessionOutcome } from '../../session/hooks/use-start-session';
import { EMPTY_REGISTER_VALUES, type RegisterFormValues, type RegisterMethod } from '../register-fields';
import { registerResolver } from '../register-resolver';
import { useRegisterSubmit } from '../use-register-submit';
import { OptionalFields, useShownFields } from './optional-fields';

interface RegisterFormProps {
  method: RegisterMethod;
  config: RegistrationValidationConfig;
  settings: RegisterSettingsValue;
  referralCode: string | undefined;
  onSuccess: (outcome: SessionOutcome) => void;
}

/**
 * The register form, by username or by mobile number (spec 000 sections 2 and 5). The mobile form
 * leads with the number and its SMS code; its username is optional and its password is asked
 * only when the brand says so. Fields come from the brand's per-field rules.
 */
export function RegisterForm({ method, config, settings, referralCode, onSuccess }: RegisterFormProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const byMobile = method === 'mobile';
  const { shown, clientConfig } = useShownFields(config, settings, referralCode, method);
  const passwordShown = !byMobile || settings.mobilePasswordRequired;
  const smsShown = settings.smsVerification && (byMobile || shown.has('mobileNum'));
  const captchaShown = config.captcha.enabled;
  const venueShown = settings.gamingVenues.length > 0;
  const today = brandToday(usePermission().data?.gmtOffsetMinutes ?? 480);
  const dialing = useDialingCountry();
  const { dialingCode } = dialing;

  const resolver = useMemo(
    () =>
      registerResolver({
        config: clientConfig,
        language,
        invitationCodeRequired: settings.invitationCodeRequired,
        venueRequired: venueShown,
        captchaShown,
        captchaRequiredMessage: t('captcha.required'),
        method,
        passwordShown,
        smsVerification: settings.smsVerification,
        today,
        dialingCode,
        homeDialingCode: settings.defaultCountryDialingCode,
      }),
    // `language` and `t` change with a language switch, so the messages follow it.
    [
      clientConfig,
      language,
      settings.invitationCodeRequired,
      settings.smsVerification,
      venueShown,
      captchaShown,
      t,
      method,
      passwordShown,
      today,
      dialingCode,
      settings.defaultCountryDialingCode,
    ],
  );
  const form = useForm<RegisterFormValues>({ resolver, defaultValues: { ...EMPTY_REGISTER_VALUES, affiliateCode: referralCode ?? '' } });
  const { errors, isSubmitting } = form.formState;
  const [formError, setFormError] = useState<string>();
  const submit = useRegisterSubmit({
    form,
    method,
    shown,
    passwordShown,
    smsShown,
    captchaShown,
    venueShown,
    settings,
    referralCode,
    dialingCode,
    setFormError,
    onSuccess,
  });

  const rule = (field: 'username' | 'password') =>
    patternMessage(config[field].patternId, config[field].minLength, config[field].maxLength, language);
  const smsField = smsShown ? (
    <SmsCodeField
      purpose="register"
      regType={method}
      // On the username form the code is needed only once a number is typed.
      required={byMobile || Boolean(form.watch('mobileNum'))}
      mobileNum={form.watch('mobileNum')}
      dialingCode={dialingCode}
      foreign={dialing.foreign}
      mobileRule={config.mobileNum}
      onMobileProblem={(message) => {
        form.setError('mobileNum', { message });
        form.setFocus('mobileNum');
      }}
      error={errors.verificationCode?.message}
      testId={`register-${method}-code`}
      {...form.register('verificationCode')}
    />
  ) : null;

  // With the full name, the date of birth lets registration check age 21 and the restricted-persons list.
  const birthdayField = (
    <TextField
      label={t('registerForm.birthday')}
      type="date"
      max={latestBirthday(today, MINIMUM_AGE)}
      autoComplete="bday"
      hint={errors.birthday ? undefined : t('registerForm.birthdayHint')}
      error={errors.birthday?.message}
      data-testid={`register-${method}-birthday`}
      {...form.register('birthday')}
    />
  );

  return (
    <form onSubmit={submit.onSubmit} noValidate aria-busy={isSubmitting || undefined}>
      <FormAlert message={formError} testId="register-error" />
      {byMobile ? (
        <>
          <MobileField
            dialing={dialing}
            required
            error={errors.mobileNum?.message}
            data-testid="register-mobile"
            {...form.register('mobileNum')}
          />
          {smsField}
        </>
      ) : null}
      <TextField
        label={t('register.fields.username')}
        hint={byMobile ? t('registerForm.usernameHint', { rule: rule('username') }) : rule('username')}
        autoComplete="username"
        autoCapitalize="off"
        spellCheck={false}
        required={!byMobile}
        error={errors.username?.message}
        data-testid={byMobile ? 'register-mobile-username' : 'register-username'}
        {...form.register('username')}
      />
      {passwordShown ? (
        <>
          <PasswordField
            label={t('register.fields.password')}
            hint={rule('password')}
            autoComplete="new-password"
            required
            error={errors.password?.message}
            data-testid={byMobile ? 'register-mobile-password' : 'register-password'}
            {...form.register('password')}
          />
          <PasswordField
            label={t('register.fields.confirmPassword')}
            autoComplete="new-password"
            required
            error={errors.confirmPassword?.message}
            data-testid={byMobile ? 'register-mobile-confirm' : 'register-confirm'}
            {...form.register('confirmPassword')}
          />
        </>
      ) : (
        <p className="muted register-note">{t('registerForm.noPassword')}</p>
      )}
      <OptionalFields
        form={form}
        config={clientConfig}
        shown={shown}
        settings={settings}
        dialing={dialing}
        after={{ mobileNum: byMobile ? null : smsField, payeeName: birthdayField }}
      />
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
        <CaptchaField captcha={submit.captcha} error={errors.captcha?.message} testId="register-captcha" {...form.register('captcha')} />
      ) : null}
      <CheckboxField
        label={<Trans i18nKey="register.terms" components={{ terms: <a href="/help#term" target="_blank" rel="noopener" /> }} />}
        required
        error={errors.termsAccepted?.message}
        data-testid={byMobile ? 'register-mobile-terms' : 'register-terms'}
        {...form.register('termsAccepted')}
      />
      <CheckboxField
        label={t('register.age')}
        required
        error={errors.ageConfirmed?.message}
        data-testid={byMobile ? 'register-mobile-age' : 'register-age'}
        {...form.register('ageConfirmed')}
      />
      {submit.humanCheck.enabled ? (
        <DeferredHumanCheck
          scene="register"
          ref={submit.humanCheck.ref}
          error={submit.humanCheckError}
          testId={`register-${method}-human-check`}
        />
      ) : null}
      <Button type="submit" size="lg" block loading={isSubmitting} data-testid={byMobile ? 'register-mobile-submit' : 'register-submit'}>
        {isSubmitting ? t('register.submitting') : t('register.submit')}
      </Button>
    </form>
  );
}
