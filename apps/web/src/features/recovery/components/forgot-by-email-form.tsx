import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { DEFAULT_REGISTRATION_VALIDATION, requiredFieldProblem, type FieldRule } from '@panalo/contract/registration';
import { FormAlert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { currentLanguage } from '../../../lib/i18n';
import { isApiError } from '../../../lib/api-error';
import { useRegistrationValidation } from '../../system/api/get-registration-validation';
import { useRequestResetEmail } from '../api/request-reset-email';

const ruleCheck = (rule: FieldRule) => (value: string, ctx: z.RefinementCtx) => {
  const problem = requiredFieldProblem(value, rule, currentLanguage());
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
};

/** Forgot password by e-mail: username and e-mail, each required and checked by the brand's rule (spec 000 section 5). */
export function ForgotByEmailForm({ onSent }: { onSent: (expiresInMinutes: number) => void }) {
  const { t } = useTranslation();
  const validation = useRegistrationValidation();
  const request = useRequestResetEmail();
  const [formError, setFormError] = useState<string>();
  const config = validation.data ?? DEFAULT_REGISTRATION_VALIDATION;

  const schema = useMemo(
    () =>
      z.object({
        username: z.string().trim().superRefine(ruleCheck(config.username)),
        email: z.string().trim().superRefine(ruleCheck(config.email)),
      }),
    // `t` changes with the language, so the messages follow a language switch.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [config, t],
  );
  const form = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { username: '', email: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      const { expiresInMinutes } = await request.mutateAsync(values);
      onSent(expiresInMinutes);
    } catch (error) {
      if (!isApiError(error)) return setFormError(t('errors.unknown'));
      setFormError(error.message);
      for (const field of ['username', 'email'] as const) if (error.fields[field]) form.setError(field, { message: error.fields[field] });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-busy={isSubmitting || undefined}>
      <p className="muted forgot__intro">{t('forgotPassword.emailIntro')}</p>
      <FormAlert message={formError} testId="forgot-email-error" />
      <TextField
        label={t('login.username')}
        autoComplete="username"
        autoCapitalize="off"
        spellCheck={false}
        required
        error={errors.username?.message}
        data-testid="forgot-email-username"
        {...form.register('username')}
      />
      <TextField
        label={t('register.fields.email')}
        type="email"
        inputMode="email"
        autoComplete="email"
        required
        error={errors.email?.message}
        data-testid="forgot-email-address"
        {...form.register('email')}
      />
      <Button type="submit" size="lg" block loading={isSubmitting} data-testid="forgot-email-submit">
        {t('forgotPassword.sendLink')}
      </Button>
    </form>
  );
}
