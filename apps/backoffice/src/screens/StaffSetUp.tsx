import { useEffect, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { StaffSetupDoneValue, StaffSetupValue } from '@panalo/contract/staff';
import { api } from '../lib/api';
import { useI18n } from '../lib/i18n';
import { QrImage } from './SignIn';
import { ErrorText, errorText } from './ui';

/**
 * The page an invited staff member's e-mail links to (/bo/setup?token=…): the invitee adds the
 * account to an authenticator app and chooses their own password, so nobody else, the inviter
 * included, ever holds a way into it. Then the ten recovery codes, shown once, and whether a
 * second admin has confirmed the account yet (sign-in opens only then). No session is opened here.
 */
export function StaffSetUp() {
  const { t } = useI18n();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [setup, setSetup] = useState<StaffSetupValue | null>(null);
  const [done, setDone] = useState<StaffSetupDoneValue | null>(null);
  const [error, setError] = useState<string | null>(token ? null : t('setup.missing'));
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!token) return;
    let live = true;
    api<StaffSetupValue>('POST', '/wps/operator/setup/start', { token })
      .then((value) => live && setSetup(value))
      .catch((caught: unknown) => live && setError(errorText(caught, t('common.error'))));
    return () => {
      live = false;
    };
    // The secret is made once per visit: asking again would replace the one being added.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError(null);
    api<StaffSetupDoneValue>('POST', '/wps/operator/setup/finish', { token, newPassword: form.get('newPassword'), code: form.get('code') })
      .then(setDone)
      .catch((caught: unknown) => setError(errorText(caught, t('common.error'))))
      .finally(() => setBusy(false));
  };

  return (
    <main className="signin" id="main">
      <section className="card signin-card" aria-labelledby="setup-title">
        <h1 id="setup-title">{t('setup.title')}</h1>
        {done ? (
          <div>
            <p className="muted">{t('setup.done')}</p>
            <ol className="recovery-codes" data-testid="recovery-codes">
              {done.recoveryCodes.map((code) => (
                <li key={code}>
                  <code>{code}</code>
                </li>
              ))}
            </ol>
            <p role="status" data-testid="setup-status">
              {t(done.confirmed ? 'setup.ready' : 'setup.waiting')}
            </p>
            <Link to="/">{t('setup.toSignIn')}</Link>
          </div>
        ) : setup ? (
          <form onSubmit={submit} noValidate>
            <p className="muted">{t('setup.intro', { username: setup.username })}</p>
            <QrImage uri={setup.otpauthUri} label={t('enrol.qr')} />
            <p className="secret-label">{t('enrol.secret')}</p>
            <code className="secret" data-testid="totp-secret">
              {setup.secret.replace(/(.{4})/g, '$1 ').trim()}
            </code>
            <label className="field">
              <span>{t('setup.password')}</span>
              <input name="newPassword" type="password" autoComplete="new-password" required autoFocus data-testid="new-password" />
            </label>
            <label className="field">
              <span>{t('signIn.code')}</span>
              <input name="code" autoComplete="one-time-code" inputMode="numeric" maxLength={32} required spellCheck={false} />
            </label>
            <ErrorText error={error} />
            <button className="primary" type="submit" disabled={busy}>
              {t('setup.submit')}
            </button>
          </form>
        ) : (
          <ErrorText error={error} />
        )}
      </section>
    </main>
  );
}
