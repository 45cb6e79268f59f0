import { useState, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { smsCountdownSeconds, toE164 } from '@panalo/contract/verification';
import { errorMessage } from '@panalo/contract/error-codes';
import { mobileProblem, type FieldRule } from '@panalo/contract/registration';
import { useGenericDialog } from '../../../components/generic-dialog/generic-dialog-provider';
import { TextField } from '../../../components/ui/text-field';
import { Spinner } from '../../../components/ui/spinner';
import { currentLanguage } from '../../../lib/i18n';
import { isApiError } from '../../../lib/api-error';
import { CaptchaField } from '../../captcha/components/captcha-field';
import { useCaptcha } from '../../captcha/hooks/use-captcha';
import { DeferredHumanCheck } from '../../human-check/components/deferred-human-check';
import { HumanCheckError } from '../../human-check/human-check-error';
import { useHumanCheck } from '../../human-check/hooks/use-human-check';
import { useSendSmsCode, type SmsPurpose, type SmsSendInput } from '../api/send-sms-code';
import { formatCountdown, useCountdown } from '../hooks/use-countdown';
import './sms-code-field.css';

interface SmsCodeFieldProps extends Omit<ComponentProps<'input'>, 'prefix'> {
  purpose: SmsPurpose;
  regType?: SmsSendInput['regType'];
  /** The number typed in the form's mobile field, and the brand's rule for it. */
  mobileNum: string;
  dialingCode: string;
  /** The number is of another country than the brand's: its own plan, checked by the server. */
  foreign?: boolean;
  mobileRule: FieldRule;
  /** The number is missing or malformed: the form shows this under its mobile field. */
  onMobileProblem: (message: string) => void;
  error?: string;
  testId: string;
}

/**
 * The SMS code input with its send button. Sending checks the number first, solves the human
 * check when the brand guards SMS sends, then counts down 60 s × the answer's expiredMinutes
 * (spec 000 section 9). A refused send opens the spec's warning dialog with the server's message.
 */
export function SmsCodeField({
  purpose,
  regType,
  mobileNum,
  dialingCode,
  foreign = false,
  mobileRule,
  onMobileProblem,
  error,
  testId,
  ...input
}: SmsCodeFieldProps) {
  const { t } = useTranslation();
  const countdown = useCountdown(`sms:${purpose}`);
  const send = useSendSmsCode(purpose);
  const humanCheck = useHumanCheck('sms');
  // Some brands ask for the image captcha before each send; the server says so by refusing.
  const [captchaShown, setCaptchaShown] = useState(false);
  const [captchaAnswer, setCaptchaAnswer] = useState('');
  const captcha = useCaptcha(`sms-${purpose}`, captchaShown);
  const dialog = useGenericDialog();
  const [sentTo, setSentTo] = useState<{ number: string; minutes: number }>();
  const [solving, setSolving] = useState(false);

  const onSend = async () => {
    const language = currentLanguage();
    const national = mobileNum.trim();
    const problem = mobileProblem(national, mobileRule, foreign, language);
    // Abroad the server finds the E.164 form (trunk prefixes differ by country); shown as typed meanwhile.
    const e164 = foreign ? `+${dialingCode} ${national}` : toE164(national, dialingCode, mobileRule);
    if (problem || !e164) return onMobileProblem(problem ?? errorMessage('PHONE_FORMAT_INVALID', language));
    try {
      setSolving(humanCheck.enabled);
      const payload = await humanCheck.solve();
      setSolving(false);
      const value = await send.mutateAsync({
        mobileNum: national,
        countryDialingCode: dialingCode,
        regType,
        humanCheck: payload,
        ...(captchaShown && captcha.captchaId ? { captchaId: captcha.captchaId, captcha: captchaAnswer.trim() } : {}),
      });
      countdown.start(smsCountdownSeconds(value.expiredMinutes));
      setSentTo({ number: e164, minutes: value.expiredMinutes });
    } catch (failure) {
      setSolving(false);
      // Spec 000 section 8: a refused send shows the server's message in a warning dialog.
      const message = failure instanceof HumanCheckError || isApiError(failure) ? failure.message : t('errors.unknown');
      dialog.show({ icon: 'warning', title: t('smsCode.failedTitle'), message, coverClose: false, testId: `${testId}-refused` });
      if (isApiError(failure) && failure.code.startsWith('CAPTCHA_') && !humanCheck.enabled) setCaptchaShown(true);
    } finally {
      humanCheck.reset();
      if (captchaShown) {
        setCaptchaAnswer('');
        captcha.refresh();
      }
    }
  };

  const busy = solving || send.isPending;
  const waiting = countdown.remaining > 0;
  return (
    <div className="sms-code">
      {captchaShown ? (
        <CaptchaField
          captcha={captcha}
          value={captchaAnswer}
          onChange={(event) => setCaptchaAnswer(event.target.value)}
          testId={`${testId}-captcha`}
        />
      ) : null}
      {humanCheck.enabled ? <DeferredHumanCheck scene="sms" ref={humanCheck.ref} testId={`${testId}-human-check`} /> : null}
      <TextField
        label={t('smsCode.label')}
        required
        inputMode="numeric"
        autoComplete="one-time-code"
        error={error}
        data-testid={testId}
        {...input}
        endAdornment={
          <button
            type="button"
            className="sms-code__send"
            onClick={() => void onSend()}
            disabled={busy || waiting}
            aria-busy={busy || undefined}
            aria-label={waiting ? t('smsCode.resendIn', { time: formatCountdown(countdown.remaining) }) : undefined}
            data-testid={`${testId}-send`}
          >
            {busy ? <Spinner size={14} /> : null}
            {waiting ? formatCountdown(countdown.remaining) : sentTo ? t('smsCode.resend') : t('smsCode.send')}
          </button>
        }
      />
      <p className="sms-code__status" role="status" data-testid={`${testId}-status`}>
        {sentTo ? t('smsCode.sent', { number: sentTo.number, count: sentTo.minutes }) : ''}
      </p>
    </div>
  );
}
