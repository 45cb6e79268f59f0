import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { FormAlert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { isApiError } from '../../../lib/api-error';
import { useUnlockByLink } from '../api/unlock-account';
import { setLoginPrefill } from '../login-prefill';
import './unlock-page.css';

/**
 * /unlockAccount?token=…, the page the e-mailed unlock link opens. The token leaves the address
 * bar at once (it is a secret). The lock is lifted only when the owner presses the button, not on
 * load, so a mail scanner that follows links does not spend it. Then the log-in, username filled in.
 */
export function UnlockPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [token] = useState(() => params.get('token')?.trim() ?? '');
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<string>();
  const unlock = useUnlockByLink();

  useEffect(() => {
    if (params.has('token')) void navigate('/unlockAccount', { replace: true });
  }, [params, navigate]);

  const submit = async () => {
    setError(undefined);
    try {
      setDone((await unlock.mutateAsync({ token })).username);
    } catch (failure) {
      setError(isApiError(failure) ? failure.message : t('errors.unknown'));
    }
  };
  const logIn = () => {
    if (done) setLoginPrefill(done);
    void navigate('/login');
  };

  return (
    <div className="unlock-page">
      <section className="card unlock-page__card" aria-labelledby="unlock-title">
        <h1 id="unlock-title" className="unlock-page__title">
          {t('unlock.pageTitle')}
        </h1>
        <div className="unlock-page__body">
          {done ? (
            <>
              <FormAlert tone="info" message={t('unlock.pageDone', { username: done })} testId="unlock-done" />
              <Button size="lg" onClick={logIn} data-testid="unlock-login">
                {t('unlock.logIn')}
              </Button>
            </>
          ) : token ? (
            <>
              <p className="muted unlock-page__intro">{t('unlock.pageIntro')}</p>
              <FormAlert message={error} testId="unlock-error" />
              <Button size="lg" loading={unlock.isPending} onClick={() => void submit()} data-testid="unlock-confirm">
                {t('unlock.submit')}
              </Button>
            </>
          ) : (
            <>
              <FormAlert message={t('unlock.noToken')} testId="unlock-error" />
              <Button variant="secondary" onClick={() => void navigate('/login')}>
                {t('unlock.logIn')}
              </Button>
            </>
          )}
        </div>
      </section>
    </div>
  );
}
