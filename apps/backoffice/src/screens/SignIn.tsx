import { useEffect, useRef, useState, type FormEvent } from 'react';
import QRCode from 'qrcode';
import type { StaffSessionValue, StaffSignInValue } from '@panalo/contract/staff';
import { api, ApiError, staffToken } from '../lib/api';
import { useI18n } from '../lib/i18n';
import { ErrorText } from './ui';

type Step = { kind: 'password' } | StaffSignInValue | { kind: 'recovery'; session: StaffSessionValue };

/**
 * Staff sign-in: the password, then the authenticator. The first sign-in enrols it (QR code and
 * key, a code to confirm, then the ten recovery codes, shown once); later ones ask for a code.
 */
export function SignIn({ onSignedIn }: { onSignedIn: (session: StaffSessionValue) => void }) {
  const { t } = useI18n();
  const [step, setStep] = useState<Step>({ kind: 'password' });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // An invited staff member's temporary password is replaced at the first sign-in.
  const [newPasswordNeeded, setNewPasswordNeeded] = useState(false);

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (caught) {
      setError(caught instanceof ApiError && caught.message ? caught.message : t('common.error'));
    } finally {
      setBusy(false);
    }
  };

  const submitPassword = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    void run(async () => {
      try {
        setStep(
          await api<StaffSignInValue>('POST', '/wps/operator/session/sign-in', {
            username: form.get('username'),
            password: form.get('password'),
            ...(newPasswordNeeded ? { newPassword: form.get('newPassword') } : {}),
          }),
        );
      } catch (caught) {
        if (caught instanceof ApiError && caught.code === 'STAFF_PASSWORD_CHANGE_REQUIRED') setNewPasswordNeeded(true);
        throw caught;
      }
    });
  };

  const submitCode = (challenge: string, enrolling: boolean) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get('code') ?? '');
    void run(async () => {
      const session = await api<StaffSessionValue>('POST', '/wps/operator/session/code', { challenge, code });
      staffToken.set(session.token);
      if (enrolling && session.recoveryCodes) setStep({ kind: 'recovery', session });
      else onSignedIn(session);
    });
  };

  const restart = () => {
    setError(null);
    setStep({ kind: 'password' });
  };

  return (
    <main className="signin" id="main">
      <section className="card signin-card" aria-labelledby="signin-title">
        {'stage' in step && step.stage === 'enrol' ? (
          <form onSubmit={submitCode(step.challenge, true)} noValidate>
            <h1 id="signin-title">{t('enrol.title')}</h1>
            <p className="muted">{t('enrol.intro')}</p>
            <QrImage uri={step.otpauthUri} label={t('enrol.qr')} />
            <p className="secret-label">{t('enrol.secret')}</p>
            <code className="secret" data-testid="totp-secret">
              {step.secret.replace(/(.{4})/g, '$1 ').trim()}
            </code>
            <CodeField />
            <ErrorText error={error} />
            <button className="primary" type="submit" disabled={busy}>
              {t('enrol.confirm')}
            </button>
            <button className="link" type="button" onClick={restart}>
              {t('signIn.back')}
            </button>
          </form>
        ) : 'stage' in step && step.stage === 'verify' ? (
          <form onSubmit={submitCode(step.challenge, false)} noValidate>
            <h1 id="signin-title">{t('signIn.verifyTitle')}</h1>
            <p className="muted">{t('signIn.verifyIntro')}</p>
            <CodeField />
            <ErrorText error={error} />
            <button className="primary" type="submit" disabled={busy}>
              {t('signIn.verify')}
            </button>
            <button className="link" type="button" onClick={restart}>
              {t('signIn.back')}
            </button>
          </form>
        ) : 'kind' in step && step.kind === 'recovery' ? (
          <div>
            <h1 id="signin-title">{t('recovery.title')}</h1>
            <p className="muted">{t('recovery.intro')}</p>
            <ol className="recovery-codes" data-testid="recovery-codes">
              {step.session.recoveryCodes!.map((code) => (
                <li key={code}>
                  <code>{code}</code>
                </li>
              ))}
            </ol>
            <button className="primary" type="button" onClick={() => onSignedIn(step.session)} autoFocus>
              {t('recovery.done')}
            </button>
          </div>
        ) : (
          <form onSubmit={submitPassword} noValidate>
            <p className="eyebrow">Panalo · {t('app.title')}</p>
            <h1 id="signin-title">{t('signIn.title')}</h1>
            <p className="muted">{t('signIn.intro')}</p>
            <label className="field">
              <span>{t('signIn.username')}</span>
              <input name="username" autoComplete="username" required autoFocus />
            </label>
            <label className="field">
              <span>{t('signIn.password')}</span>
              <input name="password" type="password" autoComplete="current-password" required />
            </label>
            {newPasswordNeeded ? (
              <label className="field">
                <span>{t('signIn.newPassword')}</span>
                <input name="newPassword" type="password" autoComplete="new-password" required autoFocus data-testid="new-password" />
              </label>
            ) : null}
            <ErrorText error={error} />
            <button className="primary" type="submit" disabled={busy}>
              {t('signIn.submit')}
            </button>
          </form>
        )}
      </section>
    </main>
  );
}

function CodeField() {
  const { t } = useI18n();
  return (
    <label className="field">
      <span>{t('signIn.code')}</span>
      <input name="code" autoComplete="one-time-code" inputMode="text" maxLength={32} required autoFocus spellCheck={false} />
    </label>
  );
}

export function QrImage({ uri, label }: { uri: string; label: string }) {
  const [src, setSrc] = useState<string | null>(null);
  const current = useRef(uri);
  useEffect(() => {
    current.current = uri;
    void QRCode.toDataURL(uri, { margin: 1, width: 220, errorCorrectionLevel: 'M' }).then((url) => {
      if (current.current === uri) setSrc(url);
    });
  }, [uri]);
  return <div className="qr">{src ? <img src={src} alt={label} width={220} height={220} /> : null}</div>;
}
