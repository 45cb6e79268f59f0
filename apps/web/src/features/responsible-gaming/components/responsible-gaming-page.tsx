import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  LIMIT_PERIODS,
  MAX_SESSION_MINUTES,
  MONEY_LIMIT_KINDS,
  REALITY_CHECK_MINUTES,
  type PlayLimitKey,
  type PlayLimitsView,
} from '@panalo/contract/play-limits';
import { Button } from '../../../components/ui/button';
import { ErrorState, FormAlert } from '../../../components/ui/alert';
import { SelectField } from '../../../components/ui/choice-fields';
import { LoadingBlock } from '../../../components/ui/spinner';
import { useCurrentMember } from '../../session/hooks/use-current-member';
import { errorMessage } from '@panalo/contract/error-codes';
import { isApiError } from '../../../lib/api-error';
import { currentLanguage } from '../../../lib/i18n';
import { useModals } from '../../../lib/modals/modals-context';
import { parseAmount, toInputText } from '../../../lib/money';
import { usePlayLimits, useRealityCheck, useSetPlayLimits, useSetRealityCheck } from '../api/play-limits';
import { LimitField } from './limit-field';
import './responsible-gaming.css';

/**
 * /responsibleGaming: the member's own limits and reality check. Visitors read what it offers and
 * are asked to log in. Every rule is the server's; this page only shows and asks.
 */
export function ResponsibleGamingPage() {
  const { t } = useTranslation();
  const current = useCurrentMember();
  const { openLogin } = useModals();
  const real = current.isLoggedIn && !current.isTrial;
  const limits = usePlayLimits(real);
  // Kept here: the form starts afresh from the saved values, and the notice outlives it.
  const [saved, setSaved] = useState(false);
  return (
    <div className="rg-page">
      <h1 className="page-title">{t('responsible.title')}</h1>
      <p className="rg-intro">{t('responsible.intro')}</p>
      {!current.isLoggedIn ? (
        <section className="card rg-card" data-testid="rg-logged-out">
          <p>{t('responsible.loggedOut')}</p>
          <Button onClick={() => openLogin()}>{t('responsible.login')}</Button>
        </section>
      ) : limits.isPending ? (
        <LoadingBlock label={t('responsible.title')} />
      ) : limits.error || !limits.data ? (
        <ErrorState message={t('responsible.loadFailed')} retryLabel={t('responsible.retry')} onRetry={() => void limits.refetch()} />
      ) : (
        <>
          <LimitsForm key={JSON.stringify(limits.data.limits)} view={limits.data} saved={saved} onSaved={setSaved} />
          <RealityCheckChoice />
        </>
      )}
      <MoreTools />
    </div>
  );
}

/** The other protections, on their own pages: a break or self-exclusion, and the self-test with help lines. */
function MoreTools() {
  const { t } = useTranslation();
  return (
    <nav className="card rg-card" aria-labelledby="rg-more" data-testid="rg-more">
      <h2 id="rg-more" className="rg-card__title">
        {t('responsible.moreTitle')}
      </h2>
      <ul className="rg-links">
        <li>
          <Link to="/responsibleGaming/break" data-testid="rg-link-break">
            {t('responsible.breakLink')}
          </Link>
        </li>
        <li>
          <Link to="/responsibleGaming/selfTest" data-testid="rg-link-self-test">
            {t('responsible.selfTestLink')}
          </Link>
        </li>
      </ul>
    </nav>
  );
}

/** The field starts with what the member last asked for (a waiting change included), so saving again changes nothing. */
const valueText = (view: PlayLimitsView, key: PlayLimitKey): string => {
  const limit = view.limits.find((row) => row.key === key);
  const value = (limit?.pending ? limit.pending.value : limit?.value) ?? null;
  if (value === null) return '';
  return key === 'SESSION_MINUTES' ? String(value) : toInputText(value, view.currency);
};

