import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/choice-fields';
import { FormAlert } from '../../../components/ui/alert';
import { PasswordField, TextField } from '../../../components/ui/text-field';
import { ACCOUNT_TEXTS, LazyPart, lazyPart } from '../../../components/lazy-part';
import { isApiError } from '../../../lib/api-error';
import { currentLocale } from '../../../lib/i18n';
import { CaptchaField } from '../../captcha/components/captcha-field';
import { useCaptcha } from '../../captcha/hooks/use-captcha';
import { DeferredHumanCheck } from '../../human-check/components/deferred-human-check';
import { HumanCheckError } from '../../human-check/human-check-error';
import { useHumanCheck } from '../../human-check/hooks/use-human-check';
import type { LoginVerification, UnlockChannel } from '@panalo/contract/session';
import { useLogin } from '../api/login';
import { useStartSession, type SessionOutcome } from '../hooks/use-start-session';
import { clearLoginPrefill, readLoginPrefill } from '../login-prefill';
import { readRememberedUsername, rememberUsername } from '../remembered-username';

interface LoginFormProps {
  onSuccess: (outcome: SessionOutcome) => void;
  /** The agent page hides the remember-me box (spec 000 section 2). */
  showRememberMe?: boolean;
  idPrefix?: string;
}

// The new-IP step shows only when the brand asks a member for a code: its code loads then.
const LoginCodeStep = lazyPart(() => import('./login-code-step').then((m) => m.LoginCodeStep), ACCOUNT_TEXTS);
// The way past an account lock shows only when the account is locked: its code loads then.
const UnlockStep = lazyPart(() => import('./unlock-step').then((m) => m.UnlockStep), ACCOUNT_TEXTS);

const FIELDS = ['username', 'password', 'captcha'] as const;
type Field = (typeof FIELDS)[number];
type FieldErrors = Partial<Record<Field, string>>;

/** When a break ends, in the reader's locale. */
const breakEnd = (at: number): string =>
  new Intl.DateTimeFormat(currentLocale(), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(at));

