import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { DEFAULT_REGISTRATION_VALIDATION, passwordProblem } from '@panalo/contract/registration';
import { errorMessage } from '@panalo/contract/error-codes';
import { FormAlert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { PasswordField } from '../../../components/ui/text-field';
import { NewPasswordFields } from '../../../components/new-password-fields';
import { currentLanguage } from '../../../lib/i18n';
import { isApiError } from '../../../lib/api-error';
import { useRegistrationValidation } from '../../system/api/get-registration-validation';
import { useChangePassword } from '../api/change-password';

interface ChangePasswordFormProps {
  /** The current password when the page already has it (typed at this log-in): not asked again. */
  knownPassword?: string;
  onChanged: (token: string | undefined) => void;
  secondaryLabel: string;
  onSecondary: () => void;
}

const FIELDS = ['oldPassword', 'newPassword', 'confirmNewPassword'] as const;

export function ChangePasswordForm({ knownPassword, onChanged, secondaryLabel, onSecondary }: ChangePasswordFormProps) {
  const { t } = useTranslation();
  const validation = useRegistrationValidation();
  const changePassword = useChangePassword();
  const [formError, setFormError] = useState<string>();
  // Asked for only when the page does not have it, or the server did not take the one it had.
  const [askOld, setAskOld] = useState(!knownPassword);

  // The new password follows the brand's password rule, the same one registration uses.
  const schema = useMemo(() => {
    const config = validation.data ?? DEFAULT_REGISTRATION_VALIDATION;
    const language = currentLanguage();
    return z
      .object({
        oldPassword: z.string().trim().min(1, t('password.oldRequired')),
        newPassword: z.string().trim(),
        confirmNewPassword: z.string().trim().min(1, t('password.confirmRequired')),
      })
      .superRefine((values, ctx) => {
        const problem = passwordProblem(values.newPassword, config, language);
        if (problem) ctx.addIssue({ code: 'custom', path: ['newPassword'], message: problem });
        else if (values.confirmNewPassword && values.confirmNewPassword !== values.newPassword) {
          ctx.addIssue({ code: 'custom', path: ['confirmNewPassword'], message: errorMessage('PASSWORD_CONFIRMATION_MISMATCH', language) });
        }
      });
    // `t` changes with the language, so the messages follow a language switch.
  }, [t, validation.data]);

  const form = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { oldPassword: knownPassword ?? '', newPassword: '', confirmNewPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      const { token } = await changePassword.mutateAsync(values);
      onChanged(token);
    } catch (error) {
      if (!isApiError(error)) return setFormError(t('errors.unknown'));
      setFormError(error.message);
      for (const field of FIELDS) if (error.fields[field]) form.setError(field, { message: error.fields[field] });
      if (error.code === 'OLD_PASSWORD_INCORRECT') {
        setAskOld(true);
        form.setValue('oldPassword', '');
        form.setError('oldPassword', { message: error.message });
      }
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <FormAlert message={formError} />
      {askOld ? (
        <PasswordField
          label={t('password.old')}
          autoComplete="current-password"
          required
          error={errors.oldPassword?.message}
          data-testid="password-old"
          {...form.register('oldPassword')}
        />
      ) : null}
      <NewPasswordFields
        register={(name) => form.register(name)}
        errors={errors}
        testIds={{ password: 'password-new', confirm: 'password-confirm' }}
      />
      <div className="ui-dialog__actions">
        <Button variant="secondary" onClick={onSecondary}>
          {secondaryLabel}
        </Button>
        <Button type="submit" loading={isSubmitting} data-testid="password-submit">
          {t('password.submit')}
        </Button>
      </div>
    </form>
  );
}
