import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoginValue, LoginVerification } from '@panalo/contract/session';
import { FormAlert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { isApiError } from '../../../lib/api-error';
import { useResendLoginCode } from '../api/resend-login-code';
import { useVerifyLoginCode } from '../api/verify-login-code';
import { formatCountdown, useCountdown } from '../hooks/use-countdown';

const RESEND_AFTER_SECONDS = 60;

interface LoginCodeStepProps {
  verification: LoginVerification;
  idPrefix: string;
  onVerified: (value: LoginValue) => void;
  /** Back to the log-in form (a code that expired needs a new log-in). */
  onBack: () => void;
}

/**
 * The second step of a log-in from an IP the member never used (when the brand asks for it): the
 * code sent by SMS or e-mail to the masked destination opens the session.
 */
export function LoginCodeStep({ verification, idPrefix, onVerified, onBack }: LoginCodeStepProps) {
  const { t } = useTranslation();
  const verify = useVerifyLoginCode();
  const resend = useResendLoginCode();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [notice, setNotice] = useState<string>();
  const [expired, setExpired] = useState(false);
  // The server sends at most one code a minute; the first went out as this step opened.
  const countdown = useCountdown(`login-code:${verification.challenge}`);
  useEffect(() => {
    if (countdown.remaining === 0) countdown.start(RESEND_AFTER_SECONDS);
    // Only when the step opens for this challenge.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [verification.challenge]);

  const sendAgain = async () => {
    setError(undefined);
    setNotice(undefined);
    try {
      await resend.mutateAsync({ challenge: verification.challenge });
      countdown.start(RESEND_AFTER_SECONDS);
      setCode('');
      setNotice(t('loginCode.sentAgain', { destination: verification.destination }));
    } catch (failure) {
      setError(isApiError(failure) ? failure.message : t('errors.unknown'));
      if (isApiError(failure) && failure.retryAfter) countdown.start(failure.retryAfter);
      if (isApiError(failure) && (failure.code === 'VERIFICATION_CODE_EXPIRED' || failure.code === 'LOGIN_CODE_RESEND_LIMIT'))
        setExpired(true);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    if (!/^\d{6}$/.test(code.trim())) return setError(t('loginCode.codeRequired'));
    try {
      onVerified(await verify.mutateAsync({ challenge: verification.challenge, code: code.trim() }));
    } catch (failure) {
      setError(isApiError(failure) ? failure.message : t('errors.unknown'));
      if (isApiError(failure) && failure.code === 'VERIFICATION_CODE_EXPIRED') setExpired(true);
      setCode('');
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate data-testid="login-code-step">
      <h3 className="auth-step__title">{t('loginCode.title')}</h3>
      <p className="muted" data-testid="login-code-sent">
        {t(verification.channel === 'sms' ? 'loginCode.sentSms' : 'loginCode.sentEmail', {
          destination: verification.destination,
          minutes: verification.expiredMinutes,
        })}
      </p>
      <FormAlert message={error} testId="login-code-error" />
      {notice ? (
        <p className="muted" role="status" data-testid="login-code-resent">
          {notice}
        </p>
      ) : null}
      <TextField
        id={`${idPrefix}-new-ip-code`}
        label={t('loginCode.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        required
        autoFocus
        value={code}
        onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
        data-testid="login-code"
      />
      <Button type="submit" size="lg" block loading={verify.isPending} disabled={expired} data-testid="login-code-submit">
        {t('loginCode.submit')}
      </Button>
      <Button
        variant="secondary"
        block
        disabled={expired || countdown.remaining > 0}
        loading={resend.isPending}
        onClick={() => void sendAgain()}
        data-testid="login-code-resend"
      >
        {countdown.remaining > 0 ? t('loginCode.resendIn', { time: formatCountdown(countdown.remaining) }) : t('loginCode.resend')}
      </Button>
      <Button variant="ghost" block onClick={onBack} data-testid="login-code-back">
        {t('loginCode.back')}
      </Button>
    </form>
  );
}