export function LoginForm({ onSuccess, showRememberMe = true, idPrefix = 'login' }: LoginFormProps) {
  const { t } = useTranslation();
  const [captchaRequired, setCaptchaRequired] = useState(false);
  const [formError, setFormError] = useState<string>();
  const [humanCheckError, setHumanCheckError] = useState<string>();
  // A log-in from a new IP waits for the code sent to the member (the brand's new-IP verification).
  const [newIp, setNewIp] = useState<{ verification: LoginVerification; password: string; remember: boolean }>();
  // A self-excluded member may still log in to withdraw: the offer keeps what they typed, in memory only.
  const [withdrawOffer, setWithdrawOffer] = useState<{ username: string; password: string }>();
  const [withdrawPending, setWithdrawPending] = useState(false);
  // A locked account (too many wrong passwords): its owner can lift the lock by SMS code or e-mail link.
  const [locked, setLocked] = useState<string>();
  const [unlocking, setUnlocking] = useState<UnlockChannel>();
  const [notice, setNotice] = useState<string>();
  const remembered = useMemo(readRememberedUsername, []);
  const prefill = useMemo(readLoginPrefill, []);
  const captcha = useCaptcha(idPrefix, captchaRequired);
  const humanCheck = useHumanCheck('login');
  const login = useLogin();
  const startSession = useStartSession();

  // Three fields need no form library (it would be 12 KB of the /login first screen): the inputs
  // keep their own values and are read when the form is sent.
  const usernameInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);
  const captchaInput = useRef<HTMLInputElement>(null);
  const fields = { username: usernameInput, password: passwordInput, captcha: captchaInput };
  const rememberMe = useRef<HTMLInputElement>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [isSubmitting, setSubmitting] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  // What was sent last: the form comes back with it after the new-IP step's "back".
  const sent = useRef<{ username: string; rememberMe: boolean }>(null);
  // After a captcha problem the captcha field takes the focus, once it is on the page.
  const [focusCaptcha, setFocusCaptcha] = useState(false);
  useEffect(() => {
    if (!focusCaptcha || !captchaInput.current) return;
    captchaInput.current.focus();
    setFocusCaptcha(false);
  }, [focusCaptcha, captchaRequired]);

  // Input is trimmed before it is checked and sent (spec 000 section 5).
  const read = (field: Field) => fields[field].current?.value.trim() ?? '';
  const check = (field: Field): string | undefined => {
    if (read(field)) return undefined;
    if (field === 'username') return t('login.usernameRequired');
    if (field === 'password') return t('login.passwordRequired');
    return captchaRequired ? t('captcha.required') : undefined;
  };
  const setValue = (field: Field, value: string) => {
    const input = fields[field].current;
    if (input) input.value = value;
  };
  // After a first try, a field's message follows what is typed, as it does in the other forms.
  const recheck = (field: Field) => {
    if (submitted) setErrors((current) => ({ ...current, [field]: check(field) }));
  };

  // Spec 000 section 4: validate, then the human check, then the log-in call.
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSubmitting) return;
    setSubmitted(true);
    const found: FieldErrors = {};
    for (const field of FIELDS) found[field] = check(field);
    setErrors(found);
    const invalid = FIELDS.find((field) => found[field]);
    if (invalid) return fields[invalid].current?.focus();
    const values = {
      username: read('username'),
      password: read('password'),
      captcha: read('captcha'),
      rememberMe: !!rememberMe.current?.checked,
    };
    sent.current = { username: values.username, rememberMe: values.rememberMe };
    setFormError(undefined);
    setWithdrawOffer(undefined);
    setHumanCheckError(undefined);
    setLocked(undefined);
    setNotice(undefined);
    setSubmitting(true);
    try {
      const proof = await humanCheck.solve();
      const value = await login.mutateAsync({
        username: values.username,
        password: values.password,
        type: 'username',
        humanCheck: proof,
        ...(captchaRequired && captcha.captchaId ? { captchaId: captcha.captchaId, captcha: values.captcha } : {}),
      });
      if (showRememberMe) rememberUsername(values.rememberMe ? values.username : null);
      clearLoginPrefill();
      onSuccess(startSession(value, 'password', values.password));
    } catch (error) {
      if (error instanceof HumanCheckError) return setHumanCheckError(error.message);
      if (!isApiError(error)) return setFormError(t('errors.unknown'));
      if (error.code === 'LOGIN_VERIFICATION_REQUIRED' && error.verification) {
        return setNewIp({ verification: error.verification, password: values.password, remember: values.rememberMe });
      }
      if (error.code === 'RG_TIME_OUT' || error.code === 'RG_SELF_EXCLUDED') {
        if (error.code === 'RG_SELF_EXCLUDED') setWithdrawOffer({ username: values.username, password: values.password });
        // The refusal says why; its end time follows: "…until 24 Nov 2026, 3:00 PM." or "…permanently."
        const until =
          error.endsAt === undefined
            ? ''
            : ` ${error.endsAt === null ? t('selfExclusion.permanent') : t('selfExclusion.until', { date: breakEnd(error.endsAt) })}.`;
        return setFormError(`${error.message}${until}`);
      }
      setFormError(error.message);
      if (error.code === 'TOO_MANY_REQUESTS' && error.accountLocked) setLocked(values.username);
      if (error.code.startsWith('HUMAN_CHECK_') || (error.code === 'CAPTCHA_REQUIRED' && !error.captcha && humanCheck.enabled)) {
        setHumanCheckError(error.message);
      }
      const refused: FieldErrors = {};
      for (const field of FIELDS) if (error.fields[field]) refused[field] = error.fields[field];
      setErrors(refused);
      // A captcha answer is good for one try: after any failure with the captcha on, get a new one.
      if (error.captcha || captchaRequired) {
        setCaptchaRequired(true);
        if (captchaRequired) captcha.refresh();
        setValue('captcha', '');
      }
      // A wrong password is cleared for the next try; after a captcha problem it is kept.
      const captchaProblem = error.code === 'CAPTCHA_INVALID' || error.code === 'CAPTCHA_REQUIRED';
      if (error.code === 'INVALID_CREDENTIALS') setValue('password', '');
      // The captcha field appears with this render: focus it once it is there.
      if (captchaProblem) setFocusCaptcha(true);
      else fields.password.current?.focus();
    } finally {
      // A solved check works for one call, whatever its answer.
      humanCheck.reset();
      setSubmitting(false);
    }
  };

  const logInToWithdraw = async () => {
    if (!withdrawOffer) return;
    setWithdrawPending(true);
    try {
      const proof = await humanCheck.solve();
      const value = await login.mutateAsync({ ...withdrawOffer, type: 'username', humanCheck: proof, withdrawOnly: true });
      clearLoginPrefill();
      onSuccess(startSession(value, 'password', withdrawOffer.password));
    } catch (error) {
      setFormError(isApiError(error) ? error.message : t('errors.unknown'));
    } finally {
      humanCheck.reset();
      setWithdrawPending(false);
    }
  };

  if (locked && unlocking) {
    return (
      <LazyPart inline>
        <UnlockStep
          username={locked}
          channel={unlocking}
          idPrefix={idPrefix}
          onDone={(unlocked) => {
            setUnlocking(undefined);
            if (!unlocked) return;
            setLocked(undefined);
            setFormError(undefined);
            setNotice(t('login.unlocked'));
          }}
        />
      </LazyPart>
    );
  }

  if (newIp) {
    return (
      <LazyPart inline>
        <LoginCodeStep
          verification={newIp.verification}
          idPrefix={idPrefix}
          onVerified={(value) => {
            if (showRememberMe) rememberUsername(newIp.remember ? (sent.current?.username ?? null) : null);
            clearLoginPrefill();
            onSuccess(startSession(value, 'password', newIp.password));
          }}
          onBack={() => {
            setNewIp(undefined);
          }}
        />
      </LazyPart>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-busy={isSubmitting || undefined}>
      <FormAlert message={formError} testId="login-error" />
      <FormAlert tone="info" message={notice} testId="login-notice" />
      {locked ? (
        <div className="auth-unlock" data-testid="login-unlock">
          <p className="muted">{t('login.locked')}</p>
          <Button type="button" variant="secondary" block onClick={() => setUnlocking('sms')} data-testid="login-unlock-sms">
            {t('login.unlockBySms')}
          </Button>
          <Button type="button" variant="secondary" block onClick={() => setUnlocking('email')} data-testid="login-unlock-email">
            {t('login.unlockByEmail')}
          </Button>
        </div>
      ) : null}
      {withdrawOffer ? (
        <Button
          type="button"
          variant="secondary"
          block
          loading={withdrawPending}
          onClick={logInToWithdraw}
          data-testid="login-withdraw-only"
        >
          {t('selfExclusion.withdrawOnly')}
        </Button>
      ) : null}
      <TextField
        id={`${idPrefix}-username`}
        label={t('login.username')}
        autoComplete="username"
        autoCapitalize="off"
        spellCheck={false}
        required
        error={errors.username}
        data-testid="login-username"
        name="username"
        defaultValue={sent.current?.username ?? prefill ?? remembered}
        ref={fields.username}
        onChange={() => recheck('username')}
      />
      <PasswordField
        id={`${idPrefix}-password`}
        label={t('login.password')}
        autoComplete="current-password"
        required
        error={errors.password}
        data-testid="login-password"
        name="password"
        ref={fields.password}
        onChange={() => recheck('password')}
      />
      {captchaRequired ? (
        <CaptchaField
          id={`${idPrefix}-captcha`}
          captcha={captcha}
          error={errors.captcha}
          testId="login-captcha"
          name="captcha"
          ref={fields.captcha}
          onChange={() => recheck('captcha')}
        />
      ) : null}
      {showRememberMe ? (
        <CheckboxField
          label={t('login.rememberMe')}
          data-testid="login-remember"
          name="rememberMe"
          defaultChecked={sent.current?.rememberMe ?? Boolean(remembered)}
          ref={rememberMe}
        />
      ) : null}
      {humanCheck.enabled ? (
        <DeferredHumanCheck scene="login" ref={humanCheck.ref} error={humanCheckError} testId={`${idPrefix}-human-check`} />
      ) : null}
      <Button type="submit" size="lg" block loading={isSubmitting} data-testid="login-submit">
        {isSubmitting ? t('login.submitting') : t('login.submit')}
      </Button>
    </form>
  );
}
