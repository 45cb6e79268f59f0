import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { DownlineKind, RegisterDownlineRequest } from '@panalo/contract/agent-team';
import { FormAlert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { CheckboxField, SelectField } from '../../../components/ui/choice-fields';
import { PasswordField, TextField } from '../../../components/ui/text-field';
import { describeFailure, type ErrorFieldMap } from '../../../lib/error-fields';
import { useRegisterDownline } from '../api/register-downline';

type Field = 'username' | 'password' | 'confirmPassword' | 'mobileNum' | 'email' | 'rate' | 'termsAccepted' | 'ageConfirmed';

const REFUSAL_FIELDS: ErrorFieldMap<Field> = {
  USERNAME_TAKEN: 'username',
  RATE_ABOVE_UPLINE: 'rate',
  TERMS_NOT_ACCEPTED: 'termsAccepted',
  AGE_NOT_CONFIRMED: 'ageConfirmed',
};

const EMPTY = {
  kind: 'MEMBER' as DownlineKind,
  username: '',
  nickname: '',
  password: '',
  confirmPassword: '',
  mobileNum: '',
  email: '',
  rate: '',
  termsAccepted: false,
  ageConfirmed: false,
};

/** Basis points from a percent with at most two decimals ("1.5" → 150), or null when it is not one. */
function rateOf(text: string, maxBp: number): number | null {
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(text.trim())) return null;
  const bp = Math.round(Number(text.trim()) * 100);
  return bp <= maxBp ? bp : null;
}

/** registerCenter's form: the agent opens a member or sub-agent account under themselves. */
export function RegisterDownlineForm({ ownRateBp }: { ownRateBp: number }) {
  const { t } = useTranslation();
  const register = useRegisterDownline();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [result, setResult] = useState<{ tone: 'error' | 'info'; text: string }>();
  const ownRate = (ownRateBp / 100).toFixed(2);
  const set = (field: keyof typeof EMPTY, value: string | boolean) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field === 'rate' ? 'rate' : field]: undefined }));
  };

  // What ties a field to its value: its text as typed, or a box that must be ticked (with its error).
  const typed = (field: 'username' | 'nickname' | 'password' | 'confirmPassword' | 'mobileNum' | 'rate') => ({
    value: values[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) => set(field, event.target.value),
  });
  const confirmed = (field: 'termsAccepted' | 'ageConfirmed') => ({
    checked: values[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) => set(field, event.target.checked),
    error: errors[field],
    required: true,
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setResult(undefined);
    const isAgent = values.kind === 'AGENT';
    const rateBp = isAgent ? rateOf(values.rate || '0', ownRateBp) : null;
    const found: Partial<Record<Field, string>> = {
      username: values.username.trim() ? undefined : t('agentTeam.required'),
      password: values.password ? undefined : t('agentTeam.required'),
      confirmPassword: values.confirmPassword === values.password ? undefined : t('agentTeam.passwordMismatch'),
      rate: isAgent && rateBp === null ? t('agentTeam.rateInvalid', { rate: ownRate }) : undefined,
      termsAccepted: values.termsAccepted ? undefined : t('agentTeam.required'),
      ageConfirmed: values.ageConfirmed ? undefined : t('agentTeam.required'),
    };
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    const request: RegisterDownlineRequest = {
      kind: values.kind,
      username: values.username.trim(),
      password: values.password,
      confirmPassword: values.confirmPassword,
      nickname: values.nickname.trim() || undefined,
      mobileNum: values.mobileNum.trim() || undefined,
      email: values.email.trim() || undefined,
      termsAccepted: true,
      ageConfirmed: true,
      ...(isAgent && rateBp !== null ? { rateBp } : {}),
    };
    try {
      const opened = await register.mutateAsync(request);
      setValues(EMPTY);
      setResult({
        tone: 'info',
        text: opened.referralCode
          ? t('agentTeam.openedAgent', { account: opened.account, code: opened.referralCode })
          : t('agentTeam.opened', { account: opened.account }),
      });
    } catch (error) {
      const failure = describeFailure(error, REFUSAL_FIELDS, t('errors.unknown'));
      const serverFields = Object.fromEntries(
        Object.entries(failure.fields).filter(([key]) => key in EMPTY || key === 'confirmPassword'),
      ) as Partial<Record<Field, string>>;
      if (failure.field) setErrors({ [failure.field]: failure.message });
      else if (Object.keys(serverFields).length > 0) setErrors(serverFields);
      else setResult({ tone: 'error', text: failure.message });
    }
  };

  return (
    <form className="register-center__form" onSubmit={submit} noValidate data-testid="register-downline-form">
      <h2 className="panel-title">{t('agentTeam.registerTitle')}</h2>
      <p className="muted">{t('agentTeam.registerIntro')}</p>
      <FormAlert message={result?.text} tone={result?.tone} testId="register-downline-result" />
      <SelectField
        label={t('agentTeam.accountKind')}
        value={values.kind}
        onChange={(event) => set('kind', event.target.value)}
        options={[
          { value: 'MEMBER', label: t('agentTeam.kinds.MEMBER') },
          { value: 'AGENT', label: t('agentTeam.kinds.AGENT') },
        ]}
        required
        data-testid="register-downline-kind"
      />
      <TextField
        label={t('agentTeam.username')}
        autoComplete="off"
        {...typed('username')}
        error={errors.username}
        maxLength={64}
        required
        data-testid="register-downline-username"
      />
      <TextField label={t('agentTeam.nickname')} {...typed('nickname')} maxLength={50} data-testid="register-downline-nickname" />
      <PasswordField
        label={t('agentTeam.password')}
        autoComplete="new-password"
        {...typed('password')}
        error={errors.password}
        required
        data-testid="register-downline-password"
      />
      <PasswordField
        label={t('agentTeam.confirmPassword')}
        autoComplete="new-password"
        {...typed('confirmPassword')}
        error={errors.confirmPassword}
        required
        data-testid="register-downline-confirm"
      />
      <TextField
        label={t('agentTeam.mobile')}
        inputMode="tel"
        autoComplete="off"
        {...typed('mobileNum')}
        error={errors.mobileNum}
        data-testid="register-downline-mobile"
      />
      {values.kind === 'AGENT' ? (
        <TextField
          label={t('agentTeam.ratePercent')}
          hint={t('agentTeam.rateHint', { rate: ownRate })}
          inputMode="decimal"
          {...typed('rate')}
          error={errors.rate}
          data-testid="register-downline-rate"
        />
      ) : null}
      <CheckboxField label={t('agentTeam.termsConfirm')} {...confirmed('termsAccepted')} data-testid="register-downline-terms" />
      <CheckboxField label={t('agentTeam.ageConfirm')} {...confirmed('ageConfirmed')} data-testid="register-downline-age" />
      <Button type="submit" block loading={register.isPending} data-testid="register-downline-submit">
        {t('agentTeam.submit')}
      </Button>
    </form>
  );
}
