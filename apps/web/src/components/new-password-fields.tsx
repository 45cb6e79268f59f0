import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PasswordField } from './ui/text-field';

type NewPasswordName = 'newPassword' | 'confirmNewPassword';

interface NewPasswordFieldsProps {
  register: (name: NewPasswordName) => UseFormRegisterReturn<NewPasswordName>;
  errors: Partial<Record<NewPasswordName, { message?: string }>>;
  /** The brand's password rule, shown under the new password. */
  hint?: string;
  /** Test ids of the two inputs. */
  testIds: { password: string; confirm: string };
}

/** The new password and its confirmation, as every password form asks for them (change, reset, recovery by phone). */
export function NewPasswordFields({ register, errors, hint, testIds }: NewPasswordFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <PasswordField
        label={t('password.new')}
        hint={hint}
        autoComplete="new-password"
        required
        error={errors.newPassword?.message}
        data-testid={testIds.password}
        {...register('newPassword')}
      />
      <PasswordField
        label={t('password.confirm')}
        autoComplete="new-password"
        required
        error={errors.confirmNewPassword?.message}
        data-testid={testIds.confirm}
        {...register('confirmNewPassword')}
      />
    </>
  );
}
