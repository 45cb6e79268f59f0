import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaymentPasswordRequest } from '@panalo/contract/wallet';
import { FormAlert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { PasswordField } from '../../../components/ui/text-field';
import type { ErrorFieldMap } from '../../../lib/error-fields';
import { useMoneySubmit } from '../../../lib/use-money-submit';
import { useSetPaymentPassword } from '../api/set-payment-password';

const PIN = /^\d{6}$/;

type Field = 'proof' | 'pin' | 'confirm';

const REFUSAL_FIELDS: ErrorFieldMap<Field> = {
  PAYMENT_PASSWORD_INCORRECT: 'proof',
  INVALID_CREDENTIALS: 'proof',
  OLD_PASSWORD_INCORRECT: 'proof',
  PAYMENT_PASSWORD_FORMAT_INVALID: 'pin',
};

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
  const money = useMoneySubmit({ send: (request: PaymentPasswordRequest) => save.mutateAsync(request), fields: REFUSAL_FIELDS });
  const [proof, setProof] = useState('');
  const [pin, setPin] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
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
    const outcome = await money.submit({
      ...(mode === 'set' ? { loginPassword: proof } : { oldPassword: proof }),
      newPassword: pin,
      confirmPassword: confirm,
    });
    if (outcome.ok) return onDone();
    if (outcome.field) setErrors({ [outcome.field]: outcome.message });
    else setFormError(outcome.message);
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
        <Button type="submit" loading={money.pending} data-testid="pin-submit">
          {t('paymentPassword.submit')}
        </Button>
      </div>
    </form>
  );
}
