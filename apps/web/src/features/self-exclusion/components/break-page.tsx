import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { EXCLUSION_PERIODS, TIME_OUT_PERIODS, type BreakKind, type BreakPeriod, type BreakView } from '@panalo/contract/self-exclusion';
import { FormAlert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { PasswordField } from '../../../components/ui/text-field';
import { QueryState } from '../../../components/records/query-state';
import { isApiError } from '../../../lib/api-error';
import { loginNeededNotice } from '../../../lib/login-notice';
import { sessionStore, useSession } from '../../../lib/session-store';
import { useBreakState } from '../api/get-break-state';
import { useTakeBreak } from '../api/take-break';
import { useBreakText } from '../break-text';
import { BreakStatus } from './break-status';
import './self-exclusion.css';

interface Choice {
  kind: BreakKind;
  period: BreakPeriod;
}

/**
 * /responsibleGaming/break: a time-out (24 hours to 6 weeks) or a self-exclusion (6 months to
 * permanent). The member picks one, reads what happens and for how long, types the password and
 * confirms; the server ends every session, so the page signs out and says until when.
 */
export function BreakPage() {
  const { t } = useTranslation();
  const signedIn = Boolean(useSession().token);
  const state = useBreakState(signedIn);
  const [choice, setChoice] = useState<Choice>();
  const [done, setDone] = useState<BreakView | null>();

  if (done) return <BreakTaken taken={done} />;
  return (
    <div className="page rg-break">
      <h1 className="page-title">{t('selfExclusion.breakTitle')}</h1>
      <p className="muted rg-break__intro">{t('selfExclusion.breakIntro')}</p>
      {!signedIn ? (
        <section className="card rg-break__card">
          <p>{loginNeededNotice('signout')}</p>
          <Link to="/login" className="footer__more">
            {t('header.login')}
          </Link>
        </section>
      ) : (
        <QueryState isPending={state.isPending} error={state.error} onRetry={() => void state.refetch()} rows={3}>
          {() =>
            state.data?.active ? (
              <BreakStatus state={state.data} />
            ) : choice ? (
              <ConfirmBreak choice={choice} onBack={() => setChoice(undefined)} onTaken={setDone} />
            ) : (
              <BreakChoices onChoose={setChoice} />
            )
          }
        </QueryState>
      )}
      <p className="rg-break__links">
        <Link to="/responsibleGaming/selfTest">{t('selfExclusion.selfTestLink')}</Link>
      </p>
    </div>
  );
}

function BreakChoices({ onChoose }: { onChoose: (choice: Choice) => void }) {
  const { t } = useTranslation();
  const [timeOut, setTimeOut] = useState<BreakPeriod>('24h');
  const [exclusion, setExclusion] = useState<BreakPeriod>('6m');
  const group = (kind: BreakKind, periods: readonly BreakPeriod[], value: BreakPeriod, set: (period: BreakPeriod) => void) => (
    <section className="card rg-break__card" aria-labelledby={`rg-${kind}`} data-testid={`rg-choice-${kind}`}>
      <h2 className="panel-title" id={`rg-${kind}`}>
        {t(kind === 'TIME_OUT' ? 'selfExclusion.timeOutTitle' : 'selfExclusion.exclusionTitle')}
      </h2>
      <p className="muted">{t(kind === 'TIME_OUT' ? 'selfExclusion.timeOutText' : 'selfExclusion.exclusionText')}</p>
      <fieldset className="rg-break__periods">
        <legend className="ui-field__label">{t('selfExclusion.periodLabel')}</legend>
        {periods.map((period) => (
          <label key={period} className="rg-break__period">
            <input type="radio" name={`rg-${kind}`} value={period} checked={value === period} onChange={() => set(period)} />
            {t(`selfExclusion.periods.${period}`)}
          </label>
        ))}
      </fieldset>
      <Button
        type="button"
        variant={kind === 'TIME_OUT' ? 'secondary' : 'danger'}
        onClick={() => onChoose({ kind, period: value })}
        data-testid={`rg-continue-${kind}`}
      >
        {t('selfExclusion.choose')}
      </Button>
    </section>
  );
  return (
    <div className="rg-break__choices">
      {group('TIME_OUT', TIME_OUT_PERIODS, timeOut, setTimeOut)}
      {group('SELF_EXCLUSION', EXCLUSION_PERIODS, exclusion, setExclusion)}
    </div>
  );
}

function ConfirmBreak({ choice, onBack, onTaken }: { choice: Choice; onBack: () => void; onTaken: (taken: BreakView) => void }) {
  const { t } = useTranslation();
  const text = useBreakText();
  const take = useTakeBreak();
  const queryClient = useQueryClient();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const [passwordError, setPasswordError] = useState<string>();
  const endsAt = text.previewEnd(choice.period);
  const period = t(`selfExclusion.periods.${choice.period}`);
  const message =
    choice.kind === 'TIME_OUT'
      ? t('selfExclusion.confirmTimeOut', { period, date: text.date(endsAt!) })
      : choice.period === 'permanent'
        ? t('selfExclusion.confirmPermanent')
        : t('selfExclusion.confirmExclusion', { period, until: text.until(endsAt) });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    setPasswordError(undefined);
    if (!password.trim()) return setPasswordError(t('login.passwordRequired'));
    try {
      const state = await take.mutateAsync({ kind: choice.kind, period: choice.period, password } as Parameters<
        typeof take.mutateAsync
      >[0]);
      // The server ended every session of the member: this tab signs out too.
      sessionStore.clear('signout');
      queryClient.removeQueries({ queryKey: ['member'] });
      onTaken(state.active!);
    } catch (caught) {
      if (!isApiError(caught)) return setError(t('errors.unknown'));
      if (caught.code === 'OLD_PASSWORD_INCORRECT') return setPasswordError(caught.message);
      setError(caught.message);
    }
  };

  return (
    <section className="card rg-break__card" aria-labelledby="rg-confirm">
      <h2 className="panel-title" id="rg-confirm">
        {t('selfExclusion.confirmTitle')}
      </h2>
      <p className="rg-break__confirm" data-testid="rg-confirm-text">
        {message}
      </p>
      <form onSubmit={onSubmit} noValidate>
        <FormAlert message={error} testId="rg-break-error" />
        <PasswordField
          label={t('selfExclusion.password')}
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={passwordError}
          required
          autoFocus
          data-testid="rg-password"
        />
        <div className="rg-break__actions">
          <Button type="button" variant="ghost" onClick={onBack}>
            {t('selfExclusion.back')}
          </Button>
          <Button type="submit" variant="danger" loading={take.isPending} data-testid="rg-confirm">
            {take.isPending ? t('selfExclusion.confirming') : t('selfExclusion.confirm')}
          </Button>
        </div>
      </form>
    </section>
  );
}

function BreakTaken({ taken }: { taken: BreakView }) {
  const { t } = useTranslation();
  const text = useBreakText();
  return (
    <div className="page rg-break">
      <h1 className="page-title">{t('selfExclusion.activeTitle')}</h1>
      <section className="card rg-break__card" role="status" data-testid="rg-break-taken">
        <p>
          {taken.kind === 'TIME_OUT'
            ? t('selfExclusion.activeTimeOut', { date: text.date(taken.endsAt!) })
            : t('selfExclusion.activeExclusion', { until: text.until(taken.endsAt) })}
        </p>
        <Link to="/responsibleGaming/selfTest">{t('selfExclusion.selfTestLink')}</Link>
      </section>
    </div>
  );
}
