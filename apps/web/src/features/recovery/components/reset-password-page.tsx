import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { patternMessage } from '@panalo/contract/patterns';
import { DEFAULT_REGISTRATION_VALIDATION } from '@panalo/contract/registration';
import { FormAlert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { NewPasswordFields } from '../../../components/new-password-fields';
import { currentLanguage } from '../../../lib/i18n';
import { isApiError } from '../../../lib/api-error';
import { setLoginPrefill } from '../../session/login-prefill';
import { useRegistrationValidation } from '../../system/api/get-registration-validation';
import { useResetPassword } from '../api/reset-password';
import { checkNewPassword } from '../new-password-rules';
import './recovery.css';

/**
 * /resetPassword?token=…, the page the e-mailed link opens. The token leaves the address bar at
 * once (it is a secret: no history entry or bookmark should keep it). Setting the password does
 * not log in (the link may have been opened on another device); the page offers the login form
 * with the username filled in.
 */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [token] = useState(() => params.get('token')?.trim() ?? '');
  const [done, setDone] = useState<string | null>(null);
  const [formError, setFormError] = useState<string>();
  const validation = useRegistrationValidation();
  const reset = useResetPassword();
  const config = validation.data ?? DEFAULT_REGISTRATION_VALIDATION;

  useEffect(() => {
    if (params.has('token')) void navigate('/resetPassword', { replace: true });
  }, [params, navigate]);

  const schema = useMemo(
    () =>
      z
        .object({ newPassword: z.string().trim(), confirmNewPassword: z.string().trim() })
        .superRefine((values, ctx) => checkNewPassword(values, ctx, config, currentLanguage())),
    // `t` changes with the language, so the messages follow a language switch.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [config, t],
  );
  const form = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { newPassword: '', confirmNewPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      const { username } = await reset.mutateAsync({ token, ...values });
      setDone(username);
    } catch (error) {
      setFormError(isApiError(error) ? error.message : t('errors.unknown'));
      if (isApiError(error) && error.fields.newPassword) form.setError('newPassword', { message: error.fields.newPassword });
    }
  });

  const logIn = () => {
    if (done) setLoginPrefill(done);
    void navigate('/login');
  };

  const rule = config.password;
  let body;
  if (done) {
    body = (
      <div className="reset-page__done" data-testid="reset-done">
        <FormAlert tone="info" message={t('resetPassword.done', { username: done })} />
        <Button size="lg" onClick={logIn} data-testid="reset-login">
          {t('resetPassword.logIn')}
        </Button>
      </div>
    );
  } else if (!token) {
    body = (
      <div className="reset-page__done">
        <FormAlert message={t('resetPassword.noToken')} testId="reset-error" />
        <Button variant="secondary" onClick={() => void navigate('/login')}>
          {t('forgotPassword.backToLogin')}
        </Button>
      </div>
    );
  } else {
    body = (
      <form onSubmit={onSubmit} noValidate aria-busy={isSubmitting || undefined}>
        <FormAlert message={formError} testId="reset-error" />
        <NewPasswordFields
          register={(name) => form.register(name)}
          errors={errors}
          hint={patternMessage(rule.patternId, rule.minLength, rule.maxLength, currentLanguage())}
          testIds={{ password: 'reset-password', confirm: 'reset-confirm' }}
        />
        <Button type="submit" size="lg" block loading={isSubmitting} data-testid="reset-submit">
          {t('password.submit')}
        </Button>
      </form>
    );
  }

  return (
    <div className="reset-page">
      <section className="card reset-page__card" aria-labelledby="reset-title">
        <h1 id="reset-title" className="reset-page__title">
          {t('resetPassword.title')}
        </h1>
        <p className="muted reset-page__intro">{t('resetPassword.intro')}</p>
        {body}
      </section>
    </div>
  );
}