function LimitsForm({ view, saved, onSaved }: { view: PlayLimitsView; saved: boolean; onSaved: (saved: boolean) => void }) {
  const { t } = useTranslation();
  const save = useSetPlayLimits();
  const [texts, setTexts] = useState<Record<string, string>>(() =>
    Object.fromEntries(view.limits.map((limit) => [limit.key, valueText(view, limit.key)])),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const changes: { key: PlayLimitKey; value: number | null }[] = [];
    const problems: Record<string, string> = {};
    for (const limit of view.limits) {
      const text = (texts[limit.key] ?? '').trim();
      let value: number | null = null;
      if (text !== '') {
        if (limit.key === 'SESSION_MINUTES') {
          value = /^\d+$/.test(text) && Number(text) >= 1 && Number(text) <= MAX_SESSION_MINUTES ? Number(text) : NaN;
        } else {
          const parsed = parseAmount(text, view.currency);
          value = parsed.ok && parsed.minor > 0 ? parsed.minor : NaN;
        }
        if (Number.isNaN(value)) {
          problems[limit.key] = errorMessage('VALIDATION_FAILED', currentLanguage());
          continue;
        }
      }
      // What the member already asked for (a waiting change included) is not asked again: that would restart its wait.
      const asked = limit.pending ? limit.pending.value : limit.value;
      if (value !== asked) changes.push({ key: limit.key, value });
    }
    setErrors(problems);
    onSaved(false);
    if (Object.keys(problems).length > 0 || changes.length === 0) return;
    save.mutate({ limits: changes }, { onSuccess: () => onSaved(true) });
  };

  const field = (key: PlayLimitKey, label: string, unit: 'money' | 'minutes') => {
    const limit = view.limits.find((row) => row.key === key)!;
    return (
      <LimitField
        key={key}
        limit={limit}
        label={label}
        unit={unit}
        currency={view.currency}
        text={texts[key] ?? ''}
        error={errors[key]}
        onChange={(text) => setTexts((before) => ({ ...before, [key]: text }))}
      />
    );
  };

  return (
    <form className="card rg-card" onSubmit={submit} noValidate aria-labelledby="rg-limits" data-testid="rg-limits-form">
      <h2 id="rg-limits" className="rg-card__title">
        {t('responsible.limitsTitle')}
      </h2>
      {MONEY_LIMIT_KINDS.map((kind) => (
        <fieldset key={kind} className="rg-group">
          <legend className="rg-group__title">{t(`responsible.kinds.${kind}`)}</legend>
          <p className="muted rg-group__hint">{t(`responsible.kindHints.${kind}`)}</p>
          <div className="rg-group__fields">
            {LIMIT_PERIODS.map((period) =>
              field(`${kind}_${period}`, `${t(`responsible.periods.${period}`)} · ${t(`responsible.kinds.${kind}`)}`, 'money'),
            )}
          </div>
        </fieldset>
      ))}
      <fieldset className="rg-group">
        <legend className="rg-group__title">{t('responsible.sessionTitle')}</legend>
        <p className="muted rg-group__hint">{t('responsible.sessionHint')}</p>
        <div className="rg-group__fields">
          {field('SESSION_MINUTES', `${t('responsible.sessionTitle')} (${t('responsible.minutes')})`, 'minutes')}
        </div>
      </fieldset>
      <FormAlert message={save.error ? (isApiError(save.error) ? save.error.message : String(save.error)) : undefined} />
      {saved ? <FormAlert tone="info" message={t('responsible.saved')} testId="rg-saved" /> : null}
      <Button type="submit" loading={save.isPending} data-testid="rg-save">
        {t('responsible.save')}
      </Button>
    </form>
  );
}

function RealityCheckChoice() {
  const { t } = useTranslation();
  const check = useRealityCheck(true);
  const save = useSetRealityCheck();
  const options = REALITY_CHECK_MINUTES.map((minutes) => ({
    value: String(minutes),
    label: minutes === 0 ? t('responsible.realityOff') : t('responsible.realityMinutes', { count: minutes }),
  }));
  return (
    <section className="card rg-card" aria-labelledby="rg-reality">
      <h2 id="rg-reality" className="rg-card__title">
        {t('responsible.realityTitle')}
      </h2>
      <SelectField
        label={t('responsible.realityHint')}
        options={options}
        value={String(check.data?.intervalMinutes ?? 0)}
        disabled={check.isPending || save.isPending}
        data-testid="rg-reality"
        onChange={(event) => save.mutate(Number(event.target.value))}
      />
      {save.isSuccess ? <FormAlert tone="info" message={t('responsible.realitySaved')} /> : null}
    </section>
  );
}
