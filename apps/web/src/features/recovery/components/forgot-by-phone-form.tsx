import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { errorMessage } from '@panalo/contract/error-codes';
import { patternMessage } from '@panalo/contract/patterns';
import { DEFAULT_REGISTRATION_VALIDATION, mobileProblem } from '@panalo/contract/registration';
import { FormAlert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { NewPasswordFields } from '../../../components/new-password-fields';
import { currentLanguage } from '../../../lib/i18n';
import { isApiError } from '../../../lib/api-error';
import { MobileField } from '../../session/components/mobile-field';
import { SmsCodeField } from '../../session/components/sms-code-field';
import { useStartSession, type SessionOutcome } from '../../session/hooks/use-start-session';
import { useRegistrationValidation } from '../../system/api/get-registration-validation';
import { useDialingCountry } from '../../system/use-dialing-country';
import { useSetPasswordByPhone } from '../api/set-password-by-phone';
import { checkNewPassword } from '../new-password-rules';

const FIELDS = ['mobileNum', 'verificationCode', 'newPassword', 'confirmNewPassword'] as const;

/** Forgot password by phone: the number, an SMS code, a new password; success logs the member in (spec 000 section 4). */
export function ForgotByPhoneForm({ onLoggedIn }: { onLoggedIn: (outcome: SessionOutcome) => void }) {
  const { t } = useTranslation();
  const validation = useRegistrationValidation();
  const setPassword = useSetPasswordByPhone();
  const startSession = useStartSession();
  const [formError, setFormError] = useState<string>();
  const config = validation.data ?? DEFAULT_REGISTRATION_VALIDATION;
  const dialing = useDialingCountry();
  const { dialingCode, foreign } = dialing;

  const schema = useMemo(() => {
    const language = currentLanguage();
    return z
      .object({
        mobileNum: z.string().trim(),
        verificationCode: z.string().trim().min(1, errorMessage('VERIFICATION_CODE_REQUIRED', language)),
        newPassword: z.string().trim(),
        confirmNewPassword: z.string().trim(),
      })
      .superRefine((values, ctx) => {
        const mobile = mobileProblem(values.mobileNum, config.mobileNum, foreign, language);
        if (mobile) ctx.addIssue({ code: 'custom', path: ['mobileNum'], message: mobile });
        checkNewPassword(values, ctx, config, language);
      });
    // `t` changes with the language, so the messages follow a language switch.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [config, foreign, t]);
  const form = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { mobileNum: '', verificationCode: '', newPassword: '', confirmNewPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      const value = await setPassword.mutateAsync({ ...values, countryDialingCode: dialingCode });
      onLoggedIn(startSession(value, 'sms'));
    } catch (error) {
      if (!isApiError(error)) return setFormError(t('errors.unknown'));
      setFormError(error.message);
      for (const field of FIELDS) if (error.fields[field]) form.setError(field, { message: error.fields[field] });
      if (error.code.startsWith('VERIFICATION_CODE_')) form.setError('verificationCode', { message: error.message });
      if (error.code === 'PASSWORD_FORMAT_INVALID') form.setError('newPassword', { message: error.message });
    }
  });

  const rule = config.password;
  return (
    <form onSubmit={onSubmit} noValidate aria-busy={isSubmitting || undefined}>
      <p className="muted forgot__intro">{t('forgotPassword.phoneIntro')}</p>
      <FormAlert message={formError} testId="forgot-phone-error" />
      <MobileField
        dialing={dialing}
        required
        error={errors.mobileNum?.message}
        data-testid="forgot-phone-mobile"
        {...form.register('mobileNum')}
      />
      <SmsCodeField
        purpose="recovery"
        mobileNum={form.watch('mobileNum')}
        dialingCode={dialingCode}
        foreign={foreign}
        mobileRule={config.mobileNum}
        onMobileProblem={(message) => {
          form.setError('mobileNum', { message });
          form.setFocus('mobileNum');
        }}
        error={errors.verificationCode?.message}
        testId="forgot-phone-code"
        {...form.register('verificationCode')}
      />
      <NewPasswordFields
        register={(name) => form.register(name)}
        errors={errors}
        hint={patternMessage(rule.patternId, rule.minLength, rule.maxLength, currentLanguage())}
        testIds={{ password: 'forgot-phone-password', confirm: 'forgot-phone-confirm' }}
      />
      <Button type="submit" size="lg" block loading={isSubmitting} data-testid="forgot-phone-submit">
        {t('forgotPassword.setAndLogin')}
      </Button>
    </form>
  );
}
