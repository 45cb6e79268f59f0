import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { BreakState } from '@panalo/contract/self-exclusion';
import { FormAlert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { PasswordField } from '../../../components/ui/text-field';
import { isApiError } from '../../../lib/api-error';
import { useRequestLift } from '../api/request-lift';
import { useBreakText } from '../break-text';

/**
 * The break in force, as a self-excluded member sees it in their withdraw-only session: until
 * when, when a lift may be asked for, the lift request (password again), and the history.
 */
export function BreakStatus({ state }: { state: BreakState }) {
  const { t } = useTranslation();
  const text = useBreakText();
  const active = state.active!;
  const lift = useRequestLift();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const liftable = active.kind === 'SELF_EXCLUSION' && active.liftRequestedAt === null;

  const onLift = async (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    try {
      await lift.mutateAsync({ password });
      setPassword('');
    } catch (caught) {
      setError(isApiError(caught) ? caught.message : t('errors.unknown'));
    }
  };

  return (
    <>
      <section className="card rg-break__card" data-testid="rg-break-active">
        <h2 className="panel-title">{t('selfExclusion.activeTitle')}</h2>
        <p>
          {active.kind === 'TIME_OUT'
            ? t('selfExclusion.activeTimeOut', { date: text.date(active.endsAt!) })
            : t('selfExclusion.activeExclusion', { until: text.until(active.endsAt) })}
        </p>
        {active.liftRequestedAt !== null ? (
          <p>{t('selfExclusion.liftRequested', { date: text.date(active.liftRequestedAt), lifts: text.date(active.endsAt!) })}</p>
        ) : active.liftableFrom !== null ? (
          <p className="muted">{t('selfExclusion.liftableFrom', { date: text.date(active.liftableFrom) })}</p>
        ) : null}
      </section>
      {liftable ? (
        <section className="card rg-break__card" aria-labelledby="rg-lift">
          <h2 className="panel-title" id="rg-lift">
            {t('selfExclusion.liftTitle')}
          </h2>
          <p className="muted">{t('selfExclusion.liftText')}</p>
          <form onSubmit={onLift} noValidate>
            <FormAlert message={error} />
            <PasswordField
              label={t('selfExclusion.password')}
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              required
            />
            <Button type="submit" variant="secondary" loading={lift.isPending} disabled={!password.trim()}>
              {t('selfExclusion.liftSubmit')}
            </Button>
          </form>
        </section>
      ) : null}
      <section className="card rg-break__card" aria-labelledby="rg-history">
        <h2 className="panel-title" id="rg-history">
          {t('selfExclusion.history')}
        </h2>
        <ul className="rg-break__history">
          {state.history.map((entry) => (
            <li key={entry.id}>
              <strong>{t(`selfExclusion.kinds.${entry.kind}`)}</strong> · {t(`selfExclusion.periods.${entry.period}`)} ·{' '}
              {t(`selfExclusion.statuses.${entry.status}`)} · {text.date(entry.startsAt)}
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
