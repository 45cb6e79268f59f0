import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { PasswordField } from '../../../components/ui/text-field';
import { isApiError } from '../../../lib/api-error';
import { useSetPaymentPassword } from '../api/set-payment-password';

const PIN = /^\d{6}$/;

interface PaymentPasswordFormProps {
  /** set: the first PIN, proved by the log-in password; change: proved by the current PIN. */
  mode: 'set' | 'change';
  onDone: () => void;
  onCancel?: () => void;
}

/** Sets or changes the 6-digit withdrawal PIN (the spec's payment password). */
export function PaymentPasswordForm({ mode, onDone, onCancel }: PaymentPasswordFormProps) {
  const { t } = useTranslation();
  const save = useSetPaymentPassword();
  const [proof, setProof] = useState('');
  const [pin, setPin] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ proof?: string; pin?: string; confirm?: string }>({});
  const [formError, setFormError] = useState<string>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(undefined);
    const found = {
      proof: proof ? undefined : t(mode === 'set' ? 'paymentPassword.loginRequired' : 'paymentPassword.required'),
      pin: PIN.test(pin) ? undefined : t('paymentPassword.format'),
      confirm: confirm === pin ? undefined : t('paymentPassword.mismatch'),
    };
    setErrors(found);
    if (found.proof || found.pin || found.confirm) return;
    try {
      await save.mutateAsync({
        ...(mode === 'set' ? { loginPassword: proof } : { oldPassword: proof }),
        newPassword: pin,
        confirmPassword: confirm,
      });
      onDone();
    } catch (error) {
      const message = error instanceof Error ? error.message : t('errors.unknown');
      if (
        isApiError(error) &&
        (error.code === 'PAYMENT_PASSWORD_INCORRECT' || error.code === 'INVALID_CREDENTIALS' || error.code === 'OLD_PASSWORD_INCORRECT')
      ) {
        setErrors({ proof: message });
      } else if (isApiError(error) && error.code === 'PAYMENT_PASSWORD_FORMAT_INVALID') setErrors({ pin: message });
      else setFormError(message);
    }
  };

  const pinProps = { inputMode: 'numeric' as const, maxLength: 6, autoComplete: 'off', pattern: '[0-9]*' };
  return (
    <form onSubmit={submit} noValidate data-testid={`payment-password-${mode}`}>
      <FormAlert message={formError} />
      {mode === 'set' ? (
        <PasswordField
          label={t('paymentPassword.loginPassword')}
          hint={t('paymentPassword.loginPasswordHint')}
          autoComplete="current-password"
          required
          value={proof}
          onChange={(event) => setProof(event.target.value)}
          error={errors.proof}
          data-testid="pin-login-password"
        />
      ) : (
        <PasswordField
          label={t('paymentPassword.old')}
          required
          {...pinProps}
          value={proof}
          onChange={(event) => setProof(event.target.value)}
          error={errors.proof}
          data-testid="pin-old"
        />
      )}
      <PasswordField
        label={t('paymentPassword.new')}
        required
        {...pinProps}
        value={pin}
        onChange={(event) => setPin(event.target.value.replace(/\D/g, ''))}
        error={errors.pin}
        data-testid="pin-new"
      />
      <PasswordField
        label={t('paymentPassword.confirm')}
        required
        {...pinProps}
        value={confirm}
        onChange={(event) => setConfirm(event.target.value.replace(/\D/g, ''))}
        error={errors.confirm}
        data-testid="pin-confirm"
      />
      <div className="wallet-form__actions">
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
        ) : null}
        <Button type="submit" loading={save.isPending} data-testid="pin-submit">
          {t('paymentPassword.submit')}
        </Button>
      </div>
    </form>
  );
}
