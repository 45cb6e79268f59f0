import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CRASH_RULES, type CrashOutcome } from '@panalo/contract/fair/crash';
import { Button } from '../../../components/ui/button';
import { percent, times } from '../originals-games';
import type { GameProps } from './game-props';
import { RoundBanner } from './round-banner';
import { StakeField, stakeMinor } from './stake-field';

/** "2", "1.5", "2.00x" → hundredths (200, 150), or null outside 1.01–10,000. */
export function parseTarget(text: string): number | null {
  const match = /^(\d{1,5})(?:\.(\d{1,2}))?\s*[x×]?$/i.exec(text.trim());
  if (!match) return null;
  const value = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return value >= CRASH_RULES.minCashOut && value <= CRASH_RULES.maxCashOut ? value : null;
}

/** Crash: set the stake and the auto cash-out; the multiplier climbs to the round's crash point. */
export function CrashGame({ currency, busy, last, play }: GameProps) {
  const { t } = useTranslation();
  const id = useId();
  const [stake, setStake] = useState('10');
  const [target, setTarget] = useState('2.00');
  const [errors, setErrors] = useState<{ stake?: string; target?: string }>({});
  const outcome = last?.game === 'crash' ? last.outcome : undefined;
  const cashOutAt = parseTarget(target);

  const submit = () => {
    const amount = stakeMinor(stake, currency);
    const next = {
      stake: amount === null ? t('originals.errors.stake') : undefined,
      target: cashOutAt === null ? t('originals.crash.cashOutError') : undefined,
    };
    setErrors(next);
    if (amount !== null && cashOutAt !== null) play({ game: 'crash', bet: { amount, cashOutAt } });
  };

  return (
    <form
      className="game-form"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <CrashGraph outcome={outcome} cashOutAt={outcome?.win ? Math.round(outcome.multiplier * 100) : undefined} key={last?.roundId} />
      <RoundBanner
        last={last}
        currency={currency}
        detail={outcome ? t('originals.crash.crashedAt', { point: times(outcome.crashPoint / 100) }) : undefined}
      />
      <div className="game-form__grid">
        <StakeField value={stake} onChange={setStake} currency={currency} error={errors.stake} disabled={busy} testId="crash-stake" />
        <div className="ui-field">
          <label className="ui-field__label" htmlFor={id}>
            {t('originals.crash.cashOutAt')}
          </label>
          <div className="ui-field__control">
            <input
              id={id}
              className="ui-field__input"
              inputMode="decimal"
              value={target}
              onChange={(event) => setTarget(event.target.value)}
              aria-invalid={errors.target ? true : undefined}
              aria-describedby={`${id}-hint`}
              data-testid="crash-target"
            />
          </div>
          <small id={`${id}-hint`} className={errors.target ? 'ui-field__error' : 'muted'}>
            {errors.target ?? t('originals.crash.cashOutHint')}
          </small>
        </div>
      </div>
      {cashOutAt !== null ? (
        <p className="muted">{t('originals.crash.chance', { chance: percent(Math.min(1, 0.99 / (cashOutAt / 100))) })}</p>
      ) : null}
      <Button type="submit" size="lg" block loading={busy} data-testid="crash-play">
        {t('originals.crash.play')}
      </Button>
    </form>
  );
}

const reducedMotion = () => typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

/** The climbing multiplier: it rises from 1.00× to the crash point (quicker for higher points), then stops. */
export function CrashGraph({ outcome, cashOutAt }: { outcome?: CrashOutcome; cashOutAt?: number }) {
  const { t } = useTranslation();
  const end = outcome ? outcome.crashPoint / 100 : 1;
  const [shown, setShown] = useState(outcome && !reducedMotion() ? 1 : end);
  useEffect(() => {
    if (!outcome || reducedMotion()) return setShown(end);
    const duration = Math.min(3_500, 600 + 900 * Math.log(end));
    const started = performance.now();
    let frame = 0;
    const tick = (now: number) => {
      const share = Math.min(1, (now - started) / duration);
      setShown(Math.exp(Math.log(end) * share));
      if (share < 1) frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [outcome, end]);
  const done = !outcome || shown >= end;
  const height = Math.min(100, (Math.log(shown) / Math.log(Math.max(end, 2))) * 100);
  return (
    <div
      className={`crash-graph${done && outcome ? (outcome.win ? ' crash-graph--win' : ' crash-graph--crashed') : ''}`}
      data-testid="crash-graph"
    >
      <div className="crash-graph__curve" style={{ ['--rise' as string]: `${height}%` }} aria-hidden="true" />
      <p className="crash-graph__value" aria-hidden={!done}>
        {times(shown)}
      </p>
      {done && outcome ? (
        <p className="crash-graph__note" data-testid="crash-point" data-point={outcome.crashPoint}>
          {outcome.win && cashOutAt !== undefined
            ? t('originals.crash.cashedOut', { point: times(cashOutAt / 100) })
            : t('originals.crash.crashedAt', { point: times(end) })}
        </p>
      ) : null}
    </div>
  );
}
