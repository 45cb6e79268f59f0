import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/choice-fields';
import { FormAlert } from '../../../components/ui/alert';
import { PasswordField, TextField } from '../../../components/ui/text-field';
import { isApiError } from '../../../lib/api-error';
import { CaptchaField } from '../../captcha/components/captcha-field';
import { useCaptcha } from '../../captcha/hooks/use-captcha';
import { useLogin } from '../api/login';
import { useStartSession, type SessionOutcome } from '../hooks/use-start-session';
import { readRememberedUsername, rememberUsername } from '../remembered-username';

interface LoginFormProps {
  onSuccess: (outcome: SessionOutcome) => void;
  /** The agent page hides the remember-me box (spec 000 section 2). */
  showRememberMe?: boolean;
  idPrefix?: string;
}

const FIELDS = ['username', 'password', 'captcha'] as const;

export function LoginForm({ onSuccess, showRememberMe = true, idPrefix = 'login' }: LoginFormProps) {
  const { t } = useTranslation();
  const [captchaRequired, setCaptchaRequired] = useState(false);
  const [formError, setFormError] = useState<string>();
  const remembered = useMemo(readRememberedUsername, []);
  const captcha = useCaptcha(idPrefix, captchaRequired);
  const login = useLogin();
  const startSession = useStartSession();

  // Input is trimmed before it is checked and sent (spec 000 section 5).
  const schema = useMemo(
    () =>
      z.object({
        username: z.string().trim().min(1, t('login.usernameRequired')),
        password: z.string().trim().min(1, t('login.passwordRequired')),
        captcha: captchaRequired ? z.string().trim().min(1, t('captcha.required')) : z.string().trim(),
        rememberMe: z.boolean(),
      }),
    [t, captchaRequired],
  );
  const form = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { username: remembered, password: '', captcha: '', rememberMe: Boolean(remembered) },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      const value = await login.mutateAsync({
        username: values.username,
        password: values.password,
        type: 'username',
        ...(captchaRequired && captcha.captchaId ? { captchaId: captcha.captchaId, captcha: values.captcha } : {}),
      });
      if (showRememberMe) rememberUsername(values.rememberMe ? values.username : null);
      onSuccess(startSession(value));
    } catch (error) {
      if (!isApiError(error)) return setFormError(t('errors.unknown'));
      setFormError(error.message);
      for (const field of FIELDS) if (error.fields[field]) form.setError(field, { message: error.fields[field] });
      // A captcha answer is good for one try: after any failure with the captcha on, get a new one.
      if (error.captcha || captchaRequired) {
        setCaptchaRequired(true);
        if (captchaRequired) captcha.refresh();
        form.setValue('captcha', '');
      }
      // A wrong password is cleared for the next try; after a captcha problem it is kept.
      const captchaProblem = error.code === 'CAPTCHA_INVALID' || error.code === 'CAPTCHA_REQUIRED';
      if (error.code === 'INVALID_CREDENTIALS') form.setValue('password', '');
      form.setFocus(captchaProblem ? 'captcha' : 'password');
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-busy={isSubmitting || undefined}>
      <FormAlert message={formError} testId="login-error" />
      <TextField
        id={`${idPrefix}-username`}
        label={t('login.username')}
        autoComplete="username"
        autoCapitalize="off"
        spellCheck={false}
        required
        error={errors.username?.message}
        data-testid="login-username"
        {...form.register('username')}
      />
      <PasswordField
        id={`${idPrefix}-password`}
        label={t('login.password')}
        autoComplete="current-password"
        required
        error={errors.password?.message}
        data-testid="login-password"
        {...form.register('password')}
      />
      {captchaRequired ? (
        <CaptchaField
          id={`${idPrefix}-captcha`}
          captcha={captcha}
          error={errors.captcha?.message}
          testId="login-captcha"
          {...form.register('captcha')}
        />
      ) : null}
      {showRememberMe ? <CheckboxField label={t('login.rememberMe')} {...form.register('rememberMe')} /> : null}
      <Button type="submit" size="lg" block loading={isSubmitting} data-testid="login-submit">
        {isSubmitting ? t('login.submitting') : t('login.submit')}
      </Button>
    </form>
  );
}
