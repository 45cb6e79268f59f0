import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { errorMessage } from '@panalo/contract/error-codes';
import { DEFAULT_REGISTRATION_VALIDATION, mobileProblem } from '@panalo/contract/registration';
import { FormAlert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { currentLanguage } from '../../../lib/i18n';
import { isApiError } from '../../../lib/api-error';
import { useRegistrationValidation } from '../../system/api/get-registration-validation';
import { useDialingCountry } from '../../system/use-dialing-country';
import { useLoginV2 } from '../api/login-v2';
import { useStartSession, type SessionOutcome } from '../hooks/use-start-session';
import { MobileField } from './mobile-field';
import { SmsCodeField } from './sms-code-field';

/**
 * The login popup's mobile tab: the number and an SMS code (spec 000 section 2). No human check
 * and no captcha on the log-in itself: the code is the proof (section 4); sending it is guarded.
 */
export function SmsLoginForm({ onSuccess }: { onSuccess: (outcome: SessionOutcome) => void }) {
  const { t } = useTranslation();
  const validation = useRegistrationValidation();
  const login = useLoginV2();
  const startSession = useStartSession();
  const [formError, setFormError] = useState<string>();
  const mobileRule = (validation.data ?? DEFAULT_REGISTRATION_VALIDATION).mobileNum;
  const dialing = useDialingCountry();
  const { dialingCode, foreign } = dialing;

  const schema = useMemo(() => {
    const language = currentLanguage();
    return z.object({
      mobileNum: z
        .string()
        .trim()
        .superRefine((value, ctx) => {
          const problem = mobileProblem(value, mobileRule, foreign, language);
          if (problem) ctx.addIssue({ code: 'custom', message: problem });
        }),
      verificationCode: z.string().trim().min(1, errorMessage('VERIFICATION_CODE_REQUIRED', language)),
    });
    // `t` changes with the language, so the messages follow a language switch.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [mobileRule, foreign, t]);
  const form = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { mobileNum: '', verificationCode: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      const value = await login.mutateAsync({
        type: 'sms',
        mobileNum: values.mobileNum,
        countryDialingCode: dialingCode,
        verificationCode: values.verificationCode,
      });
      onSuccess(startSession(value, 'sms'));
    } catch (error) {
      if (!isApiError(error)) return setFormError(t('errors.unknown'));
      setFormError(error.message);
      if (error.code.startsWith('PHONE_')) form.setError('mobileNum', { message: error.message });
      if (error.code.startsWith('VERIFICATION_CODE_')) {
        form.setError('verificationCode', { message: error.message });
        form.setFocus('verificationCode');
      }
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-busy={isSubmitting || undefined}>
      <FormAlert message={formError} testId="sms-login-error" />
      <MobileField
        dialing={dialing}
        required
        error={errors.mobileNum?.message}
        data-testid="sms-login-mobile"
        {...form.register('mobileNum')}
      />
      <SmsCodeField
        purpose="login"
        mobileNum={form.watch('mobileNum')}
        dialingCode={dialingCode}
        foreign={foreign}
        mobileRule={mobileRule}
        onMobileProblem={(message) => {
          form.setError('mobileNum', { message });
          form.setFocus('mobileNum');
        }}
        error={errors.verificationCode?.message}
        testId="sms-login-code"
        {...form.register('verificationCode')}
      />
      <Button type="submit" size="lg" block loading={isSubmitting} data-testid="sms-login-submit">
        {isSubmitting ? t('login.submitting') : t('login.submit')}
      </Button>
    </form>
  );
}
