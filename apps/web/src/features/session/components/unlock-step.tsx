import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { UnlockChannel, UnlockSent } from '@panalo/contract/session';
import { FormAlert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { isApiError } from '../../../lib/api-error';
import { CaptchaField } from '../../captcha/components/captcha-field';
import { useCaptcha } from '../../captcha/hooks/use-captcha';
import { DeferredHumanCheck } from '../../human-check/components/deferred-human-check';
import { HumanCheckError } from '../../human-check/human-check-error';
import { useHumanCheck } from '../../human-check/hooks/use-human-check';
import { useRequestUnlock, useUnlockByCode } from '../api/unlock-account';
import { formatCountdown, useCountdown } from '../hooks/use-countdown';

const RESEND_AFTER_SECONDS = 60;

interface UnlockStepProps {
  username: string;
  channel: UnlockChannel;
  idPrefix: string;
  /** Back to the log-in form; `unlocked` when the SMS code lifted the lock. */
  onDone: (unlocked: boolean) => void;
}

/**
 * The log-in popup's way past an account lock: a code by SMS to the account's verified number, or a
 * link by e-mail to its address, asked for as the step opens. The server answers alike whether or
 * not the account has that channel, so the step says "if". An SMS send is guarded like every other
 * (the human check, and the brand's captcha when it asks for one).
 */
export function UnlockStep({ username, channel, idPrefix, onDone }: UnlockStepProps) {
  const { t } = useTranslation();
  const send = useRequestUnlock();
  const unlock = useUnlockByCode();
  const humanCheck = useHumanCheck('sms');
  const guarded = channel === 'sms';
  const [captchaShown, setCaptchaShown] = useState(false);
  const [captchaAnswer, setCaptchaAnswer] = useState('');
  const captcha = useCaptcha(`${idPrefix}-unlock`, captchaShown);
  const countdown = useCountdown(`unlock:${channel}:${username}`);
  const [sent, setSent] = useState<UnlockSent>();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();

  const sendNow = async () => {
    setError(undefined);
    try {
      const proof = guarded ? await humanCheck.solve() : undefined;
      const answer = captchaShown && captcha.captchaId ? { captchaId: captcha.captchaId, captcha: captchaAnswer.trim() } : {};
      setSent(await send.mutateAsync({ username, channel, humanCheck: proof, ...answer }));
      countdown.start(RESEND_AFTER_SECONDS);
    } catch (failure) {
      setError(failure instanceof HumanCheckError || isApiError(failure) ? failure.message : t('errors.unknown'));
      if (isApiError(failure) && failure.retryAfter) countdown.start(failure.retryAfter);
      if (isApiError(failure) && failure.code.startsWith('CAPTCHA_') && !humanCheck.enabled) setCaptchaShown(true);
    } finally {
      if (guarded) humanCheck.reset();
      if (captchaShown) {
        setCaptchaAnswer('');
        captcha.refresh();
      }
    }
  };

  // The owner chose the channel with the lock message's button: ask at once, once.
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current || countdown.remaining > 0) return;
    asked.current = true;
    void sendNow();
    // Only when the step opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    if (!/^\d{6}$/.test(code.trim())) return setError(t('unlock.codeRequired'));
    try {
      await unlock.mutateAsync({ username, code: code.trim() });
      onDone(true);
    } catch (failure) {
      setError(isApiError(failure) ? failure.message : t('errors.unknown'));
      setCode('');
    }
  };

  const minutes = sent?.expiredMinutes ?? 0;
  return (
    <form onSubmit={(event) => void submit(event)} noValidate data-testid="unlock-step">
      <h3 className="auth-step__title">{t(guarded ? 'unlock.smsTitle' : 'unlock.emailTitle')}</h3>
      {sent ? (
        <p className="muted" role="status" data-testid="unlock-sent">
          {t(guarded ? 'unlock.smsSent' : 'unlock.emailSent', { username, count: minutes })}
        </p>
      ) : null}
      <FormAlert message={error} testId="unlock-error" />
      {captchaShown ? (
        <CaptchaField
          captcha={captcha}
          value={captchaAnswer}
          onChange={(event) => setCaptchaAnswer(event.target.value)}
          testId="unlock-captcha"
        />
      ) : null}
      {guarded && humanCheck.enabled ? (
        <DeferredHumanCheck scene="sms" ref={humanCheck.ref} testId={`${idPrefix}-unlock-human-check`} />
      ) : null}
      {guarded && (sent || countdown.remaining > 0) ? (
        <>
          <TextField
            id={`${idPrefix}-unlock-code`}
            label={t('unlock.code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            required
            autoFocus
            value={code}
            onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
            data-testid="unlock-code"
          />
          <Button type="submit" size="lg" block loading={unlock.isPending} data-testid="unlock-submit">
            {t('unlock.submit')}
          </Button>
        </>
      ) : null}
      <Button
        variant="secondary"
        block
        disabled={countdown.remaining > 0}
        loading={send.isPending}
        onClick={() => void sendNow()}
        data-testid="unlock-resend"
      >
        {send.isPending
          ? t('unlock.sending')
          : countdown.remaining > 0
            ? t('unlock.resendIn', { time: formatCountdown(countdown.remaining) })
            : t('unlock.resend')}
      </Button>
      <Button variant="ghost" block onClick={() => onDone(false)} data-testid="unlock-back">
        {t('unlock.back')}
      </Button>
    </form>
  );
}
