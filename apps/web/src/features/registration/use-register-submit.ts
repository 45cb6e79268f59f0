import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { RegisterSettingsValue } from '@panalo/contract/system';
import { currentLanguage } from '../../lib/i18n';
import { isApiError } from '../../lib/api-error';
import { useCaptcha } from '../captcha/hooks/use-captcha';
import { HumanCheckError } from '../human-check/human-check-error';
import { useHumanCheck } from '../human-check/hooks/use-human-check';
import { useStartSession, type SessionOutcome } from '../session/hooks/use-start-session';
import { useCheckAffiliate } from './api/check-affiliate';
import { useRegister } from './api/register';
import { applyRegisterError } from './apply-register-error';
import { buildRegisterRequest } from './build-register-request';
import type { OptionalField, RegisterFormValues, RegisterMethod } from './register-fields';

const ALWAYS_SHOWN: ReadonlySet<string> = new Set(['username', 'termsAccepted', 'ageConfirmed']);

interface RegisterSubmitOptions {
  form: UseFormReturn<RegisterFormValues>;
  method: RegisterMethod;
  shown: ReadonlySet<OptionalField>;
  passwordShown: boolean;
  smsShown: boolean;
  captchaShown: boolean;
  venueShown: boolean;
  settings: RegisterSettingsValue;
  referralCode: string | undefined;
  /** The dialing code chosen in the mobile field. */
  dialingCode: string;
  setFormError: (message: string | undefined) => void;
  onSuccess: (outcome: SessionOutcome) => void;
}

/**
 * Sending the register form, in the spec's order (section 4): the invitation code is checked
 * first, then the human check, then the register call; the answer logs the member in.
 */
export function useRegisterSubmit(options: RegisterSubmitOptions) {
  const { form, method, shown, passwordShown, smsShown, captchaShown, venueShown, referralCode, dialingCode, setFormError, onSuccess } =
    options;
  const { t } = useTranslation();
  const captcha = useCaptcha(`register-${method}`, captchaShown);
  const humanCheck = useHumanCheck('register');
  const [humanCheckError, setHumanCheckError] = useState<string>();
  const checkAffiliate = useCheckAffiliate();
  const register = useRegister();
  const startSession = useStartSession();

  const isShown = (field: keyof RegisterFormValues): boolean => {
    if (field === 'captcha') return captchaShown;
    if (field === 'gamingVenue') return venueShown;
    if (field === 'verificationCode') return smsShown;
    if (field === 'birthday') return shown.has('payeeName');
    if (field === 'mobileNum') return method === 'mobile' || shown.has('mobileNum');
    if (field === 'password' || field === 'confirmPassword') return passwordShown;
    return ALWAYS_SHOWN.has(field) || shown.has(field as OptionalField);
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(undefined);
    setHumanCheckError(undefined);
    try {
      if (values.affiliateCode) await checkAffiliate.mutateAsync(values.affiliateCode);
      const proof = await humanCheck.solve();
      const request = buildRegisterRequest(values, {
        method,
        shownFields: shown,
        passwordShown,
        smsShown,
        dialingCode,
        captchaId: captchaShown ? captcha.captchaId : undefined,
        venueShown,
        referralCode,
        language: currentLanguage(),
        humanCheck: proof,
      });
      onSuccess(startSession(await register.mutateAsync({ request, byMobile: method === 'mobile' })));
    } catch (error) {
      if (error instanceof HumanCheckError) return setHumanCheckError(error.message);
      if (!isApiError(error)) return setFormError(t('errors.unknown'));
      setFormError(applyRegisterError(error, form, isShown));
      if (error.code.startsWith('HUMAN_CHECK_') || (error.code === 'CAPTCHA_REQUIRED' && !captchaShown)) setHumanCheckError(error.message);
      if (captchaShown) {
        form.setValue('captcha', '');
        captcha.refresh();
      }
    } finally {
      humanCheck.reset();
    }
  });

  return { onSubmit, captcha, humanCheck, humanCheckError };
}
